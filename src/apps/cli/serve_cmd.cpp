// `spaceline serve`: the game server (docs/server.md, docs/protocol.md) on SQLite or PostgreSQL.
#include <boost/asio/io_context.hpp>
#include <boost/asio/signal_set.hpp>

#include <iostream>
#include <sstream>

#include "apps/cli/commands.h"
#include "core/registry.h"
#include "server/api.h"
#include "server/change_listener.h"
#include "server/game_hub.h"
#include "server/server.h"
#include "storage/store.h"
#include "spaceline_paths.h"

namespace spaceline::cli {

void register_serve(CLI::App& app) {
  struct Opts {
    int port = 8080;
    std::string host = "127.0.0.1";
    std::string db = "spaceline.db";
    std::string decks;
    std::string web;
    std::string card_images;
    server::ServerConfig server;
    server::HubLimits hub;
    server::ApiConfig api;
  };
  auto o = std::make_shared<Opts>();
  auto* cmd = app.add_subcommand("serve", "Run the game server: HTTP JSON API and WebSockets (docs/server.md)");
  cmd->add_option("--port", o->port, "TCP port (default 8080; 0 = any free port, printed)")->check(CLI::Range(0, 65535));
  cmd->add_option("--host", o->host, "address to listen on (default 127.0.0.1; 0.0.0.0 for every interface)");
  cmd->add_option("--db", o->db,
                  "an SQLite database file, created if missing (default spaceline.db), or a postgresql:// URL");
  cmd->add_option("--decks", o->decks,
                  "folder for the deck files of saved decks (default: the database path + .decks; "
                  "spaceline-decks with PostgreSQL)");
  cmd->add_option("--web", o->web,
                  "folder of the built web client, served at / (default: web/dist of the source tree, " SPACELINE_WEB_DIST ")");
  cmd->add_option("--card-images", o->card_images,
                  "card images for the web client: a folder of GAME/ID.png|jpg|webp files served at /card-images/, or an "
                  "http(s) URL template with {id} (and {game}) the browser loads from; default none: cards are drawn from their data");
  // The limits on hostile clients (docs/server.md, "Limits"): each default is the field's.
  auto limit = [&](const char* name, auto& field, const char* what) {
    std::ostringstream shown;
    shown << field;
    cmd->add_option(name, field, std::string(what) + " (default " + shown.str() + ")")->check(CLI::NonNegativeNumber);
  };
  limit("--password-threads", o->server.password_threads, "threads hashing passwords for register and login");
  limit("--game-threads", o->server.game_threads,
        "threads moving games: actions, the computer's replies, the views (one per core)");
  limit("--password-queue", o->server.password_queue, "register/login requests waiting or hashing; more get 503");
  limit("--max-password-body", o->server.max_password_body, "bytes of a register/login body; more get 413");
  limit("--max-ws-queued-bytes", o->server.max_ws_queued_bytes, "unsent bytes of one WebSocket; more close it (1008)");
  limit("--max-connections-per-address", o->server.max_connections_per_address,
        "open connections (WebSockets included) from one address; more get 503");
  limit("--max-websockets-per-address", o->server.max_websockets_per_address, "open WebSockets from one address; more get 503");
  limit("--ws-messages-per-second", o->server.ws_messages_per_second, "messages one WebSocket may send a second");
  limit("--ws-states-per-second", o->server.ws_states_per_second, "whole-state requests one WebSocket may send a second (burst 4)");
  limit("--accept-pause-ms", o->server.accept_pause_ms, "pause before accepting again when out of file descriptors");
  limit("--ws-session-check-seconds", o->server.ws_session_check_seconds,
        "how often a logged-in WebSocket checks whether its session has expired (then it is closed)");
  limit("--search-threads", o->hub.search.threads, "threads for the computer's searches (the ismcts agents)");
  limit("--search-queue", o->hub.search.max_queued, "searches waiting or running on the server; more refused (503)");
  limit("--search-queue-per-account", o->hub.search.max_queued_per_account,
        "of those, charged to one account; more refused (429)");
  limit("--search-time-cap", o->hub.search.time_cap_seconds,
        "seconds a search may take at most, besides its iterations (a search cut by it may differ after a restart)");
  limit("--max-spectators", o->hub.max_spectators, "spectators of one game; more are refused");
  limit("--ws-chat-per-second", o->server.ws_chat_per_second, "chat lines one WebSocket may send a second (burst 5)");
  limit("--chat-lines-per-minute", o->hub.chat.account_per_minute,
        "chat lines one account may send a minute, over all its connections (burst 10)");
  limit("--chat-max-chars", o->hub.chat.max_chars, "characters of one chat line; longer ones are refused");
  limit("--chat-lines-per-game", o->hub.chat.max_lines_per_game,
        "chat lines a game keeps per channel (players', spectators'); more are refused");
  limit("--max-games-per-account", o->hub.max_unfinished_games, "unfinished games one account may have; more get 429");
  limit("--clock-check-ms", o->hub.clock_check_ms, "how often the chess clocks are looked at for a time run out");
  limit("--clock-minute-ms", o->hub.clock_minute_ms,
        "milliseconds a chess clock's minute lasts (60000; less only for tests and demos), at most 60000");
  limit("--anonymous-deck-checks-per-minute", o->api.anonymous_deck_checks_per_minute,
        "deck checks a minute from one address without a login; more get 429");
  limit("--login-free-failures", o->api.login_free_failures, "wrong passwords for one name before it backs off");
  limit("--address-free-failures", o->api.address_free_failures, "failed logins from one address before it backs off");
  o->api.common_passwords_file = std::string(SPACELINE_DATA_DIR) + "/common-passwords.txt";
  cmd->add_option("--common-passwords", o->api.common_passwords_file,
                  "file of passwords registration refuses, one a line (default: data/common-passwords.txt)");
  cmd->callback([o] {
    // A wrong --card-images stops the server before it opens anything.
    std::vector<std::string> image_warnings;
    server::CardImages images = server::CardImages::from_option(o->card_images, image_warnings);
    for (const auto& w : image_warnings) std::cerr << "warning: " << w << "\n";
    auto store = storage::open_store(o->db);
    const bool postgres = o->db.rfind("postgres", 0) == 0;
    const std::string deck_dir = !o->decks.empty() ? o->decks : postgres ? "spaceline-decks" : o->db + ".decks";
    server::ModuleLookup modules = [](const std::string& n) -> const GameModule& { return game_module(n); };
    server::GameHub hub(*store, modules, deck_dir, o->hub);
    boost::asio::io_context io(1);
    // Listening starts before the games are loaded, so no other server's move falls in between.
    server::ChangeListener listener(io, *store, hub, [](const std::string& m) { std::cerr << "change feed: " << m << std::endl; });
    const bool shared = listener.start();
    std::vector<std::string> errors;
    const int resumed = hub.resume_all(&errors);
    for (const auto& e : errors) std::cerr << "warning: not resumed: " << e << "\n";
    server::Api api(*store, hub, modules, game_names(), o->api);
    server::ServerConfig cfg = o->server;
    cfg.host = o->host;
    cfg.port = static_cast<uint16_t>(o->port);
    cfg.web_dir = o->web.empty() ? std::string(SPACELINE_WEB_DIST) : o->web;
    cfg.card_images = std::move(images);
    server::Server srv(io, api, hub, cfg);
    srv.start();
    boost::asio::signal_set signals(io, SIGINT, SIGTERM);
    signals.async_wait([&](const boost::system::error_code&, int) { io.stop(); });
    const std::string shown = o->host == "0.0.0.0" ? "127.0.0.1" : o->host;
    std::cout << "Spaceline server on http://" << shown << ":" << srv.port() << "/ (database " << (postgres ? "PostgreSQL" : o->db) << "; "
              << resumed << " unfinished game" << (resumed == 1 ? "" : "s") << " resumed"
              << (shared ? "; in step with other servers on this database" : "")
              << (cfg.card_images.enabled() && !o->card_images.starts_with("http")
                      ? "; " + std::to_string(cfg.card_images.image_count()) + (cfg.card_images.image_count() == 1 ? " card image" : " card images")
                      : "")
              << ")" << std::endl;
    io.run();
    std::cout << "Spaceline server stopped." << std::endl;
  });
}

}  // namespace spaceline::cli
