#pragma once
// The PostgreSQL store (libpqxx), selected by a postgresql:// URL: the same interface and the same
// tables as SQLite, for more than one server process on one database. Every write that must not
// race (an action's index, a seat) is settled by a primary key or a conditional UPDATE inside a
// transaction, so two processes can never both succeed.
#include <memory>
#include <string>

#include "storage/store.h"

namespace spaceline::storage {

// The same versions as SQLite's (sqlite_store.h).
inline constexpr int kPostgresSchemaVersion = 4;

// Throws StoreError (without the URL, which may hold a password) when it cannot connect.
std::unique_ptr<Store> open_postgres_store(const std::string& url);

}  // namespace spaceline::storage
