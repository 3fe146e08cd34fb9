#pragma once
// How many connections and WebSockets each client address holds open (issue 23): one address may
// not take every socket of the server. A Ticket counts one open connection (or WebSocket) until it
// is destroyed. Touched from the I/O thread only.
#include <map>
#include <memory>
#include <string>

namespace spaceline::server {

class AddressCounts {
 public:
  class Ticket {
   public:
    Ticket(std::shared_ptr<std::map<std::string, int>> counts, std::string address);
    ~Ticket();
    Ticket(const Ticket&) = delete;
    Ticket& operator=(const Ticket&) = delete;

   private:
    std::shared_ptr<std::map<std::string, int>> counts_;
    std::string address_;
  };

  explicit AddressCounts(int max_per_address) : max_(max_per_address) {}
  // A ticket, or null when `address` already holds the most it may.
  std::unique_ptr<Ticket> take(const std::string& address);

 private:
  int max_;
  // Shared with the tickets: a connection may outlive the server object that counted it.
  std::shared_ptr<std::map<std::string, int>> counts_ = std::make_shared<std::map<std::string, int>>();
};

}  // namespace spaceline::server
