#pragma once
// The SQLite store: one file, created if missing, in WAL mode with synchronous=FULL, so a
// transaction that returned is on disk even if the process is killed the next instant (issue 10:
// an action is stored before it is acknowledged). The schema carries its version in `meta`.
#include <memory>
#include <string>

#include "storage/store.h"

namespace spaceline::storage {

inline constexpr int kSqliteSchemaVersion = 1;

std::unique_ptr<Store> open_sqlite_store(const std::string& path);

}  // namespace spaceline::storage
