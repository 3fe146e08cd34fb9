#include "server/address_limits.h"

namespace spaceline::server {

AddressCounts::Ticket::Ticket(std::shared_ptr<std::map<std::string, int>> counts, std::string address)
    : counts_(std::move(counts)), address_(std::move(address)) {
  ++(*counts_)[address_];
}

AddressCounts::Ticket::~Ticket() {
  auto it = counts_->find(address_);
  if (it != counts_->end() && --it->second <= 0) counts_->erase(it);
}

std::unique_ptr<AddressCounts::Ticket> AddressCounts::take(const std::string& address) {
  auto it = counts_->find(address);
  if (it != counts_->end() && it->second >= max_) return nullptr;
  return std::make_unique<Ticket>(counts_, address);
}

}  // namespace spaceline::server
