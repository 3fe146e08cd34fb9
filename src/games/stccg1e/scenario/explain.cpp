// `spaceline explain`: what happened (the log, each line citing its rule),
// what may be done now, and why the plausible other actions may not
// (GameState::why_illegal; docs/architecture.md, "why can't I do this?").
#include <algorithm>
#include <sstream>

#include "games/stccg1e/abilities/ability.h"
#include "games/stccg1e/scenario/scenario.h"

namespace spaceline::stccg1e {

namespace {

// The actions a player might try at this point, legal or not: every report
// of each hand card at each outpost, every move of each ship to each other
// location, every beam of each card to each place at its location, and every
// attempt at each mission, and each event in hand on each target of its kind.
std::vector<Action> candidates(const GameState& s) {
  std::vector<Action> out;
  const int p = s.active;
  const int n = static_cast<int>(s.spaceline.size());
  // While seeding (a scenario may start there), the turn's actions do not apply: each dilemma
  // and artifact of the seed pile under each mission, where why_illegal names misseeds and
  // cards without game text.
  if (s.phase == Phase::SeedDoorways || s.phase == Phase::SeedMissions || s.phase == Phase::SeedDilemmas ||
      s.phase == Phase::SeedOutposts) {
    if (s.phase == Phase::SeedDilemmas)
      for (auto c : s.players[p].seed_pile)
        if (s.def(c).type == CardType::Dilemma || s.def(c).type == CardType::Artifact)
          for (int l = 0; l < n; ++l) out.push_back(make_action(Act::SeedUnder, c, static_cast<uint16_t>(l)));
    return out;
  }
  std::vector<CardId> mine, facilities, hosts_anyone;
  for (CardId c = 0; c < s.cards.size(); ++c) {
    const auto& k = s.cards[c];
    if (k.zone != Zone::InPlay) continue;
    auto t = s.def(c).type;
    if (k.place == Place::Space && (t == CardType::Ship || t == CardType::Facility)) hosts_anyone.push_back(c);
    if (k.owner != p) continue;
    mine.push_back(c);
    if (t == CardType::Facility) facilities.push_back(c);
  }
  for (auto c : s.players[p].hand)
    for (auto o : facilities) {
      const auto& d = s.def(c);
      if (d.affiliations.empty()) out.push_back(make_action(Act::Report, c, o, 0));
      for (auto a : d.affiliations) out.push_back(make_action(Act::Report, c, o, static_cast<uint16_t>(a)));
    }
  // Each event in hand on each target of its kind (one try for an event without game text).
  for (auto c : s.players[p].hand) {
    const auto& d = s.def(c);
    if (d.type != CardType::Event) continue;
    auto add = [&](uint16_t target, EventTarget kind) {
      out.push_back(make_action(Act::PlayEvent, c, target, static_cast<uint16_t>(kind)));
    };
    if (!d.event) {
      add(0, EventTarget::Table);
      continue;
    }
    if (d.ability && d.ability->target.kind == TargetKind::YourDiscard) {  // Res-Q: each card of your discard pile
      for (auto t : s.players[p].discard) add(t, EventTarget::Table);
      continue;
    }
    switch (d.event->plays_on) {
      case EventTarget::Table: add(0, EventTarget::Table); break;
      case EventTarget::Player: add(static_cast<uint16_t>(p), EventTarget::Player), add(static_cast<uint16_t>(1 - p), EventTarget::Player); break;
      case EventTarget::Mission:
        for (int l = 0; l < n; ++l) add(static_cast<uint16_t>(l), EventTarget::Mission);
        break;
      case EventTarget::BetweenMissions:
      case EventTarget::Boundary:
        for (int l = 0; l + 1 < n; ++l) add(static_cast<uint16_t>(l), d.event->plays_on);
        break;
      case EventTarget::Ship:
        for (auto h : hosts_anyone)
          if (s.def(h).type == CardType::Ship) add(h, EventTarget::Ship);
        break;
      case EventTarget::Outpost:
        for (auto h : hosts_anyone)
          if (s.def(h).type == CardType::Facility) add(h, EventTarget::Outpost);
        break;
      case EventTarget::AwayTeam:
        for (int l = 0; l < n && l < 64; ++l)
          for (int o = 0; o < 2; ++o) {
            const uint32_t teams = s.teams_at(o, l) | 1u;  // team 0 even when there is none: explain says why not
            for (int t = 0; teams >> t; ++t)
              if (teams >> t & 1) add(static_cast<uint16_t>(t * 128 + l * 2 + o), EventTarget::AwayTeam);
          }
        break;
    }
  }
  if (s.phase == Phase::PlayCard) out.push_back(make_action(Act::SkipPlay));
  // Each other affiliation of a multi-affiliation personnel (R-AFF-3, D-AFF-1 say why not).
  for (auto c : mine)
    if (s.def(c).type == CardType::Personnel && s.def(c).affiliations.size() > 1)
      for (auto a : s.def(c).affiliations)
        if (static_cast<uint8_t>(a) != s.cards[c].aff) out.push_back(make_action(Act::SwitchAffiliation, c, static_cast<uint16_t>(a)));
  for (auto c : mine) {
    const auto& k = s.cards[c];
    auto t = s.def(c).type;
    if (t == CardType::Ship && k.place == Place::Space) {
      for (int l = 0; l < n; ++l)
        if (l != k.loc) out.push_back(make_action(Act::Move, c, static_cast<uint16_t>(l)));
      if (s.def(c).has_cloaking_device()) out.push_back(make_action(s.cloaked(c) ? Act::Decloak : Act::Cloak, c));
      // Attacks on the opponent's ships and outposts here, cloaked ones included (R-BATTLE-15 says why not).
      for (auto h : hosts_anyone) {
        auto attack = make_action(Act::AttackShip, h, static_cast<uint16_t>(k.loc));
        if (s.cards[h].owner != p && s.cards[h].loc == k.loc && std::find(out.begin(), out.end(), attack) == out.end())
          out.push_back(attack);
      }
    }
    if ((t == CardType::Personnel || t == CardType::Equipment) && (k.place == Place::Aboard || k.place == Place::Planet)) {
      if (k.place != Place::Planet && s.has_planet(k.loc)) out.push_back(make_action(Act::Beam, c, kPlanet, k.loc));
      for (auto h : hosts_anyone)
        if (s.cards[h].loc == k.loc && !(k.place == Place::Aboard && k.host == h))
          out.push_back(make_action(Act::Beam, c, h, k.loc));
    }
  }
  for (int l = 0; l < n; ++l) {
    if (s.spaceline[l].solved) continue;
    uint32_t teams = 0;  // each Away Team attempts on its own (D-GRP-1)
    for (auto c : mine)
      if (s.cards[c].place == Place::Planet && s.cards[c].loc == l && s.def(c).type == CardType::Personnel) teams |= 1u << s.cards[c].team;
    for (int t = 0; teams >> t; ++t)
      if (teams >> t & 1) out.push_back(make_action(Act::Attempt, kPlanet, static_cast<uint16_t>(l), static_cast<uint16_t>(t)));
    for (auto c : mine)
      if (s.cards[c].place == Place::Space && s.cards[c].loc == l) out.push_back(make_action(Act::Attempt, c, static_cast<uint16_t>(l)));
  }
  out.push_back(make_action(Act::EndTurn));
  return out;
}

}  // namespace

std::string explain(const GameState& s) {
  std::ostringstream o;
  o << "What happened (each line cites its rule):\n";
  if (s.log.empty()) o << "  (nothing yet)\n";
  for (const auto& e : s.log) o << "  " << s.render_log_entry(e) << "\n";
  o << "\nNow: turn " << s.turn << ", " << to_string(s.phase);
  if (s.is_terminal()) {
    o << ". The game is over: " << (s.winner >= 0 ? "player " + std::to_string(s.winner + 1) + " wins" : std::string("a draw"))
      << (s.end_reason.empty() ? "" : " (" + s.end_reason + ")") << ".\n";
    return o.str();
  }
  auto d = s.decision();
  o << ". Player " << d.player + 1 << " to decide: " << d.prompt << "\n";
  auto legal = s.legal_actions();
  o << "\nLegal actions:\n";
  for (auto a : legal) o << "  " << s.action_label(a) << "\n";
  if (s.choice.kind != ChoiceKind::None) {
    o << "\nNothing else is legal until this decision is made.\n";
    return o.str();
  }
  o << "\nNot legal, and why:\n";
  const auto why = why_not_legal(s);
  for (const auto& [label, reason] : why) o << "  " << label << "\n      " << reason << "\n";
  if (why.empty()) o << "  (every action considered is legal)\n";
  return o.str();
}

std::vector<std::pair<std::string, std::string>> why_not_legal(const GameState& s) {
  std::vector<std::pair<std::string, std::string>> out;
  if (s.is_terminal() || s.choice.kind != ChoiceKind::None) return out;
  const auto legal = s.legal_actions();
  for (auto a : candidates(s)) {
    if (std::find(legal.begin(), legal.end(), a) != legal.end()) continue;
    out.emplace_back(s.action_label(a), s.why_illegal(a));
  }
  return out;
}

}  // namespace spaceline::stccg1e
