#include "core/ismcts_agent.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace spaceline {

namespace {

// A playout that never ends (a game with a loop its turn limit does not catch) is cut here and scored.
constexpr long kPlayoutGuard = 200000;

// A position cut short is worth +1 to the players ahead, -1 to those behind, 0 to a tie: scores
// of different games have different scales, their order does not.
std::vector<double> standing(const State& s) {
  const int n = s.num_players();
  std::vector<double> v(static_cast<size_t>(n), 0.0);
  for (int p = 0; p < n; ++p) {
    int best_other = std::numeric_limits<int>::min();
    for (int q = 0; q < n; ++q)
      if (q != p) best_other = std::max(best_other, s.score(q));
    const int mine = s.score(p);
    v[static_cast<size_t>(p)] = mine > best_other ? 1.0 : mine < best_other ? -1.0 : 0.0;
  }
  return v;
}

}  // namespace

bool is_ismcts_name(const std::string& n) { return n == "ismcts" || n == "ismcts-easy" || n == "ismcts-hard"; }

IsmctsConfig ismcts_level(const std::string& n) {
  IsmctsConfig c;
  if (n == "ismcts-easy") c.iterations = 200;
  else if (n == "ismcts-hard") c.iterations = 4000;
  else c.iterations = 1000;
  // Every level answers within 2 s of one core, whatever the game's playouts cost.
  c.seconds = 2.0;
  return c;
}

struct IsmctsAgent::Node {
  Action action;
  int player = -1;     // who chose `action` (whose return this node accumulates)
  double total = 0;    // sum of that player's returns
  int visits = 0;
  int available = 0;   // iterations in which `action` was legal here
  std::vector<int> children;
};

IsmctsAgent::IsmctsAgent(std::string name, IsmctsConfig config, uint64_t seed)
    : name_(std::move(name)), cfg_(std::move(config)), rng_(seed) {
  if (cfg_.iterations < 1) throw std::invalid_argument(name_ + ": iterations must be at least 1");
}

std::vector<double> IsmctsAgent::playout(State& s) {
  std::unique_ptr<Agent> policy = cfg_.rollout_agent ? cfg_.rollout_agent(rng_.next()) : nullptr;
  long steps = 0;
  const long cap = cfg_.rollout_steps > 0 ? cfg_.rollout_steps : kPlayoutGuard;
  while (!s.is_terminal() && steps < cap) {
    Action a;
    if (policy) {
      a = policy->choose(s);
    } else {
      buf_.clear();
      s.legal_actions(buf_);
      if (buf_.empty()) break;
      a = buf_[rng_.below(static_cast<uint32_t>(buf_.size()))];
    }
    s.apply(a);
    ++steps;
  }
  last_.playout_steps += steps;
  return s.is_terminal() ? s.returns() : standing(s);
}

Action IsmctsAgent::choose(const State& s) {
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  last_ = {};
  std::vector<Action> legal;
  s.legal_actions(legal);
  if (legal.empty()) throw std::logic_error(name_ + ": no legal actions in a non-terminal state");
  if (legal.size() == 1) return legal.front();
  const int me = s.current_player();

  std::vector<Node> nodes(1);
  std::vector<Action> untried;
  std::vector<int> path;
  auto child_for = [&](int node, Action a, int mover) {
    for (int c : nodes[static_cast<size_t>(node)].children)
      if (nodes[static_cast<size_t>(c)].action == a && nodes[static_cast<size_t>(c)].player == mover) return c;
    return -1;
  };

  for (int it = 0; it < cfg_.iterations; ++it) {
    if (cfg_.seconds > 0 && it > 0 && std::chrono::duration<double>(Clock::now() - start).count() >= cfg_.seconds) break;
    std::unique_ptr<State> world = s.determinized(me, rng_);
    if (!world)
      throw std::logic_error(name_ + ": this game cannot draw the hidden cards anew (State::determinized), so a search "
                                     "would see what its seat may not");
    path.assign(1, 0);
    int node = 0;
    while (!world->is_terminal()) {
      buf_.clear();
      world->legal_actions(buf_);
      if (buf_.empty()) break;
      const int mover = world->current_player();
      untried.clear();
      for (const Action a : buf_) {
        const int c = child_for(node, a, mover);
        if (c >= 0) ++nodes[static_cast<size_t>(c)].available;
        else untried.push_back(a);
      }
      if (!untried.empty()) {
        // Expand one move not yet tried in this information set, then play the world out.
        Node fresh;
        fresh.action = untried[rng_.below(static_cast<uint32_t>(untried.size()))];
        fresh.player = mover;
        fresh.available = 1;
        nodes.push_back(fresh);
        const int c = static_cast<int>(nodes.size()) - 1;
        nodes[static_cast<size_t>(node)].children.push_back(c);
        world->apply(fresh.action);
        path.push_back(c);
        break;
      }
      // Every legal move has been tried: UCB1 among those legal in this world.
      int best = -1;
      double best_value = -std::numeric_limits<double>::infinity();
      for (const Action a : buf_) {
        const int c = child_for(node, a, mover);
        const Node& n = nodes[static_cast<size_t>(c)];
        const double value = n.total / n.visits +
                             cfg_.exploration * std::sqrt(std::log(static_cast<double>(n.available)) / n.visits);
        if (value > best_value) {
          best_value = value;
          best = c;
        }
      }
      world->apply(nodes[static_cast<size_t>(best)].action);
      path.push_back(best);
      node = best;
    }
    const std::vector<double> result = playout(*world);
    for (size_t i = 1; i < path.size(); ++i) {
      Node& n = nodes[static_cast<size_t>(path[i])];
      ++n.visits;
      if (n.player >= 0 && static_cast<size_t>(n.player) < result.size()) n.total += result[static_cast<size_t>(n.player)];
    }
    ++nodes[0].visits;
    ++last_.iterations;
  }

  // The most visited of the moves legal now (the robust child).
  Action choice = legal.front();
  int most = -1;
  for (int c : nodes[0].children) {
    const Node& n = nodes[static_cast<size_t>(c)];
    if (n.player == me && n.visits > most && std::find(legal.begin(), legal.end(), n.action) != legal.end()) {
      most = n.visits;
      choice = n.action;
    }
  }
  last_.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return choice;
}

}  // namespace spaceline
