// Continuous effects (an ability `when: while_in_play`): while its card is in
// play, its modifier ops change values of the cards it covers. They are asked
// each time a value is read (R-MOD-1), so nothing printed is ever written over
// and a modifier ends the moment its card or its condition goes (R-MOD-6).
#include <yaml-cpp/yaml.h>

#include <array>

#include "games/stccg1e/abilities/ability.h"
#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

namespace {

constexpr std::pair<const char*, Stat> kStats[] = {{"range", Stat::Range}, {"weapons", Stat::Weapons}, {"shields", Stat::Shields}};
constexpr const char* kStatNames[] = {"RANGE", "WEAPONS", "SHIELDS"};

// Does the ability of `source`, in play, cover `subject`? Played on the table it covers its
// owner's ships ("all your ships"); played on a ship, that ship alone.
bool covers(const GameState& s, const Ability& a, CardId source, CardId subject) {
  const auto& c = s.cards[source];
  switch (a.target.kind) {
    case TargetKind::Table: return s.cards[subject].owner == c.owner && s.def(subject).type == CardType::Ship;
    case TargetKind::Ship: return c.place == Place::Aboard && c.host == subject;
    default: return false;  // the parser lets modifier ops aim at these two kinds only
  }
}

}  // namespace

void parse_modifier_stats(const YAML::Node& map, OpArgs& a, const ParseError& error) {
  const YAML::Node one = map["value"], many = map["values"];
  if ((one && many) || (!one && !many)) {
    error(map, "a modifier names the values it changes: value: range, weapons or shields (or values: [...])");
    return;
  }
  std::vector<YAML::Node> words;
  if (one) words.push_back(one);
  else if (many.IsSequence() && many.size() > 0)
    for (const auto& w : many) words.push_back(w);
  else error(many, "values takes a list of range, weapons and shields");
  for (const auto& w : words) {
    bool found = false;
    for (const auto& [word, stat] : kStats)
      if (w.IsScalar() && w.Scalar() == word) a.stats |= stat_bit(stat), found = true;
    if (!found) error(w, "unknown value '" + (w.IsScalar() ? w.Scalar() : std::string("?")) + "' (expected range, weapons or shields)");
  }
}

std::string stats_text(uint8_t stats) {
  std::vector<std::string> names;
  for (int k = 0; k < 3; ++k)
    if (stats >> k & 1) names.push_back(kStatNames[k]);
  std::string s;
  for (size_t i = 0; i < names.size(); ++i) s += (i ? i + 1 == names.size() ? " and " : ", " : "") + names[i];
  return s;
}

ValueMods ability_modifiers(const GameState& s, CardId subject, Stat stat) {
  ValueMods m;
  // Hot path (legal actions, battle): nothing to scan unless a while_in_play ability is in play (refresh_events keeps the bit).
  if (!s.event_active(0, EventEffect::Ability) && !s.event_active(1, EventEffect::Ability)) return m;
  std::array<uint16_t, 16> counted{};  // card kinds already counted for this subject (R-MOD-5); more than 16 kinds never modify one ship
  size_t n = 0;
  for (CardId i = 0; i < s.cards.size(); ++i) {
    if (s.cards[i].zone != Zone::InPlay) continue;
    const auto& d = s.def(i);
    if (!d.ability || d.ability->timing != AbilityTiming::WhileInPlay || !d.plays_as_event()) continue;
    const Ability& a = *d.ability;
    if (!covers(s, a, i, subject)) continue;
    if (!a.cumulative) {
      bool seen = false;
      for (size_t k = 0; k < n; ++k) seen |= counted[k] == s.cards[i].def;
      if (seen) continue;
      if (n < counted.size()) counted[n++] = s.cards[i].def;
    }
    const ModifierView v{s, i, subject, stat};
    for (const Op& op : a.effects)
      if (op.args.stats & stat_bit(stat)) op.def->modify(v, op.args, m);
  }
  return m;
}

}  // namespace spaceline::stccg1e
