// Card text rendered from an ability's data, so what a player reads is what
// the engine does: the target, each op's own words, and what becomes of the card.
#include "games/stccg1e/abilities/ability.h"
#include "games/stccg1e/cards/cards.h"

namespace spaceline::stccg1e {

namespace {
std::string ordinal_word(int n) {
  static const char* words[] = {"", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"};
  return n > 0 && n < 10 ? words[n] : std::to_string(n) + "th";
}

std::string target_text(const TargetSpec& t) {
  switch (t.kind) {
    case TargetKind::Player: return t.opponents ? "Plays on your opponent" : "Plays on either player";
    case TargetKind::YourDiscard: {
      std::string s = "Choose a card of your discard pile";
      std::string nots;
      for (int k = 0; k < 16; ++k)
        if (t.not_types >> k & 1) nots += (nots.empty() ? "" : " or ") + std::string(to_string(static_cast<CardType>(k)));
      return nots.empty() ? s : s + " (not a " + nots + ")";
    }
    case TargetKind::AwayTeam: return "Plays on an Away Team";
    case TargetKind::YourOutpost: return "Plays on one of your outposts";
    case TargetKind::Ship: {
      std::string s = "Plays on ";
      s += t.opponents ? "an opponent's " : t.empty ? "an " : "any ";
      if (t.empty) s += "empty ";
      if (t.cloaked == true) s += "cloaked ";
      if (t.affiliation) s += std::string(to_string(*t.affiliation)) + " ";
      s += "ship";
      std::vector<std::string> but;
      if (t.cloaked == false) but.push_back("not a cloaked one");
      if (!t.lacks_equipment.empty()) but.push_back("not one with " + t.lacks_equipment);
      if (t.away_from_its_outpost) but.push_back("not at its owner's outpost");
      for (size_t i = 0; i < but.size(); ++i) s += (i ? ", " : " (") + but[i];
      if (!but.empty()) s += ")";
      if (!t.yours_there_with.empty()) s += " where your ship with " + t.yours_there_with + " is";
      return s;
    }
    case TargetKind::Mission: return "Plays on a spaceline location";
    case TargetKind::Table: return "Plays on the table";
    case TargetKind::ShipOrAwayTeam: return "Plays on any ship or Away Team";
    case TargetKind::Personnel: return t.in_stasis ? "Plays on any one personnel in stasis (not a disabled one)" : "Plays on any one personnel";
    case TargetKind::TableCard: {
      std::string s = "Plays on ";
      for (size_t i = 0; i < t.named.size(); ++i) s += (i ? i + 1 == t.named.size() ? " or " : ", " : "") + t.named[i];
      return s + " on the table (or a seed card already face up)";
    }
  }
  return "";
}
}  // namespace

std::string ability_text(const Ability& a) {
  std::string s;
  if (a.condition.your_ships_in_play > 0)
    s += "With at least " + std::to_string(a.condition.your_ships_in_play) + " of your ships in play. ";
  s += target_text(a.target) + ": ";
  if (a.effects.empty()) return s + "it stays in play, with no other effect.";  // Barber Pole (CRD IV.7)
  if (a.timing == AbilityTiming::WhileInPlay) {
    // "Plays on the table: while it is in play, each of your ships has WEAPONS +2. Cumulative."
    s += a.target.kind == TargetKind::Table ? "while it is in play, each of your ships has " : "while it is in play, that ship has ";
    for (size_t i = 0; i < a.effects.size(); ++i) s += (i ? "; " : "") + a.effects[i].def->text(a.effects[i].args);
    if (s.back() != '.') s += '.';  // a text ending "V.I.P." has its stop
    return s + (a.cumulative ? " Cumulative." : " Not cumulative.");
  }
  if (a.timing == AbilityTiming::EndOfTurn) {
    // "Plays on any ship: at the end of each of that ship's owner's turns, that ship is damaged ... Ended by SECURITY aboard."
    const std::string whose = a.turn_of == TurnOf::Yours ? "your" : "that ship's owner's";
    s += a.countdown > 0 ? "at the end of " + whose + " " + ordinal_word(a.countdown) + " full turn after it is played, "
                         : "at the end of each of " + whose + " turns after it is played, ";
  }
  for (size_t i = 0; i < a.effects.size(); ++i) {
    if (i) s += i + 1 == a.effects.size() ? ", then " : ", ";
    s += a.effects[i].def->text(a.effects[i].args);
  }
  if (a.timing == AbilityTiming::EndOfTurn) {
    s += a.countdown > 0 ? "; then discard it." : ".";
    if (a.cure) s += " Discarded at once when its ship's owner has " + a.cure->text + " aboard.";
    return s;
  }
  s += a.then == AfterUse::Discard ? ". Then discard it." : a.then == AfterUse::Stays ? ". It stays in play." : ". Then it leaves the game.";
  if (a.once_each_turn) s += " A player may play one copy of it each turn.";
  return s;
}

std::string ability_label(const GameState& s, const Ability& a, int player, OpTarget t) {
  std::string out;
  for (const Op& op : a.effects)
    if (op.def->label) out += (out.empty() ? ": " : ", then ") + op.def->label(s, player, t, op.args);
  return out;
}

}  // namespace spaceline::stccg1e
