#include "storage/store.h"

#include <nlohmann/json.hpp>

#include "storage/sqlite_store.h"
#ifdef SPACELINE_HAVE_POSTGRES
#include "storage/postgres_store.h"
#endif

namespace spaceline::storage {

std::string to_string(GameStatus s) {
  switch (s) {
    case GameStatus::Open: return "open";
    case GameStatus::Running: return "running";
    case GameStatus::Finished: return "finished";
  }
  return "?";
}

std::string to_string(ChatChannel c) { return c == ChatChannel::Players ? "players" : "spectators"; }

GameStatus game_status_from_string(const std::string& s) {
  if (s == "open") return GameStatus::Open;
  if (s == "running") return GameStatus::Running;
  if (s == "finished") return GameStatus::Finished;
  throw StoreError("game status '" + s + "' is not open, running or finished");
}

StoredGame decode_game(Id id, const std::string& game, const std::string& version, const std::string& setup_json,
                       const std::string& seats_json, const std::string& deck_texts_json, const std::string& status,
                       int64_t created, int64_t updated, const std::string& result, const std::string& clock) {
  using nlohmann::json;
  StoredGame g;
  g.id = id;
  const std::string source = "game " + std::to_string(id);
  try {
    json rec = {{"game", game},
                {"version", version},
                {"setup", json::parse(setup_json)},
                {"seats", json::parse(seats_json)},
                {"actions", json::array()}};
    g.record = GameRecord::from_json(rec, source);
    const json texts = json::parse(deck_texts_json);
    if (!texts.is_array() || texts.size() != g.record.seats.size())
      throw StoreError(source + ": deck_texts: expected one entry per seat");
    for (const auto& t : texts) {
      if (!t.is_string()) throw StoreError(source + ": deck_texts: expected strings");
      g.deck_texts.push_back(t.get<std::string>());
    }
    if (!result.empty()) {
      const json r = json::parse(result);
      if (!r.is_object() || !r.contains("returns") || !r.contains("scores"))
        throw StoreError(source + ": result: expected {\"returns\", \"scores\", \"reason\"}");
      g.result = result;
    }
    if (!clock.empty()) {
      // Only its shape here; the server reads its fields (server/game_clock.cpp), naming the game.
      if (!json::parse(clock).is_object()) throw StoreError(source + ": clock: expected an object");
      g.clock = clock;
    }
  } catch (const json::exception& e) {
    throw StoreError(source + ": " + e.what());
  } catch (const std::invalid_argument& e) {
    throw StoreError(e.what());
  }
  g.status = game_status_from_string(status);
  g.created = created;
  g.updated = updated;
  g.players.assign(g.record.seats.size(), 0);
  return g;
}

std::unique_ptr<Store> open_store(const std::string& where) {
  if (where.rfind("postgresql://", 0) == 0 || where.rfind("postgres://", 0) == 0) {
#ifdef SPACELINE_HAVE_POSTGRES
    return open_postgres_store(where);
#else
    // The URL is not echoed: it may hold a password.
    throw StoreError("--db: this program was built without PostgreSQL (libpqxx-dev): use an SQLite file path");
#endif
  }
  if (where.empty()) throw StoreError("--db: expected a file path or a postgresql:// URL");
  return open_sqlite_store(where);
}

}  // namespace spaceline::storage
