#include "storage/store.h"

#include "storage/sqlite_store.h"

namespace spaceline::storage {

std::string to_string(GameStatus s) {
  switch (s) {
    case GameStatus::Open: return "open";
    case GameStatus::Running: return "running";
    case GameStatus::Finished: return "finished";
  }
  return "?";
}

GameStatus game_status_from_string(const std::string& s) {
  if (s == "open") return GameStatus::Open;
  if (s == "running") return GameStatus::Running;
  if (s == "finished") return GameStatus::Finished;
  throw StoreError("game status '" + s + "' is not open, running or finished");
}

std::unique_ptr<Store> open_store(const std::string& where) {
  if (where.rfind("postgresql://", 0) == 0 || where.rfind("postgres://", 0) == 0)
    // The URL is not echoed: it may hold a password.
    throw StoreError("--db: PostgreSQL storage is not built yet (issue 10, part 2): use an SQLite file path");
  if (where.empty()) throw StoreError("--db: expected a file path or a postgresql:// URL");
  return open_sqlite_store(where);
}

}  // namespace spaceline::storage
