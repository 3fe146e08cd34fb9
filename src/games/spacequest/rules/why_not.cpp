// "Why can't I?" (GameModule::why_not, docs/architecture.md): for the seat that must decide, the
// plays it might try that are not legal now, each with the reason the rule checks themselves give
// (cast_refusal, activate_refusal, attack_refusal) -- never a second copy of a rule. Only the
// seat's own hand and the table are named, so nothing hidden from it leaks.
#include "games/spacequest/rules/rules.h"

namespace spaceline::spacequest::rules {

namespace {

bool sorcery_time(const SqState& s, int p) {
  return p == s.active && (s.step == Step::Main1 || s.step == Step::Main2) && s.stack.empty();
}

// Why `seat` may not declare a Staffing Phase now, when it controls a Ship (empty: it may).
std::string staffing_refusal(const SqState& s, int seat) {
  if (may_declare_staffing(s, seat)) return {};
  if (seat != s.active) return "only on your own turn (SQ-7)";
  if (s.seats[seat].staffed) return "you have had this turn's Staffing Phase (SQ-9)";
  if (!s.stack.empty()) return "only with an empty stack (D-SQ-31)";
  switch (s.step) {
    case Step::Upkeep: case Step::Draw: case Step::Main1: case Step::Main2: case Step::End: break;
    default: return "not while combat is under way (D-SQ-31)";
  }
  return "no creature of yours could go under a Ship or leave one (D-SQ-27)";
}

}  // namespace

std::vector<std::pair<std::string, std::string>> why_not(const SqState& s, int seat) {
  std::vector<std::pair<std::string, std::string>> out;
  if (s.over || seat != s.decider) return out;
  const auto& mine = s.seats[seat];
  if (s.pending == Pending::Staffing) {
    for (Card c : mine.hand)
      out.emplace_back((s.def(c).type == CardType::Land ? "Play land " : "Cast ") + s.name(c),
                       "nothing else may be done during a Staffing Phase (SQ-8)");
    return out;
  }
  if (s.pending == Pending::Attackers) {
    for (Card c : mine.field)
      if (is_creature_in_play(s, c))
        if (const char* r = attack_refusal(s, c)) out.emplace_back("Attack with " + s.name(c), r);
    return out;
  }
  if (s.pending != Pending::Priority) return out;
  for (Card c : mine.hand) {
    if (s.def(c).type == CardType::Land) {
      if (!sorcery_time(s, seat))
        out.emplace_back("Play land " + s.name(c), "lands are played only in your own main phase with an empty stack (D-SQ-5)");
      else if (mine.land_played)
        out.emplace_back("Play land " + s.name(c), "you have played a land this turn (D-SQ-5)");
      continue;
    }
    if (const char* r = cast_refusal(s, seat, c)) {
      out.emplace_back("Cast " + s.name(c), r);
    } else if (s.def(c).target != Target::None && targets_for(s, s.def(c).target, seat, c).empty()) {
      out.emplace_back("Cast " + s.name(c), std::string("nothing it could target: ") + target_words(s.def(c).target) + " (D-SQ-18)");
    }
  }
  for (Card c : mine.field)
    if (s.def(c).ability)
      if (const char* r = activate_refusal(s, seat, c)) out.emplace_back("Activate " + s.name(c), r);
  bool has_ship = false;
  for (Card c : mine.field) has_ship |= is_creature_in_play(s, c) && is_ship(s, c);
  if (has_ship)
    if (const auto r = staffing_refusal(s, seat); !r.empty()) out.emplace_back("Declare a Staffing Phase", r);
  return out;
}

}  // namespace spaceline::spacequest::rules
