#pragma once
// The game-agnostic interface every game module implements (docs/architecture.md).
// Shape follows OpenSpiel's Game/State: players act only through
// legal_actions() -> apply(); the state is a pure, copyable value.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>
#include <nlohmann/json.hpp>

namespace spaceline {

// An action is a compact 64-bit value. Its meaning is defined by the game
// module; `id()` is stable across clones, serialization and program runs.
struct Action {
  uint64_t bits = 0;
  uint64_t id() const { return bits; }
  bool operator==(const Action&) const = default;
};

// What kind of decision is pending (docs/architecture.md).
enum class DecisionKind : uint8_t { ChooseAction, ChooseCard, YesNo, Number, Order };

struct Decision {
  int player = -1;           // who must decide; -1 when the game is over
  DecisionKind kind = DecisionKind::ChooseAction;
  std::string prompt;        // readable question, e.g. "Choose your card play"
};

class State {
 public:
  virtual ~State() = default;
  virtual int num_players() const = 0;
  virtual int current_player() const = 0;  // -1 when terminal
  virtual bool is_terminal() const = 0;
  // Per-player result: +1 win, -1 loss, 0 draw (only meaningful when terminal).
  virtual std::vector<double> returns() const = 0;
  virtual Decision decision() const = 0;
  virtual void legal_actions(std::vector<Action>& out) const = 0;
  std::vector<Action> legal_actions() const {
    std::vector<Action> v;
    legal_actions(v);
    return v;
  }
  // Throws std::invalid_argument (state untouched) if the action is not legal.
  virtual void apply(Action a) = 0;
  virtual std::string action_label(Action a) const = 0;
  // Stable textual form of an action id, e.g. "move:12:3".
  virtual std::string action_key(Action a) const = 0;
  virtual std::unique_ptr<State> clone() const = 0;
  virtual nlohmann::json to_json() const = 0;
  // The state as `player` may see it: hidden identities, orders and counts removed.
  virtual nlohmann::json observation(int player) const = 0;
  // observation(player) without its log, legal actions and prompt: the position only. The server
  // sends it at every step and sends those parts on their own (the new log lines only, the actions
  // only to the seat that decides), so it must not pay for them again. The default drops them
  // from observation(); a game overrides it to never build them.
  virtual nlohmann::json position(int player) const;
  // A state `viewer` cannot tell from this one: everything hidden from them (the other players'
  // hands, every deck's order, face-down cards, the game's own random generator) drawn anew from
  // `rng`, consistent with all they have seen. Search agents plan on these worlds so that they never
  // use what their seat may not know (core/ismcts_agent.h). Two states the viewer cannot tell apart
  // must give the same worlds for the same rng: draw from the unknown cards put in an order of
  // their own (sorted), never as they lie. Null: the game cannot do it yet, and no search agent is
  // offered for it.
  virtual std::unique_ptr<State> determinized(int viewer, class Rng& rng) const { return nullptr; }
  virtual uint64_t hash() const = 0;
  virtual int turn_number() const = 0;
  virtual int score(int player) const = 0;
};

}  // namespace spaceline
