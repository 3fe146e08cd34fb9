// `spaceline serve`: the game server (docs/server.md, docs/protocol.md) on SQLite or PostgreSQL.
#include <boost/asio/io_context.hpp>
#include <boost/asio/signal_set.hpp>

#include <iostream>

#include "apps/cli/commands.h"
#include "core/registry.h"
#include "server/api.h"
#include "server/change_listener.h"
#include "server/game_hub.h"
#include "server/server.h"
#include "storage/store.h"

namespace spaceline::cli {

void register_serve(CLI::App& app) {
  struct Opts {
    int port = 8080;
    std::string host = "127.0.0.1";
    std::string db = "spaceline.db";
    std::string decks;
    std::string web;
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
#ifndef SPACELINE_WEB_DIST
#define SPACELINE_WEB_DIST "web/dist"
#endif
  cmd->add_option("--web", o->web,
                  "folder of the built web client, served at / (default: web/dist of the source tree, " SPACELINE_WEB_DIST ")");
  cmd->callback([o] {
    auto store = storage::open_store(o->db);
    const bool postgres = o->db.rfind("postgres", 0) == 0;
    const std::string deck_dir = !o->decks.empty() ? o->decks : postgres ? "spaceline-decks" : o->db + ".decks";
    server::ModuleLookup modules = [](const std::string& n) -> const GameModule& { return game_module(n); };
    server::GameHub hub(*store, modules, deck_dir);
    boost::asio::io_context io(1);
    // Listening starts before the games are loaded, so no other server's move falls in between.
    server::ChangeListener listener(io, *store, hub, [](const std::string& m) { std::cerr << "change feed: " << m << std::endl; });
    const bool shared = listener.start();
    std::vector<std::string> errors;
    const int resumed = hub.resume_all(&errors);
    for (const auto& e : errors) std::cerr << "warning: not resumed: " << e << "\n";
    server::Api api(*store, hub, modules, game_names());
    server::ServerConfig cfg;
    cfg.host = o->host;
    cfg.port = static_cast<uint16_t>(o->port);
    cfg.web_dir = o->web.empty() ? std::string(SPACELINE_WEB_DIST) : o->web;
    server::Server srv(io, api, hub, cfg);
    srv.start();
    boost::asio::signal_set signals(io, SIGINT, SIGTERM);
    signals.async_wait([&](const boost::system::error_code&, int) { io.stop(); });
    const std::string shown = o->host == "0.0.0.0" ? "127.0.0.1" : o->host;
    std::cout << "Spaceline server on http://" << shown << ":" << srv.port() << "/ (database " << (postgres ? "PostgreSQL" : o->db) << "; "
              << resumed << " unfinished game" << (resumed == 1 ? "" : "s") << " resumed"
              << (shared ? "; in step with other servers on this database" : "") << ")" << std::endl;
    io.run();
    std::cout << "Spaceline server stopped." << std::endl;
  });
}

}  // namespace spaceline::cli
