#pragma once
// The computer's searches (the ismcts* agents, core/ismcts_agent.h) on their own few threads, so
// that a search of seconds holds up no game thread, no game's lock and no other game (issue 23,
// part 7; docs/server.md, "Threads"). The queue is bounded twice: searches waiting or running on the
// server, and of those, the ones charged to one account; a request beyond either is refused before
// anything of it is stored. Accounts take turns: the next search run is the oldest of the account
// after the last one served, so one client's waiting searches delay another's by at most one each.
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "storage/store.h"

namespace spaceline::server {

struct SearchLimits {
  int threads = 1;                 // threads searching (each search uses one)
  int max_queued = 16;             // searches waiting or running on this server; more refused (503)
  int max_queued_per_account = 2;  // of those, charged to one account; more refused (429)
  // A search stops at its level's iterations, and at the latest after this long: a restarted server
  // repeats a reply only when no search was cut by it (docs/server.md, "Durability").
  double time_cap_seconds = 30;
};

class SearchPool {
 public:
  using Job = std::function<void()>;

  // A place in the queue, charged to one account until the job given it has run (or the slot is
  // dropped unused).
  class Slot {
   public:
    Slot(Slot&& o) noexcept : pool_(o.pool_), account_(o.account_) { o.pool_ = nullptr; }
    Slot& operator=(Slot&& o) noexcept {
      if (this != &o) {
        release();
        pool_ = o.pool_;
        account_ = o.account_;
        o.pool_ = nullptr;
      }
      return *this;
    }
    ~Slot() { release(); }
    storage::Id account() const { return account_; }

   private:
    friend class SearchPool;
    Slot(SearchPool* pool, storage::Id account) : pool_(pool), account_(account) {}
    void release();
    SearchPool* pool_;
    storage::Id account_;
  };

  explicit SearchPool(SearchLimits limits);
  ~SearchPool() { stop(); }
  SearchPool(const SearchPool&) = delete;
  SearchPool& operator=(const SearchPool&) = delete;

  // A slot for a search charged to `account`. Refused (nullopt, `why` says which cap is full and
  // `status` is 503 or 429) when the queue is full; `beyond_caps` takes one anyway (the next search
  // of a game that already had one, or a game resumed: those were admitted before).
  std::optional<Slot> reserve(storage::Id account, bool beyond_caps, std::string* why = nullptr, int* status = nullptr);
  // Runs `job` on a search thread, in the account's turn.
  void run(Slot slot, Job job);
  // Waiting jobs are dropped, running ones finish; later ones are dropped. Idempotent.
  void stop();

  int charged() const;                      // slots held on the server
  int charged(storage::Id account) const;   // of those, the account's
  const SearchLimits& limits() const { return limits_; }

 private:
  struct Entry {
    storage::Id account;
    Job job;
  };
  void work();
  void release(storage::Id account);

  SearchLimits limits_;
  mutable std::mutex mutex_;
  std::condition_variable ready_;
  std::map<storage::Id, std::deque<Entry>> waiting_;  // by account
  std::deque<storage::Id> turns_;                     // accounts with jobs waiting, the next first
  std::map<storage::Id, int> charged_;                // slots by account
  int total_ = 0;
  bool stopping_ = false;
  std::vector<std::thread> threads_;
};

}  // namespace spaceline::server
