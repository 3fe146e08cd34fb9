#pragma once
// The SQLite store: one file, created if missing, in WAL mode with synchronous=NORMAL, so a
// transaction that returned survives the process being killed the next instant (issue 10: an
// action is stored before it is acknowledged); docs/server.md says what it does not survive (a
// power cut). The schema carries its version in `meta`. One server process uses it: it has no
// change feed (Store::change_feed), so two servers on one file would not see each other's moves.
#include <memory>
#include <string>

#include "storage/store.h"

namespace spaceline::storage {

// 1: the first tables; 2: games' results; 3: chat; 4: chess clocks (sqlite_store.cpp, kMigrations).
inline constexpr int kSqliteSchemaVersion = 4;

std::unique_ptr<Store> open_sqlite_store(const std::string& path);

}  // namespace spaceline::storage
