// Reading an `ability:` entry (docs/card-format.md, "Abilities"). Every field
// is checked here, every op's value by the op itself (op.h), and an op aimed at
// a target kind it cannot act on is refused, so a card that loads can be played.
#include <yaml-cpp/yaml.h>

#include <set>

#include "games/stccg1e/abilities/ability.h"
#include "games/stccg1e/cards/cards.h"

namespace spaceline::stccg1e {

EventTarget encoding(TargetKind k) {
  switch (k) {
    case TargetKind::Player: return EventTarget::Player;
    case TargetKind::YourDiscard: return EventTarget::Table;  // Res-Q's action keys since the first saves
    case TargetKind::AwayTeam: return EventTarget::AwayTeam;
    case TargetKind::YourOutpost: return EventTarget::Outpost;
    case TargetKind::Ship: return EventTarget::Ship;
    case TargetKind::Mission: return EventTarget::Mission;
    case TargetKind::Table: return EventTarget::Table;
    case TargetKind::ShipOrAwayTeam: return EventTarget::Ship;  // a card: the ship, or a member standing for the team
    case TargetKind::TableCard: return EventTarget::Table;
    case TargetKind::Personnel: return EventTarget::Ship;  // a card: the personnel
  }
  return EventTarget::Table;
}

namespace {

constexpr std::pair<const char*, TargetKind> kKinds[] = {
    {"player", TargetKind::Player},           {"your_discard", TargetKind::YourDiscard}, {"away_team", TargetKind::AwayTeam},
    {"your_outpost", TargetKind::YourOutpost}, {"ship", TargetKind::Ship},               {"mission", TargetKind::Mission},
    {"table", TargetKind::Table},             {"ship_or_away_team", TargetKind::ShipOrAwayTeam}, {"table_card", TargetKind::TableCard},
    {"personnel", TargetKind::Personnel},
};

std::string kind_list() {
  std::string s;
  for (const auto& [w, k] : kKinds) s += (s.empty() ? "" : ", ") + std::string(w);
  return s;
}

void parse_target(const YAML::Node& n, TargetSpec& t, const ParseError& error) {
  // `target: player`, or a map of the kind to its filters: `{ship: {affiliation: non-aligned, whose: opponent}}`,
  // `{player: {whose: opponent}}`, `{your_discard: {not: [personnel]}}`.
  YAML::Node filters;
  std::string word;
  if (n.IsScalar()) {
    word = n.Scalar();
  } else if (n.IsMap() && n.size() == 1) {
    word = n.begin()->first.as<std::string>();
    filters = n.begin()->second;
  } else {
    error(n, "target must be one of " + kind_list() + ", or a map of one of them to its filters");
    return;
  }
  bool found = false;
  for (const auto& [w, k] : kKinds)
    if (word == w) t.kind = k, found = true;
  if (!found) {
    error(n, "unknown target '" + word + "' (expected " + kind_list() + ")");
    return;
  }
  if (!filters || filters.IsNull()) {
    if (t.kind == TargetKind::TableCard) error(n, "a table_card target needs {named: [TITLE, ...]}: the cards it may act on");
    return;
  }
  const bool filtered = t.kind == TargetKind::Ship || t.kind == TargetKind::Player || t.kind == TargetKind::YourDiscard ||
                        t.kind == TargetKind::TableCard || t.kind == TargetKind::Personnel;
  if (!filtered || !filters.IsMap()) {
    error(filters, "filters are a map, for ship ({affiliation: A, whose: opponent, cloaked: B, lacks: EQUIPMENT, empty: true, "
                   "away_from_its_outpost: true, yours_there_with: EQUIPMENT}), player ({whose: opponent}), your_discard "
                   "({not: [TYPE, ...]}), table_card ({named: [TITLE, ...]}) and personnel ({in_stasis: true}) targets");
    return;
  }
  auto flag = [&](const YAML::Node& v, bool& out, const std::string& k) {
    if (!v.IsScalar() || !YAML::convert<bool>::decode(v, out)) error(v, k + " must be true or false");
  };
  auto equipment = [&](const YAML::Node& v, std::string& out, const std::string& k) {
    if (v.IsScalar() && !v.Scalar().empty()) out = v.Scalar();
    else error(v, k + " takes the name of a special equipment, e.g. tractor_beam");
  };
  for (const auto& kv : filters) {
    const auto k = kv.first.as<std::string>();
    const std::string v = kv.second.IsScalar() ? kv.second.Scalar() : "";
    const bool ship = t.kind == TargetKind::Ship;
    if (k == "not" && t.kind == TargetKind::YourDiscard) {
      const auto types = kv.second.IsSequence() ? kv.second : YAML::Node();
      if (!types) error(kv.second, "not takes a list of card types, e.g. [personnel]");
      for (const auto& ty : types) {
        const auto ct = ty.IsScalar() ? parse_card_type(ty.Scalar()) : std::nullopt;
        if (ct) t.not_types |= static_cast<uint16_t>(1u << static_cast<int>(*ct));
        else error(ty, "unknown card type in not");
      }
    } else if (k == "named" && t.kind == TargetKind::TableCard) {
      if (!kv.second.IsSequence() || kv.second.size() == 0) error(kv.second, "named takes a list of card titles");
      else
        for (const auto& x : kv.second) {
          if (x.IsScalar() && !x.Scalar().empty()) t.named.push_back(x.Scalar());
          else error(x, "named takes card titles");
        }
    } else if (k == "in_stasis" && t.kind == TargetKind::Personnel) {
      flag(kv.second, t.in_stasis, k);
    } else if (k == "whose" && (ship || t.kind == TargetKind::Player)) {
      if (v == "opponent") t.opponents = true;
      else if (v != "any") error(kv.second, "whose must be opponent or any");
    } else if (k == "affiliation" && ship) {
      if (auto a = parse_affiliation(v)) t.affiliation = *a;
      else error(kv.second, "unknown affiliation '" + v + "'");
    } else if (k == "cloaked" && ship) {
      bool b = false;
      flag(kv.second, b, k);
      t.cloaked = b;
    } else if (k == "empty" && ship) {
      flag(kv.second, t.empty, k);
    } else if (k == "away_from_its_outpost" && ship) {
      flag(kv.second, t.away_from_its_outpost, k);
    } else if (k == "lacks" && ship) {
      equipment(kv.second, t.lacks_equipment, k);
    } else if (k == "yours_there_with" && ship) {
      equipment(kv.second, t.yours_there_with, k);
    } else {
      error(kv.first, "unknown " + std::string(to_string(t.kind)) + " filter '" + k + "' (" +
                          (ship ? "expected affiliation, whose, cloaked, lacks, empty, away_from_its_outpost or yours_there_with"
                           : t.kind == TargetKind::Player    ? "expected whose"
                           : t.kind == TargetKind::TableCard ? "expected named"
                           : t.kind == TargetKind::Personnel ? "expected in_stasis"
                                                             : "expected not") +
                          ")");
    }
  }
  if (t.kind == TargetKind::TableCard && t.named.empty()) error(n, "a table_card target needs {named: [TITLE, ...]}: the cards it may act on");
}

void parse_effects(const YAML::Node& n, Ability& a, const ParseError& error) {
  // `effects: []`: a card that does nothing but stay on the table (Barber Pole; checked with `then` below).
  if (!n || !n.IsSequence()) {
    error(n ? n : YAML::Node(), "effects must be a list of operations, e.g. [{draw: 3}]");
    return;
  }
  for (const auto& e : n) {
    // `- hand_under_deck` (an op with no value) or `- draw: 3`.
    std::string word;
    YAML::Node value;
    if (e.IsScalar()) {
      word = e.Scalar();
    } else if (e.IsMap() && e.size() == 1) {
      word = e.begin()->first.as<std::string>();
      value = e.begin()->second;
    } else {
      error(e, "each effect is one operation: a word, or a map of one word to its value");
      continue;
    }
    const OpDef* def = find_op(word);
    if (!def) {
      std::string known;
      for (const OpDef* op : all_ops()) known += (known.empty() ? "" : ", ") + std::string(op->word);
      error(e, "unknown operation '" + word + "' (known: " + known + ")");
      continue;
    }
    Op op{def, {}};
    if (def->parse) {
      if (!value) error(e, "'" + word + "' needs a value");
      else def->parse(value, op.args, error);
    } else if (value && !value.IsNull()) {
      error(value, "'" + word + "' takes no value");
    }
    if (!(def->targets & kind_bit(a.target.kind)))
      error(e, "'" + word + "' cannot act on a " + to_string(a.target.kind) + " target");
    if (op.args.that_many && a.effects.empty()) error(e, "that_many needs an operation before it that counts");
    // An op either acts once as the card is used or holds while it is in play (modifiers.cpp), never both.
    if (a.timing == AbilityTiming::WhileInPlay && !def->modify)
      error(e, "'" + word + "' acts once, as the card is played: it cannot hold while_in_play");
    if (a.timing != AbilityTiming::WhileInPlay && !def->resolve)
      error(e, "'" + word + "' holds while its card is in play: the ability needs when: while_in_play");
    a.effects.push_back(std::move(op));
  }
}

}  // namespace

const char* to_string(TargetKind k) {
  for (const auto& [w, kind] : kKinds)
    if (kind == k) return w;
  return "?";
}

std::shared_ptr<const Ability> parse_ability(const YAML::Node& n, const ParseError& error) {
  auto a = std::make_shared<Ability>();
  if (!n.IsMap()) {
    error(n, "an ability must be a map (play, target, effects, then, rule)");
    return a;
  }
  static const std::set<std::string> known = {"play", "when", "once_each_turn", "target", "condition", "effects",
                                              "then", "rule", "cumulative", "countdown", "cure"};
  for (const auto& kv : n) {
    const auto k = kv.first.as<std::string>();
    if (!known.count(k))
      error(kv.first,
            "unknown ability field '" + k +
                "' (expected play, when, once_each_turn, target, condition, effects, then, cumulative, countdown, cure or rule)");
  }
  // How it is used: as an event card is played (R-CARD-7) or as an interrupt (R-TIME-3); seed cards join later.
  const std::string play = n["play"] && n["play"].IsScalar() ? n["play"].Scalar() : "";
  if (play == "event") a->use = AbilityUse::Event;
  else if (play == "interrupt") a->use = AbilityUse::Interrupt;
  else error(n["play"] ? n["play"] : n, "play must be event (the turn's card play, R-CARD-7) or interrupt (R-TIME-3)");
  if (auto w = n["when"]; w && a->use == AbilityUse::Event) {
    // An event's moment is the card play; `when` says its ops hold from then on, while it is in play.
    // `when: {end_of_turn: yours}` or `{end_of_turn: its_ships_owner}`: it acts at the end of that player's turns.
    if (w.IsScalar() && w.Scalar() == "while_in_play") {
      a->timing = AbilityTiming::WhileInPlay, a->then = AfterUse::Stays;
    } else if (w.IsMap() && w.size() == 1 && w["end_of_turn"]) {
      const YAML::Node eot = w["end_of_turn"];
      a->timing = AbilityTiming::EndOfTurn, a->then = AfterUse::Stays;
      const std::string whose = eot.IsScalar() ? eot.Scalar() : "";
      if (whose == "yours") a->turn_of = TurnOf::Yours;
      else if (whose == "its_ships_owner") a->turn_of = TurnOf::ItsShipsOwner;
      else error(eot, "end_of_turn takes whose turn: yours or its_ships_owner");
    } else {
      error(w, "an event's when is while_in_play (its ops hold while it is in play) or {end_of_turn: yours | its_ships_owner}; "
               "moments such as any_time are for play: interrupt");
    }
  } else if (w) {
    std::vector<YAML::Node> words;
    if (w.IsSequence())
      for (const auto& x : w) words.push_back(x);
    else words.push_back(w);
    for (const auto& x : words) {
      const auto moment = x.IsScalar() ? interrupt_when(x.Scalar()) : std::nullopt;
      if (moment) a->when |= when_bit(*moment);
      else error(x, "unknown when: use " + interrupt_when_words());
    }
  } else if (a->use == AbilityUse::Interrupt) {
    error(n, "an interrupt needs when: the moment(s) it may be played (R-TIME-3)");
  }
  if (auto o = n["once_each_turn"]) {
    if (!o.IsScalar() || !YAML::convert<bool>::decode(o, a->once_each_turn)) error(o, "once_each_turn must be true or false");
  }
  if (n["target"]) parse_target(n["target"], a->target, error);
  else error(n, "missing field 'target' (" + kind_list() + ")");
  if (auto c = n["condition"]) {
    // `condition: {your_ships_in_play: 4}`: what must hold for it to be played at all.
    if (!c.IsMap() || c.size() == 0) error(c, "condition is a map: {your_ships_in_play: N}");
    else
      for (const auto& kv : c) {
        const auto k = kv.first.as<std::string>();
        int v = 0;
        if (k != "your_ships_in_play") error(kv.first, "unknown condition '" + k + "' (expected your_ships_in_play)");
        else if (!kv.second.IsScalar() || !YAML::convert<int>::decode(kv.second, v) || v < 1 || v > 20)
          error(kv.second, "your_ships_in_play must be a number from 1 to 20");
        else a->condition.your_ships_in_play = v;
      }
  }
  parse_effects(n["effects"], *a, error);
  if (auto t = n["then"]) {
    const std::string v = t.IsScalar() ? t.Scalar() : "";
    if (v == "discard") a->then = AfterUse::Discard;
    else if (v == "stays") a->then = AfterUse::Stays;
    else if (v == "leaves_game") a->then = AfterUse::LeavesGame;
    else error(t, "then must be discard, stays or leaves_game");
    if (a->use == AbilityUse::Interrupt && a->then == AfterUse::Stays) error(t, "an interrupt does not stay in play: then discard or leaves_game");
    if (a->use == AbilityUse::Event && a->then == AfterUse::LeavesGame) error(t, "an event leaves the game only as an artifact (then: discard)");
    if (a->timing != AbilityTiming::OnPlay && a->then != AfterUse::Stays) error(t, "a while_in_play or end_of_turn ability stays in play: then: stays");
  }
  if (auto c = n["cumulative"]) {
    if (!c.IsScalar() || !YAML::convert<bool>::decode(c, a->cumulative)) error(c, "cumulative must be true or false");
    else if (a->timing != AbilityTiming::WhileInPlay) error(c, "cumulative is for when: while_in_play (R-MOD-5: copies in play adding up)");
  }
  if (auto c = n["countdown"]) {
    if (a->timing != AbilityTiming::EndOfTurn) error(c, "countdown is for when: {end_of_turn: ...} (R-DUR-1)");
    else if (!c.IsScalar() || !YAML::convert<int>::decode(c, a->countdown) || a->countdown < 1 || a->countdown > 9)
      error(c, "countdown takes a number of full turns from 1 to 9");
  }
  if (auto c = n["cure"]) {
    // D-EVT-3: like a dilemma's cure, met by the crew aboard the ship it is on.
    if (a->target.kind != TargetKind::Ship || a->timing == AbilityTiming::OnPlay) {
      error(c, "cure is for an ability that stays on a ship (target: ship, when: while_in_play or end_of_turn)");
    } else if (!c.IsScalar()) {
      error(c, "cure takes a requirement, e.g. \"SECURITY\"");
    } else {
      try {
        a->cure = parse_requirement(c.Scalar());
      } catch (const ReqParseError& e) {
        error(c, std::string("bad requirement in cure: ") + e.what());
      }
    }
  }
  if (a->effects.empty() && n["effects"] && n["effects"].IsSequence() &&
      !(a->use == AbilityUse::Event && a->target.kind == TargetKind::Table && a->timing == AbilityTiming::OnPlay && a->then == AfterUse::Stays))
    error(n["effects"], "an ability without operations is an event that only stays on the table: play: event, target: table, then: stays");
  if (auto r = n["rule"]) {
    const std::string v = r.IsScalar() ? r.Scalar() : "";
    if (auto rule = rule_by_id(v)) a->rule = *rule;
    else error(r, "rule '" + v + "' is not a rule id the engine cites (docs/rule-index.md)");
  }
  return a;
}

std::shared_ptr<InterruptDef> interrupt_for(const Ability& a) {
  auto in = std::make_shared<InterruptDef>();
  in->effect = InterruptEffect::Ability;
  in->when = a.when;
  in->once_each_turn = a.once_each_turn;
  in->leaves_game = a.then == AfterUse::LeavesGame;
  return in;
}

std::shared_ptr<EventDef> event_for(const Ability& a) {
  auto ev = std::make_shared<EventDef>();
  ev->plays_on = encoding(a.target.kind);
  ev->effect = EventEffect::Ability;
  ev->discard_after = a.then == AfterUse::Discard;
  ev->ship_affiliation = a.target.affiliation;
  ev->cure = a.cure;  // check_event_cures reads it as for every event on a ship (D-EVT-3)
  ev->full_turns = a.countdown;
  return ev;
}

}  // namespace spaceline::stccg1e
