// SqState's spaceline::State side: a new game (D-SQ-1..D-SQ-3), the decision, returns and hash.
#include "games/spacequest/state/state.h"

#include <functional>

#include "games/spacequest/rules/rules.h"

namespace spaceline::spacequest {

const char* to_string(Step s) {
  switch (s) {
    case Step::Mulligan: return "mulligan";
    case Step::Upkeep: return "upkeep";
    case Step::Draw: return "draw";
    case Step::Main1: return "main1";
    case Step::Attackers: return "attackers";
    case Step::Blockers: return "blockers";
    case Step::FirstStrike: return "first-strike";
    case Step::Damage: return "damage";
    case Step::Main2: return "main2";
    case Step::End: return "end";
    case Step::Cleanup: return "cleanup";
    case Step::Over: return "over";
  }
  return "?";
}

std::unique_ptr<SqState> new_state(std::shared_ptr<const CardLibrary> lib, const std::vector<Deck>& decks, uint64_t seed,
                                   int max_turns) {
  auto setup = std::make_shared<Setup>();
  setup->lib = lib;
  setup->seed = seed;
  setup->max_turns = max_turns;
  auto s = std::make_unique<SqState>();
  s->rng = Rng(seed);
  for (int p = 0; p < kPlayers; ++p) {
    setup->deck_names.push_back(decks[p].name);
    setup->deck_sources.push_back(decks[p].source);
    for (uint16_t d : decks[p].cards) {
      const Card c = static_cast<Card>(setup->inst_def.size());
      setup->inst_def.push_back(d);
      setup->inst_owner.push_back(static_cast<int8_t>(p));
      s->seats[p].library.push_back(c);
    }
  }
  s->cards.resize(setup->inst_def.size());
  s->setup = setup;
  s->first = static_cast<int8_t>(s->rng.below(2));  // D-SQ-1
  s->active = s->first;
  s->logv(Rule::D_SQ_1, "P" + std::to_string(s->first + 1) + " plays first (chosen at random).");
  rules::start_game(*s);
  return s;
}

std::vector<double> SqState::returns() const {
  if (!over || winner < 0) return {0.0, 0.0};
  return winner == 0 ? std::vector<double>{1.0, -1.0} : std::vector<double>{-1.0, 1.0};
}

Decision SqState::decision() const {
  Decision d;
  if (over) return d;
  d.player = decider;
  switch (pending) {
    case Pending::Mulligan: d.prompt = "Keep your opening hand or mulligan (D-SQ-3)"; break;
    case Pending::Priority:
      d.prompt = std::string("You have priority in the ") + to_string(step) + " step" + (stack.empty() ? "" : " (the stack is not empty)") +
                 ": act or pass (D-SQ-8)";
      break;
    case Pending::Staffing: d.prompt = "Staffing Phase: put crew under your Ships or move them out, then end it (SQ-8)"; break;
    case Pending::Attackers: d.prompt = "Declare attackers (D-SQ-12)"; break;
    case Pending::Blockers: d.prompt = "Declare blockers (D-SQ-12)"; break;
    case Pending::OverMax: d.prompt = "Choose a crew creature to leave " + name(over_ship) + " (SQ-6)"; break;
    case Pending::Discard: d.prompt = "Discard down to seven cards (D-SQ-4)"; break;
    case Pending::AssignDamage:
      d.prompt = "Divide " + name(assigning) + "'s combat damage among its blockers (" + std::to_string(assign_left) + " left, D-SQ-14)";
      break;
    case Pending::None: break;
  }
  d.kind = DecisionKind::ChooseAction;
  return d;
}

void SqState::legal_actions(std::vector<Action>& out) const { rules::legal_actions(*this, out); }
void SqState::apply(Action a) { rules::apply(*this, a); }

uint64_t SqState::hash() const { return std::hash<std::string>{}(to_json().dump()); }

void SqState::logv(Rule r, std::string text, std::string secret, uint8_t sees) {
  log.push_back({r, std::move(text), std::move(secret), sees});
}

std::string SqState::render(const LogEntry& e, int viewer) const {
  const bool secret = !e.secret.empty() && (viewer == -1 || (viewer >= 0 && viewer < 8 && (e.sees >> viewer) & 1));
  return "[" + std::string(rule_id(e.rule)) + "] " + (secret ? e.secret : e.text);
}

std::string SqState::target_name(uint16_t t) const {
  if (t == kNone) return "nothing";
  if (t >= kPlayerTarget) return "P" + std::to_string(t - kPlayerTarget + 1);
  return name(t);
}

}  // namespace spaceline::spacequest
