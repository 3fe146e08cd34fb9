#include "server/search_pool.h"

#include <algorithm>

namespace spaceline::server {

void SearchPool::Slot::release() {
  if (pool_) pool_->release(account_);
  pool_ = nullptr;
}

SearchPool::SearchPool(SearchLimits limits) : limits_(limits) {
  const int n = std::max(1, limits_.threads);
  threads_.reserve(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) threads_.emplace_back([this] { work(); });
}

std::optional<SearchPool::Slot> SearchPool::reserve(storage::Id account, bool beyond_caps, std::string* why, int* status) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (!beyond_caps) {
    if (total_ >= limits_.max_queued) {
      if (why) *why = std::to_string(total_) + " searches of the computer wait or run on this server, the most it queues";
      if (status) *status = 503;
      return std::nullopt;
    }
    const auto it = charged_.find(account);
    if (it != charged_.end() && it->second >= limits_.max_queued_per_account) {
      if (why) *why = std::to_string(it->second) + " of your games wait for the computer's search, the most one account may have";
      if (status) *status = 429;
      return std::nullopt;
    }
  }
  ++total_;
  ++charged_[account];
  return Slot(this, account);
}

void SearchPool::release(storage::Id account) {
  std::lock_guard<std::mutex> lock(mutex_);
  --total_;
  if (auto it = charged_.find(account); it != charged_.end() && --it->second <= 0) charged_.erase(it);
}

void SearchPool::run(Slot slot, Job job) {
  const storage::Id account = slot.account_;
  slot.pool_ = nullptr;  // the entry holds the charge now; work() or stop() releases it
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!stopping_) {
      auto& q = waiting_[account];
      if (q.empty()) turns_.push_back(account);
      q.push_back({account, std::move(job)});
      ready_.notify_one();
      return;
    }
  }
  release(account);
}

void SearchPool::work() {
  for (;;) {
    Entry e;
    {
      std::unique_lock<std::mutex> lock(mutex_);
      ready_.wait(lock, [&] { return stopping_ || !turns_.empty(); });
      if (stopping_) return;
      const storage::Id account = turns_.front();
      turns_.pop_front();
      auto& q = waiting_[account];
      e = std::move(q.front());
      q.pop_front();
      if (q.empty()) waiting_.erase(account);
      else turns_.push_back(account);  // its next search waits for every other account's turn
    }
    try {
      e.job();
    } catch (...) {
      // A job reports its own errors (GameHub::search); a search thread outlives any one of them.
    }
    release(e.account);
  }
}

void SearchPool::stop() {
  std::vector<Entry> dropped;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (stopping_ && threads_.empty()) return;
    stopping_ = true;
    for (auto& [account, q] : waiting_)
      for (auto& e : q) dropped.push_back(std::move(e));
    waiting_.clear();
    turns_.clear();
  }
  ready_.notify_all();
  for (auto& t : threads_)
    if (t.joinable()) t.join();
  threads_.clear();
  for (const auto& e : dropped) release(e.account);
}

int SearchPool::charged() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return total_;
}

int SearchPool::charged(storage::Id account) const {
  std::lock_guard<std::mutex> lock(mutex_);
  const auto it = charged_.find(account);
  return it == charged_.end() ? 0 : it->second;
}

}  // namespace spaceline::server
