// The state as JSON (saves, the conformance test), back again with every field checked, and the
// hash. What one viewer may see of it is state/observation.cpp.
#include <stdexcept>

#include "games/stccg2e/state/state.h"

namespace spaceline::stccg2e {

NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(CardState, zone, slot, aboard, stopped, bonus, attached)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Slot, card, owner, where, completed_by, beneath, added)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Seat, deck, hand, discard, dilemmas, core, removed, score, counters, hq)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Attempt, active, player, slot, ship, group, drawn, stack, budget, building, facing)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Resolving, active, card, player, op, sub, target, number, chosen, examined)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Window, active, to, player, prevented, target, handled)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(LogEntry, rule, kind, p, card, other, n, sees, cards)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Stats, attempts, completed, dilemmas_faced, personnel_killed, cards_played, draws)

nlohmann::json S2State::to_json() const {
  nlohmann::json j;
  std::vector<std::string> ids;
  for (auto d : setup->inst_def) ids.push_back(setup->lib->at(d).id);
  j["game"] = "stccg2e";
  j["setup"] = {{"seed", setup->seed}, {"max_turns", setup->max_turns}, {"deck_names", setup->deck_names},
                {"cards", ids}, {"owners", setup->inst_owner}};
  j["cards"] = cards;
  j["line"] = line;
  j["seats"] = seats;
  j["active"] = active;
  j["turn"] = turn;
  j["phase"] = phase;
  j["pending"] = pending;
  j["decider"] = decider;
  j["attempt"] = attempt;
  j["res"] = res;
  j["playing"] = playing;
  if (!outer.empty()) j["outer"] = outer;
  if (window.active) j["window"] = window;
  j["range_used"] = range_used;
  j["known"] = known;
  j["winner"] = winner;
  j["over"] = over;
  j["end_reason"] = end_reason;
  j["rng"] = rng.to_json();
  j["stats"] = stats;
  j["log"] = log;
  return j;
}

std::unique_ptr<S2State> state_from_json(const nlohmann::json& j, std::shared_ptr<const CardLibrary> lib) {
  const char* field = "setup";
  try {
    auto setup = std::make_shared<Setup>();
    setup->lib = lib;
    const auto& js = j.at("setup");
    setup->seed = js.at("seed").get<uint64_t>();
    setup->max_turns = js.at("max_turns").get<int>();
    setup->deck_names = js.at("deck_names").get<std::vector<std::string>>();
    for (const auto& id : js.at("cards")) {
      const CardDef* d = lib->find(id.get<std::string>());
      if (!d || d->id != id.get<std::string>()) throw std::invalid_argument("unknown card id '" + id.get<std::string>() + "'");
      setup->inst_def.push_back(d->index);
    }
    setup->inst_owner = js.at("owners").get<std::vector<int8_t>>();
    if (setup->inst_owner.size() != setup->inst_def.size()) throw std::invalid_argument("owners and cards differ in length");
    for (auto o : setup->inst_owner)
      if (o < 0 || o >= kPlayers) throw std::invalid_argument("an owner is not 0 or 1");
    auto s = std::make_unique<S2State>();
    s->setup = setup;
    const size_t n = setup->inst_def.size();
    field = "cards"; s->cards = j.at(field).get<std::vector<CardState>>();
    field = "line"; s->line = j.at(field).get<std::vector<Slot>>();
    field = "seats"; s->seats = j.at(field).get<std::vector<Seat>>();
    field = "active"; s->active = j.at(field).get<int8_t>();
    field = "turn"; s->turn = j.at(field).get<int32_t>();
    field = "phase"; s->phase = j.at(field).get<Phase>();
    field = "pending"; s->pending = j.at(field).get<Pending>();
    field = "decider"; s->decider = j.at(field).get<int8_t>();
    field = "attempt"; s->attempt = j.at(field).get<Attempt>();
    field = "res"; s->res = j.at(field).get<Resolving>();
    field = "playing";  // absent from saves made before R2-9
    if (j.contains(field)) s->playing = j.at(field).get<std::vector<Card>>();
    field = "outer";  // present only while a nested card's text runs (R2-9)
    if (j.contains(field)) s->outer = j.at(field).get<std::vector<Resolving>>();
    field = "window";  // present only while a response window is open (D-2E-26)
    if (j.contains(field)) s->window = j.at(field).get<Window>();
    field = "range_used"; s->range_used = j.at(field).get<std::vector<uint8_t>>();
    field = "known"; s->known = j.at(field).get<std::vector<uint8_t>>();
    field = "winner"; s->winner = j.at(field).get<int8_t>();
    field = "over"; s->over = j.at(field).get<bool>();
    field = "end_reason"; s->end_reason = j.at(field).get<uint8_t>();
    field = "rng"; s->rng = Rng::from_json(j.at(field));
    field = "stats"; s->stats = j.at(field).get<Stats>();
    field = "log"; s->log = j.at(field).get<std::vector<LogEntry>>();
    field = "cards";
    if (s->cards.size() != n || s->range_used.size() != n || s->known.size() != n)
      throw std::invalid_argument("per-card lists must have " + std::to_string(n) + " entries");
    field = "seats";
    if (s->seats.size() != kPlayers) throw std::invalid_argument("two seats expected");
    auto check = [&](const std::vector<Card>& v) {
      for (Card c : v)
        if (c >= n) throw std::invalid_argument("card " + std::to_string(c) + " does not exist");
    };
    for (const auto& seat : s->seats) {
      check(seat.deck), check(seat.hand), check(seat.discard), check(seat.dilemmas), check(seat.core), check(seat.removed);
      if (seat.hq >= s->line.size()) throw std::invalid_argument("hq is not a spaceline slot");
    }
    field = "playing";
    check(s->playing);
    field = "outer";
    for (const auto& r : s->outer) {
      check({r.card});
      if (r.op >= s->def(r.card).text.size()) throw std::invalid_argument("op " + std::to_string(r.op) + " is beyond its card's text");
    }
    field = "window";
    if (s->window.active) {
      check({s->window.to}), check(s->window.handled);
      if (s->window.player < 0 || s->window.player >= kPlayers) throw std::invalid_argument("player must be 0 or 1");
    }
    if (s->pending == Pending::Respond && !s->window.active) throw std::invalid_argument("a response is pending and no window is open");
    field = "line";
    for (const auto& slot : s->line) {
      check({slot.card}), check(slot.beneath);
      if (s->def(slot.card).type != CardType::Mission) throw std::invalid_argument("a slot holds a card that is not a mission");
    }
    field = "decider";
    if (!s->over && (s->decider < 0 || s->decider >= kPlayers)) throw std::invalid_argument("must be 0 or 1");
    return s;
  } catch (const std::invalid_argument& e) {
    throw std::invalid_argument(std::string("stccg2e state: ") + field + ": " + e.what());
  } catch (const nlohmann::json::exception& e) {
    throw std::invalid_argument(std::string("stccg2e state: ") + field + ": " + e.what());
  }
}

// Hands, decks, dilemma piles, the dilemmas being chosen and the stack are hidden: shown as
// counts, or by name to the viewer who may see them.
uint64_t S2State::hash() const {
  const std::string text = to_json().dump();
  uint64_t h = 1469598103934665603ull;  // FNV-1a: stable across machines and runs
  for (unsigned char ch : text) h = (h ^ ch) * 1099511628211ull;
  return h;
}

}  // namespace spaceline::stccg2e
