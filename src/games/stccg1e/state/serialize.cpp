// Exact JSON round trip of a GameState (DESIGN.md §7), its hash, and the
// per-player observation with hidden information removed (DESIGN.md §6).
#include <algorithm>
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>

#include "games/stccg1e/state/state.h"

namespace spaceline::stccg1e {

using nlohmann::json;

namespace {
json ids(const std::vector<CardId>& v) { return json(v); }
std::vector<CardId> read_ids(const json& j) { return j.get<std::vector<CardId>>(); }
}  // namespace

json GameState::to_json() const {
  json j;
  j["format"] = "spaceline.stccg1e.state/1";
  j["ruleset"] = config.ruleset;
  j["config"] = {{"victory_points", config.victory_points}, {"opening_hand", config.opening_hand}, {"max_turns", config.max_turns}};
  json cs = json::array();
  for (const auto& c : cards) {
    json o = {db_->at(c.def).id, c.owner, static_cast<int>(c.zone), c.loc, static_cast<int>(c.place), c.host, c.order,
              c.flags, c.aff, c.range_used, c.counter, c.cause};
    if (c.team != 0 || c.from != kNone) o.push_back(c.team), o.push_back(c.from);  // on a planet (D-GRP-1, D-DIL-12)
    cs.push_back(o);
  }
  j["cards"] = cs;
  json ps = json::array();
  for (const auto& p : players)
    ps.push_back({{"deck", ids(p.deck)}, {"hand", ids(p.hand)}, {"discard", ids(p.discard)}, {"seed_pile", ids(p.seed_pile)},
                  {"bonus", ids(p.bonus)}, {"out_of_play", ids(p.out_of_play)}, {"captives", ids(p.captives)}, {"score", p.score},
                  {"misseed_locs", p.misseed_locs}, {"card_played", p.card_played}, {"plays_made", p.plays_made}, {"once_used", p.once_used}, {"vortexed", p.vortexed}, {"red_alert_plays", p.red_alert_plays},
                  {"forced_discard_done", p.forced_discard_done}, {"attacked_locs", p.attacked_locs},
                  {"attacked_turn", p.attacked_turn}, {"deck_name", p.deck_name}});
  j["players"] = ps;
  json sl = json::array();
  for (const auto& l : spaceline) sl.push_back({l.mission, l.shared, l.solved, l.solved_by});
  j["spaceline"] = sl;
  j["phase"] = static_cast<int>(phase);
  j["active"] = active;
  j["first_player"] = first_player;
  j["consecutive_passes"] = consecutive_passes;
  j["turn"] = turn;
  j["winner"] = winner;
  j["draw_game"] = draw_game;
  j["end_reason"] = end_reason;
  j["attempt"] = {attempt.active, attempt.player, attempt.loc, attempt.source, attempt.dilemma, attempt.effects_list,
                  attempt.effect_index, attempt.failed, attempt.group_stopped, attempt.last_order, attempt.choosing_for,
                  attempt.remaining, attempt.targets, attempt.window_done, attempt.team};
  // Positions 8 and 10 once held the battle's own response window (now in "windows").
  j["battle"] = {battle.active, battle.away_team, battle.attacker, battle.loc, battle.target, battle.attackers,
                 battle.ret_target, battle.retaliators, false, battle.responder, 0,
                 battle.defender_fights, battle.kill_source, battle.kills_left, battle.rogue_ship, battle.source, battle.units,
                 battle.team, battle.their_team};
  json ws = json::array();
  for (const auto& w : windows) ws.push_back({static_cast<int>(w.moment), w.opener, w.responder, w.passes, w.asks, w.subject, w.loc});
  j["windows"] = ws;
  json rs = json::array();
  for (const auto& r : resolving) rs.push_back({r.card, r.target, r.player, r.kind, r.nullified, r.as_event, r.extra});
  j["resolving"] = rs;
  j["artifact_step"] = {artifact_step.card, artifact_step.loc, artifact_step.player, artifact_step.left};
  j["just_killed"] = just_killed;
  if (!controlled.empty()) {
    auto& c = j["controlled"] = nlohmann::json::array();
    for (const auto& k : controlled) {
      c.push_back({k.card, k.owner, k.by});
      if (k.lasting) c.back().push_back(true);  // commandeered (D-BORG-8); other controls have three fields
    }
  }
  if (group_control.dilemma != kNone) j["group_control"] = {group_control.dilemma, group_control.turn_player};
  json bh = json::array();
  for (const auto& h : beam_holds) bh.push_back({h.card, h.source, h.full_turns, h.fresh});
  j["beam_holds"] = bh;
  json sc = json::array();
  for (const auto& x : skill_copies) sc.push_back({x.to, x.from});
  j["skill_copies"] = sc;
  j["arrange_step"] = {arrange_step.card, arrange_step.player, arrange_step.owner, arrange_step.placed};
  j["kidnap_step"] = {kidnap_step.card, kidnap_step.type, kidnap_step.done};
  if (gap_closing.gap != kNone)  // only while a Gaps in Normal Space closes
    j["gap_closing"] = {gap_closing.gap, gap_closing.player, gap_closing.from_stack};
  if (spaceline_arrange.card != kNone)  // only while Q rearranges, so older saves stay as they were
    j["spaceline_arrange"] = {spaceline_arrange.card, spaceline_arrange.player, spaceline_arrange.placed, spaceline_arrange.order,
                              spaceline_arrange.nets};
  j["beam_step"] = {beam_step.card, beam_step.player, beam_step.source, beam_step.dest, beam_step.personnel};
  json af = json::array();
  for (const auto& a : afflictions) af.push_back({a.dilemma, a.personnel});
  j["afflictions"] = af;
  j["rogue_done"] = rogue_done;
  json bk = json::array();
  for (const auto& k : battle_kills) bk.push_back({k.card, k.loc, k.ship});
  j["battle_kills"] = bk;
  if (doom.open || !doom.dooms.empty()) {  // only while a loss waits for the moment before it (D-INT-19, D-EVT-25)
    json ds = json::array();
    for (const auto& d : doom.dooms) ds.push_back({d.card, d.ship, d.why, d.ev, d.player, d.by, d.battle_loc});
    j["doom"] = {doom.open, static_cast<int>(doom.resume), doom.player, doom.subject, ds};
  }
  j["choice"] = {static_cast<int>(choice.kind), choice.chooser, choice.options};
  if (!loop_snapshots.empty()) {  // D-TURN-1: only while a Temporal Causality Loop may undo this turn's actions
    auto& ls = j["loop_snapshots"] = json::array();
    for (const auto& k : loop_snapshots) ls.push_back({action_key(k.action), k.before->to_json()});
  }
  j["rng"] = rng.to_json();
  // The log is the bulk of a long game's state: one compact string, eight
  // integers per entry ("rule,event,player,visible_to,a,b,n,turn;").
  std::string lg;
  lg.reserve(log.size() * 24);
  char buf[96];
  for (const auto& e : log) {
    const long v[8] = {static_cast<long>(e.rule), static_cast<long>(e.ev), e.player, e.visible_to, e.a, e.b, e.n, e.turn};
    char* p = buf;
    for (int i = 0; i < 8; ++i) {
      p = std::to_chars(p, buf + sizeof buf, v[i]).ptr;
      *p++ = i == 7 ? ';' : ',';
    }
    lg.append(buf, static_cast<size_t>(p - buf));
  }
  j["log"] = lg;
  return j;
}

GameState GameState::from_json(std::shared_ptr<const CardDb> db, const json& j) {
  if (j.value("format", "") != "spaceline.stccg1e.state/1")
    throw std::invalid_argument("not a spaceline First Edition state (format field missing or different)");
  GameState s;
  s.db_ = std::move(db);
  s.config.ruleset = j.at("ruleset").get<std::string>();
  s.config.victory_points = j.at("config").at("victory_points");
  s.config.opening_hand = j.at("config").at("opening_hand");
  s.config.max_turns = j.at("config").at("max_turns");
  for (const auto& c : j.at("cards")) {
    Card card;
    const CardDef* d = s.db_->by_id(c.at(0).get<std::string>());
    if (!d) throw std::invalid_argument("state names unknown card id '" + c.at(0).get<std::string>() + "'");
    card.def = d->index;
    card.owner = c.at(1);
    const int zone = c.at(2).get<int>();
    if (zone < 0 || zone > static_cast<int>(Zone::OutOfTime))
      throw std::invalid_argument("state cards[" + std::to_string(s.cards.size()) + "]: zone " + std::to_string(zone) + " is not a zone");
    card.zone = static_cast<Zone>(zone);
    card.loc = c.at(3);
    card.place = static_cast<Place>(c.at(4).get<int>());
    card.host = c.at(5);
    card.order = c.at(6);
    card.flags = c.at(7);
    card.aff = c.at(8);
    card.range_used = c.at(9);
    card.counter = c.at(10);
    card.cause = c.size() > 11 ? c.at(11).get<CardId>() : kNone;  // saves older than states.cpp have no cause
    if (c.size() > 12) {  // a personnel on a planet: its Away Team and where it beamed down from (D-GRP-1, D-DIL-12)
      if (c.size() != 14 || !c.at(12).is_number_integer() || !c.at(13).is_number_integer())
        throw std::invalid_argument("state cards[" + std::to_string(s.cards.size()) + "]: team and from must be two whole numbers");
      const int team = c.at(12).get<int>();
      if (team < 0 || team >= kMaxTeams)
        throw std::invalid_argument("state cards[" + std::to_string(s.cards.size()) + "]: team " + std::to_string(team) +
                                    " is not an Away Team number (0 to " + std::to_string(kMaxTeams - 1) + ")");
      card.team = static_cast<uint8_t>(team);
      card.from = c.at(13).get<CardId>();
    }
    s.cards.push_back(card);
  }
  for (int p = 0; p < 2; ++p) {
    const auto& pj = j.at("players").at(p);
    auto& ps = s.players[p];
    ps.deck = read_ids(pj.at("deck"));
    ps.hand = read_ids(pj.at("hand"));
    ps.discard = read_ids(pj.at("discard"));
    ps.seed_pile = read_ids(pj.at("seed_pile"));
    ps.bonus = read_ids(pj.at("bonus"));
    ps.out_of_play = read_ids(pj.at("out_of_play"));
    if (pj.contains("captives")) ps.captives = read_ids(pj.at("captives"));
    ps.score = pj.at("score");
    ps.misseed_locs = pj.at("misseed_locs");
    ps.card_played = pj.at("card_played");
    ps.plays_made = pj.value("plays_made", ps.card_played ? 1 : 0);
    if (ps.plays_made > 2) throw std::invalid_argument("state players: plays_made is more than two card plays");
    if (pj.contains("once_used")) ps.once_used = pj.at("once_used").get<std::vector<uint16_t>>();
    if (pj.contains("vortexed")) ps.vortexed = pj.at("vortexed").get<std::vector<CardId>>();
    for (auto v : ps.vortexed)
      if (v >= s.cards.size()) throw std::invalid_argument("state players: vortexed names no card of the game");
    for (auto u : ps.once_used)
      if (u >= s.db_->size()) throw std::invalid_argument("state players: once_used names no card of the library");
    ps.red_alert_plays = pj.value("red_alert_plays", false);
    ps.forced_discard_done = pj.value("forced_discard_done", false);
    ps.attacked_locs = pj.value("attacked_locs", uint64_t{0});
    ps.attacked_turn = pj.value("attacked_turn", uint16_t{0});
    ps.deck_name = pj.at("deck_name");
  }
  for (const auto& l : j.at("spaceline")) s.spaceline.push_back(Location{l.at(0), l.at(1), l.at(2), l.at(3)});
  s.phase = static_cast<Phase>(j.at("phase").get<int>());
  s.active = j.at("active");
  s.first_player = j.at("first_player");
  s.consecutive_passes = j.at("consecutive_passes");
  s.turn = j.at("turn");
  s.winner = j.at("winner");
  s.draw_game = j.at("draw_game");
  s.end_reason = j.at("end_reason");
  const auto& a = j.at("attempt");
  s.attempt.active = a.at(0);
  s.attempt.player = a.at(1);
  s.attempt.loc = a.at(2);
  s.attempt.source = a.at(3);
  s.attempt.dilemma = a.at(4);
  s.attempt.effects_list = a.at(5);
  s.attempt.effect_index = a.at(6);
  s.attempt.failed = a.at(7);
  s.attempt.group_stopped = a.at(8);
  s.attempt.last_order = a.at(9);
  s.attempt.choosing_for = a.at(10);
  s.attempt.remaining = a.at(11);
  s.attempt.targets = read_ids(a.at(12));
  if (j.contains("battle")) {
    const auto& b = j.at("battle");
    s.battle.active = b.at(0);
    s.battle.away_team = b.at(1);
    s.battle.attacker = b.at(2);
    s.battle.loc = b.at(3);
    s.battle.target = b.at(4);
    s.battle.attackers = read_ids(b.at(5));
    s.battle.ret_target = b.at(6);
    s.battle.retaliators = read_ids(b.at(7));
    if (b.size() > 8) {
      s.battle.responder = b.at(9);
      s.battle.defender_fights = b.at(11);
      s.battle.kill_source = b.at(12);
      s.battle.kills_left = b.at(13);
      if (b.size() > 15) {  // saves before the Rogue Borg have neither
        s.battle.rogue_ship = b.at(14);
        s.battle.source = b.at(15);
      }
      if (b.size() > 16) s.battle.units = b.at(16);  // saves before the Escape Pod keep no damage units
      if (b.size() > 18) {  // saves before separate Away Teams: team 0 (D-GRP-1)
        s.battle.team = b.at(17);
        s.battle.their_team = b.at(18);
      }
      if (b.at(8).get<bool>() && !j.contains("windows")) {
        // A save from before the timing mechanism, inside a battle's response window:
        // the window is rebuilt as it was (both players asked, D-INT-4 as it then read).
        Window w;
        w.moment = Moment::BattleInitiated;
        w.opener = s.battle.attacker;
        w.responder = b.at(9);
        w.passes = b.at(10);
        w.asks = 3;
        w.subject = s.battle.target;
        w.loc = s.battle.loc;
        s.windows.push_back(w);
      }
    }
  }
  if (a.size() > 13) s.attempt.window_done = a.at(13);
  if (a.size() > 14) s.attempt.team = a.at(14);
  if (j.contains("windows")) {
    for (const auto& w : j.at("windows")) {
      Window x;
      const int m = w.at(0);
      if (m < 0 || m >= static_cast<int>(Moment::Count)) throw std::invalid_argument("state has a window at an unknown moment " + std::to_string(m));
      x.moment = static_cast<Moment>(m);
      x.opener = w.at(1);
      x.responder = w.at(2);
      x.passes = w.at(3);
      x.asks = w.at(4);
      x.subject = w.at(5);
      x.loc = w.at(6);
      s.windows.push_back(x);
    }
  }
  if (j.contains("resolving"))
    for (const auto& r : j.at("resolving"))
      s.resolving.push_back(Resolving{r.at(0).get<CardId>(), r.at(1).get<uint16_t>(), r.at(2).get<uint8_t>(), r.at(3).get<uint8_t>(),
                                      r.at(4).get<bool>(),
                                      // saves before artifacts: an event card is always played as one
                                      r.size() > 5 ? r.at(5).get<bool>()
                                                    : r.at(0).get<CardId>() < s.cards.size() &&
                                                          s.def(r.at(0).get<CardId>()).type == CardType::Event,
                                      r.size() > 6 ? r.at(6).get<uint16_t>() : uint16_t{0}});
  if (j.contains("afflictions"))
    for (const auto& a : j.at("afflictions")) {
      if (!a.is_array() || a.size() != 2) throw std::invalid_argument("state afflictions: each entry is [dilemma, personnel]");
      s.afflictions.push_back(Affliction{a.at(0).get<CardId>(), a.at(1).get<CardId>()});
    }
  if (j.contains("artifact_step")) {
    const auto& a = j.at("artifact_step");
    s.artifact_step = ArtifactStep{a.at(0).get<CardId>(), a.at(1).get<int8_t>(), a.at(2).get<uint8_t>(), a.at(3).get<uint8_t>()};
  }
  if (j.contains("just_killed")) s.just_killed = j.at("just_killed").get<std::vector<CardId>>();
  if (j.contains("controlled"))
    for (const auto& k : j.at("controlled")) {
      if (!k.is_array() || k.size() < 2 || k.size() > 4 || (k.size() > 2 && !k.at(2).is_number_unsigned()) ||
          (k.size() == 4 && !k.at(3).is_boolean()))
        throw std::invalid_argument("state controlled: each entry is [card, owner], [card, owner, by] or [card, owner, by, lasting]");
      const auto card = k.at(0).get<CardId>();
      const auto owner = k.at(1).get<int>();
      const bool lasting = k.size() == 4 && k.at(3).get<bool>();
      // D-EVT-24: a controlled card is in play, held by the other player, and listed once; a commandeered ship may be out of
      // time with everything aboard (D-BORG-8, D-INT-16).
      if (card >= s.cards.size() || owner < 0 || owner > 1 ||
          (s.cards[card].zone != Zone::InPlay && !(lasting && s.cards[card].zone == Zone::OutOfTime)) || s.cards[card].owner == owner ||
          s.is_controlled(card))
        throw std::invalid_argument("state controlled: #" + std::to_string(card) + " is not a card in play held by the other player");
      const CardId by = k.size() > 2 ? k.at(2).get<CardId>() : kNone;
      if (by != kNone && by >= s.cards.size())
        throw std::invalid_argument("state controlled: #" + std::to_string(card) + " is held through a card that is not of the game");
      s.controlled.push_back(Control{card, static_cast<uint8_t>(owner), by, lasting});
    }
  // D-BORG-8: a lasting control is a ship commandeered under Lore Returns (its controller's event aboard), or a card aboard it.
  for (const auto& k : s.controlled) {
    if (!k.lasting) continue;
    const CardId ship = s.def(k.card).type == CardType::Ship ? k.card : s.cards[k.card].host;
    bool lore = ship < s.cards.size() && s.def(ship).type == CardType::Ship;
    if (lore) {
      lore = false;
      for (CardId i = 0; i < s.cards.size(); ++i)
        lore |= s.cards[i].host == ship && s.cards[i].place == Place::Aboard && s.cards[i].zone == s.cards[ship].zone &&
                s.cards[i].owner == s.cards[ship].owner &&
                s.def(i).plays_as_event() && s.def(i).event->effect == EventEffect::Commandeer;
    }
    if (!lore) throw std::invalid_argument("state controlled: #" + std::to_string(k.card) +
                                           " is held for good, but no ship with its controller's Lore Returns aboard holds it (D-BORG-8)");
  }
  if (j.contains("group_control")) {
    const auto& g = j.at("group_control");
    if (!g.is_array() || g.size() != 2) throw std::invalid_argument("state group_control: it is [dilemma, turn player]");
    s.group_control = GroupControl{g.at(0).get<CardId>(), g.at(1).get<uint8_t>()};
  }
  if (j.contains("beam_holds"))
    for (const auto& h : j.at("beam_holds"))
      s.beam_holds.push_back(BeamHold{h.at(0).get<CardId>(), h.at(1).get<CardId>(), h.at(2).get<uint8_t>(), h.at(3).get<bool>()});
  if (j.contains("skill_copies"))
    for (const auto& x : j.at("skill_copies")) s.skill_copies.push_back(SkillCopy{x.at(0).get<CardId>(), x.at(1).get<CardId>()});
  if (j.contains("arrange_step")) {
    const auto& a = j.at("arrange_step");
    s.arrange_step = ArrangeStep{a.at(0).get<CardId>(), a.at(1).get<uint8_t>(), a.at(2).get<uint8_t>(), a.at(3).get<uint16_t>()};
  }
  if (j.contains("gap_closing")) {
    const auto& g = j.at("gap_closing");
    s.gap_closing = GapClosing{g.at(0).get<CardId>(), g.at(1).get<uint8_t>(), g.at(2).get<bool>()};
  }
  if (j.contains("spaceline_arrange")) {
    const auto& a = j.at("spaceline_arrange");
    s.spaceline_arrange = SpacelineArrange{a.at(0).get<CardId>(), a.at(1).get<uint8_t>(), a.at(2).get<bool>(),
                                           a.at(3).get<std::vector<uint8_t>>(), a.at(4).get<std::vector<CardId>>()};
  }
  if (j.contains("rogue_done")) s.rogue_done = j.at("rogue_done").get<std::vector<CardId>>();
  if (j.contains("battle_kills"))
    for (const auto& k : j.at("battle_kills")) {
      if (!k.is_array() || k.size() != 3) throw std::invalid_argument("state battle_kills: each entry is [card, location, ship]");
      s.battle_kills.push_back(BattleKill{k.at(0).get<CardId>(), k.at(1).get<int8_t>(), k.at(2).get<CardId>()});
    }
  if (j.contains("doom")) {
    const auto& d = j.at("doom");
    if (!d.is_array() || d.size() != 5 || !d.at(4).is_array())
      throw std::invalid_argument("state doom: it is [open, resume, player, subject, [losses]]");
    s.doom.open = d.at(0).get<bool>();
    const int resume = d.at(1).get<int>();
    if (resume < 0 || resume > static_cast<int>(kLastDoomResume)) throw std::invalid_argument("state doom: resume " + std::to_string(resume) + " is not a way to go on");
    s.doom.resume = static_cast<DoomResume>(resume);
    s.doom.player = d.at(2).get<uint8_t>();
    s.doom.subject = d.at(3).get<CardId>();
    for (const auto& x : d.at(4)) {
      if (!x.is_array() || x.size() != 7) throw std::invalid_argument("state doom: each loss is [card, ship, rule, event, player, by, battle location]");
      s.doom.dooms.push_back(Doom{x.at(0).get<CardId>(), x.at(1).get<bool>(), x.at(2).get<uint16_t>(), x.at(3).get<uint8_t>(),
                                  x.at(4).get<int8_t>(), x.at(5).get<CardId>(), x.at(6).get<int8_t>()});
    }
  }
  if (j.contains("kidnap_step")) {
    const auto& k = j.at("kidnap_step");
    s.kidnap_step = KidnapStep{k.at(0).get<CardId>(), k.at(1).get<uint8_t>(), k.at(2).get<std::vector<CardId>>()};
  }
  if (j.contains("beam_step")) {
    const auto& b = j.at("beam_step");
    s.beam_step = BeamStep{b.at(0).get<CardId>(), b.at(1).get<uint8_t>(), b.at(2).get<uint16_t>(), b.at(3).get<uint16_t>(),
                           b.at(4).get<uint8_t>()};
  }
  const auto& ch = j.at("choice");
  const int kind = ch.at(0).get<int>();
  if (kind < 0 || kind > static_cast<int>(ChoiceKind::SplitTeam)) throw std::invalid_argument("state choice: kind " + std::to_string(kind) + " is not a decision");
  s.choice.kind = static_cast<ChoiceKind>(kind);
  s.choice.chooser = ch.at(1);
  s.choice.options = ch.at(2).get<std::vector<uint16_t>>();
  s.rng = Rng::from_json(j.at("rng"));
  {
    const std::string& lg = j.at("log").get_ref<const std::string&>();
    const char* p = lg.c_str();
    const char* end = p + lg.size();
    while (p < end) {
      long v[8];
      for (int i = 0; i < 8; ++i) {
        char* next = nullptr;
        v[i] = std::strtol(p, &next, 10);
        if (next == p || next >= end + 1 || (*next != (i == 7 ? ';' : ','))) throw std::invalid_argument("state log is malformed");
        p = next + 1;
      }
      if (v[0] < 0 || v[0] >= static_cast<long>(Rule::Count)) throw std::invalid_argument("state log names an unknown rule");
      LogEntry le;
      le.rule = static_cast<Rule>(v[0]);
      le.ev = static_cast<Ev>(v[1]);
      le.player = static_cast<int8_t>(v[2]);
      le.visible_to = static_cast<int8_t>(v[3]);
      le.a = static_cast<uint16_t>(v[4]);
      le.b = static_cast<uint16_t>(v[5]);
      le.n = static_cast<int16_t>(v[6]);
      le.turn = static_cast<uint16_t>(v[7]);
      s.log.push_back(le);
    }
  }
  s.recount_lasting();
  s.refresh_events();
  s.refresh_answer_masks();
  s.recount_placed();
  s.note_teams();
  // Structural checks: a corrupt save is rejected, never half-loaded.
  auto check_ids = [&](const std::vector<CardId>& v) {
    for (auto c : v)
      if (c >= s.cards.size()) throw std::invalid_argument("state refers to card #" + std::to_string(c) + " which does not exist");
  };
  for (auto& p : s.players) {
    check_ids(p.deck);
    check_ids(p.hand);
    check_ids(p.discard);
    check_ids(p.bonus);
  }
  for (auto& c : s.cards)
    if (c.host != kNone && c.host >= s.cards.size()) throw std::invalid_argument("state has a card aboard a missing host");
  // Away Teams (D-GRP-1): only personnel on a planet have a team other than 0 or an origin; the origin is a ship or facility.
  for (CardId i = 0; i < s.cards.size(); ++i) {
    const auto& c = s.cards[i];
    const bool planet_personnel = c.zone == Zone::InPlay && c.place == Place::Planet && s.def(i).type == CardType::Personnel;
    const std::string at = "state cards[" + std::to_string(i) + "] (" + s.def(i).name + "): ";
    if (!planet_personnel && (c.team != 0 || c.from != kNone))
      throw std::invalid_argument(at + "only a personnel on a planet has an Away Team (team) or beamed down from somewhere (from)");
    if (c.from != kNone && (c.from >= s.cards.size() || (s.def(c.from).type != CardType::Ship && s.def(c.from).type != CardType::Facility)))
      throw std::invalid_argument(at + "it beamed down from (from) something that is not a ship or facility of the game");
  }
  if (s.attempt.team >= kMaxTeams || (s.attempt.team != 0 && s.attempt.source != kPlanet))
    throw std::invalid_argument("state attempt: team is not an Away Team number of an attempt from a planet");
  if ((s.battle.team >= kMaxTeams) || (s.battle.their_team >= kMaxTeams && s.battle.their_team != kAnyTeam))
    throw std::invalid_argument("state battle: team or their_team is not an Away Team number");
  if (const auto& g = s.group_control; g.dilemma != kNone) {
    // D-DIL-12: the dilemma is set aside in play while the opponent of the turn's player acts with the group.
    if (g.dilemma >= s.cards.size() || s.def(g.dilemma).type != CardType::Dilemma || s.cards[g.dilemma].zone != Zone::InPlay ||
        s.cards[g.dilemma].place != Place::None)
      throw std::invalid_argument("state group_control: its dilemma is not a dilemma set aside in play");
    if (g.turn_player > 1 || s.active == g.turn_player)
      throw std::invalid_argument("state group_control: the turn's player must be 1 or 2 and the other player must be acting");
  }
  // A location is a mission, or an event that makes one (Gaps in Normal Space, R-MOVE-9) between two missions.
  for (size_t l = 0; l < s.spaceline.size(); ++l)
    if (s.spaceline[l].mission >= s.cards.size())
      throw std::invalid_argument("state spaceline location " + std::to_string(l + 1) + ": its card is not a card of the game");
  for (size_t l = 0; l < s.spaceline.size(); ++l) {
    const CardId m = s.spaceline[l].mission;
    const std::string at = "state spaceline location " + std::to_string(l + 1) + ": ";
    const auto& d = s.def(m);
    if (d.type == CardType::Mission) continue;
    if (!d.plays_as_event() || d.event->effect != EventEffect::NewLocation || s.cards[m].zone != Zone::InPlay ||
        s.cards[m].loc != static_cast<int>(l))
      throw std::invalid_argument(at + d.name + " is neither a mission nor a location in play");
    if (l == 0 || l + 1 == s.spaceline.size() || s.is_gap(static_cast<int>(l) - 1) || s.is_gap(static_cast<int>(l) + 1))
      throw std::invalid_argument(at + d.name + " is not between two missions (R-MOVE-9)");
  }
  // Out of time (D-INT-16, D-ART-4): a ship in space with everything aboard, one card sending it, its turns left within the card's.
  for (CardId i = 0; i < s.cards.size(); ++i) {
    const auto& c = s.cards[i];
    if (c.zone != Zone::OutOfTime) continue;
    const std::string at = "state cards[" + std::to_string(i) + "] (" + s.def(i).name + "), out of time: ";
    if (c.loc < 0 || c.loc >= static_cast<int>(s.spaceline.size())) throw std::invalid_argument(at + "its location is off the spaceline");
    if (c.place == Place::Space) {
      if (s.def(i).type != CardType::Ship) throw std::invalid_argument(at + "only a ship goes out of time in space");
      int senders = 0;
      for (CardId k = 0; k < s.cards.size(); ++k)
        senders += s.cards[k].zone == Zone::OutOfTime && s.cards[k].host == i && s.def(k).plays_as_interrupt() &&
                   s.def(k).interrupt->effect == InterruptEffect::OutOfTime;
      if (senders != 1) throw std::invalid_argument(at + "it needs exactly one card aboard that sent it (Temporal Rift, Time Travel Pod)");
      continue;
    }
    if (c.place != Place::Aboard || c.host == kNone || s.cards[c.host].zone != Zone::OutOfTime || s.cards[c.host].place != Place::Space ||
        s.cards[c.host].loc != c.loc)
      throw std::invalid_argument(at + "it must be aboard a ship out of time, at that ship's location");
    if (s.def(i).plays_as_interrupt() && s.def(i).interrupt->effect == InterruptEffect::OutOfTime) {
      const auto& in = *s.def(i).interrupt;
      const int most = in.returns == TimeReturn::Announced ? in.max_full_turns : s.def(i).countdown;
      if (c.counter < 1 || c.counter > most)
        throw std::invalid_argument(at + "its turns left (counter) must be 1 to " + std::to_string(most));
    }
  }
  // Spaceline hazards (hazards.cpp): where they lie, a Distortion Field's face, an Atmospheric Ionization's count.
  for (CardId i = 0; i < s.cards.size(); ++i) {
    const auto& c = s.cards[i];
    if (c.zone != Zone::InPlay || !s.def(i).plays_as_event() || c.place != Place::None) continue;
    const auto& ev = *s.def(i).event;
    const std::string at = "state card #" + std::to_string(i) + " (" + s.def(i).name + "): ";
    const int n = static_cast<int>(s.spaceline.size());
    if (ev.plays_on == EventTarget::Mission && (c.loc < 0 || c.loc >= n)) throw std::invalid_argument(at + "its location is off the spaceline");
    if (ev.plays_on == EventTarget::Boundary && (c.loc < 0 || c.loc + 1 >= n))
      throw std::invalid_argument(at + "it is not between two locations of the spaceline");
    if (ev.plays_on == EventTarget::BetweenMissions && (c.loc <= 0 || c.loc + 1 >= n || s.spaceline[c.loc].mission != i))
      throw std::invalid_argument(at + "it is not the location it makes, between two others (R-MOVE-9)");
    if (ev.effect == EventEffect::BlocksBeaming && c.counter > 1) throw std::invalid_argument(at + "its face (counter) must be 0 (up) or 1 (down)");
    if (ev.effect == EventEffect::LimitsBeaming && c.counter > ev.count)
      throw std::invalid_argument(at + "its count of personnel beamed this turn (counter) is above its limit");
  }
  // A window's killing interrupt is looked up by id when its choice is shown.
  if (s.battle.responder > 1 || (s.battle.kill_source != kNone && (s.battle.kill_source >= s.cards.size() ||
                                                                   !s.def(s.battle.kill_source).interrupt)))
    throw std::invalid_argument("state has a malformed battle response window");
  for (size_t i = 0; i < s.windows.size(); ++i) {
    const auto& w = s.windows[i];
    const std::string at = "state window " + std::to_string(i) + ": ";
    if (w.opener > 1 || w.responder > 1 || w.asks == 0 || w.asks > 3 || !(w.asks >> w.responder & 1))
      throw std::invalid_argument(at + "its players (opener, responder, asked) are malformed");
    if (w.passes >= 2) throw std::invalid_argument(at + "it has more passes than a window stays open for");
    if (w.subject != kNone && w.subject >= s.cards.size()) throw std::invalid_argument(at + "its subject is not a card of the game");
    if (w.loc < -1 || w.loc >= static_cast<int>(s.spaceline.size())) throw std::invalid_argument(at + "its location is off the spaceline");
  }
  for (size_t i = 0; i < s.resolving.size(); ++i) {
    const auto& r = s.resolving[i];
    const std::string at = "state resolution stack entry " + std::to_string(i) + ": ";
    if (r.card >= s.cards.size()) throw std::invalid_argument(at + "not a card of the game");
    if (r.player > 1) throw std::invalid_argument(at + "its player is not 1 or 2");
    const auto t = s.def(r.card).type;
    if (!s.def(r.card).plays_as_interrupt() && !s.def(r.card).plays_as_event() && t != CardType::Event)
      throw std::invalid_argument(at + s.def(r.card).name + " cannot be on the resolution stack");
    // Rogue Borg Mercenaries land before their battle, which ends their resolution (rogue_borg.cpp): aboard, or lost in it.
    const bool landed = s.def(r.card).plays_as_interrupt() && s.def(r.card).interrupt->effect == InterruptEffect::RogueBorg &&
                        (s.cards[r.card].zone == Zone::InPlay || s.cards[r.card].zone == Zone::Discard);
    if (!r.nullified && s.cards[r.card].zone != Zone::Resolving && !landed) throw std::invalid_argument(at + "the card is not resolving");
  }
  for (CardId i = 0; i < s.cards.size(); ++i)
    if (s.cards[i].zone == Zone::InPlay && s.cards[i].place == Place::Aboard && s.def(i).type == CardType::Dilemma &&
        s.def(i).dilemma && s.def(i).dilemma->journey_to_far_end && s.cards[i].counter != 1 && s.cards[i].counter != 2)
      throw std::invalid_argument("state cards[" + std::to_string(i) + "] (" + s.def(i).name +
                                  "): counter must be 1 (heading left) or 2 (heading right)");  // D-DIL-8
  for (size_t i = 0; i < s.afflictions.size(); ++i) {
    // D-DIL-4: a dilemma in play on personnel, each named card being what it must be.
    const auto& a = s.afflictions[i];
    const std::string at = "state afflictions entry " + std::to_string(i) + ": ";
    if (a.dilemma >= s.cards.size() || s.def(a.dilemma).type != CardType::Dilemma || !s.def(a.dilemma).dilemma ||
        s.cards[a.dilemma].zone != Zone::InPlay)
      throw std::invalid_argument(at + "its dilemma is not a dilemma in play");
    if (a.personnel >= s.cards.size() || s.def(a.personnel).type != CardType::Personnel)
      throw std::invalid_argument(at + "its personnel is not a personnel card of the game");
    const auto& b = *s.def(a.dilemma).dilemma;
    if (s.cards[a.dilemma].counter > b.kill_after_full_turns)
      throw std::invalid_argument(at + "its countdown is longer than " + s.def(a.dilemma).name + " gives");
    if (s.cards[a.dilemma].loc < 0 || s.cards[a.dilemma].loc >= static_cast<int>(s.spaceline.size()))
      throw std::invalid_argument(at + "its dilemma is off the spaceline");
  }
  if (const auto& a = s.artifact_step; a.card != kNone) {
    const std::string at = "state artifact_step: ";
    if (a.card >= s.cards.size() || s.def(a.card).type != CardType::Artifact || !s.def(a.card).artifact)
      throw std::invalid_argument(at + "not an artifact of the game");
    if (a.player > 1) throw std::invalid_argument(at + "its player is not 1 or 2");
    if (a.loc < 0 || a.loc >= static_cast<int>(s.spaceline.size())) throw std::invalid_argument(at + "its location is off the spaceline");
    if (a.left > s.def(a.card).artifact->count) throw std::invalid_argument(at + "more cards left to take than the artifact gives");
  }
  for (auto c : s.just_killed)
    if (c >= s.cards.size() || s.def(c).type != CardType::Personnel)
      throw std::invalid_argument("state just_killed: #" + std::to_string(c) + " is not a personnel of the game");
  for (size_t i = 0; i < s.beam_holds.size(); ++i) {
    const auto& h = s.beam_holds[i];
    const std::string at = "state beam_holds entry " + std::to_string(i) + ": ";
    if (h.card >= s.cards.size() || s.def(h.card).type != CardType::Personnel) throw std::invalid_argument(at + "not a personnel of the game");
    if (h.source >= s.cards.size()) throw std::invalid_argument(at + "its source is not a card of the game");
    if (h.full_turns == 0) throw std::invalid_argument(at + "a hold of zero turns has already ended");
  }
  for (size_t i = 0; i < s.skill_copies.size(); ++i) {
    const auto& x = s.skill_copies[i];
    if (x.to >= s.cards.size() || x.from >= s.cards.size() || s.def(x.to).type != CardType::Personnel ||
        s.def(x.from).type != CardType::Personnel)
      throw std::invalid_argument("state skill_copies entry " + std::to_string(i) + ": not two personnel of the game");
  }
  if (const auto& a = s.arrange_step; a.card != kNone) {
    if (a.card >= s.cards.size() || !s.def(a.card).interrupt || s.def(a.card).interrupt->effect != InterruptEffect::RearrangeDeck)
      throw std::invalid_argument("state arrange_step: not a card that rearranges a deck");
    if (a.player > 1 || a.owner > 1) throw std::invalid_argument("state arrange_step: its players are not 1 or 2");
    if (a.placed > s.players[a.owner].deck.size()) throw std::invalid_argument("state arrange_step: more cards placed than the deck holds");
  }
  {
    const auto& k = s.kidnap_step;
    auto kidnapper = [&](CardId c) {
      return c < s.cards.size() && s.def(c).plays_as_event() && s.def(c).event->effect == EventEffect::GuessHandCard;
    };
    if (k.card != kNone && !kidnapper(k.card)) throw std::invalid_argument("state kidnap_step: not a card that guesses");
    if (k.type >= 10) throw std::invalid_argument("state kidnap_step: the type guessed is not a card type");
    for (auto c : k.done)
      if (!kidnapper(c)) throw std::invalid_argument("state kidnap_step: a card that guessed is not one that guesses");
    const bool guessing = s.choice.kind == ChoiceKind::GuessType || s.choice.kind == ChoiceKind::PointHand;
    if (guessing != (k.card != kNone)) throw std::invalid_argument("state kidnap_step: a guess is asked with no card guessing (or the reverse)");
  }
  if (const auto& a = s.spaceline_arrange; a.card != kNone) {
    const std::string at = "state spaceline_arrange: ";
    bool rearranges = a.card < s.cards.size() && s.def(a.card).dilemma;
    if (rearranges) {
      rearranges = false;
      for (const auto& e : s.def(a.card).dilemma->effects) rearranges |= e.kind == EffectKind::RearrangeSpaceline;
    }
    if (!rearranges) throw std::invalid_argument(at + "not a card that rearranges the spaceline");
    if (a.player > 1) throw std::invalid_argument(at + "its player is not 1 or 2");
    const size_t n = s.spaceline.size();
    if (a.order.size() > n || (a.placed && a.order.size() != n)) throw std::invalid_argument(at + "order does not fit the spaceline");
    std::vector<bool> seen(n, false);
    for (auto l : a.order) {
      if (l >= n || seen[l]) throw std::invalid_argument(at + "order names a location twice or one not on the spaceline");
      seen[l] = true;
    }
    if (!a.placed && !a.nets.empty()) throw std::invalid_argument(at + "Q-Nets are placed only once the locations are");
    for (auto c : a.nets)
      if (c >= s.cards.size() || !s.def(c).plays_as_event() || s.def(c).event->plays_on != EventTarget::Boundary ||
          s.cards[c].zone != Zone::InPlay)
        throw std::invalid_argument(at + "nets holds a card that is not a Q-Net in play");
    if (a.placed && a.nets.empty()) throw std::invalid_argument(at + "nothing is left to place");
  }
  if (const auto& g = s.gap_closing; g.gap != kNone) {
    if (g.gap >= s.cards.size() || !s.def(g.gap).plays_as_event() || s.def(g.gap).event->effect != EventEffect::NewLocation ||
        s.cards[g.gap].zone != Zone::InPlay || s.cards[g.gap].loc < 0)
      throw std::invalid_argument("state gap_closing: not a Gaps in Normal Space on the spaceline");
    if (g.player > 1) throw std::invalid_argument("state gap_closing: its player is not 1 or 2");
  }
  if ((s.choice.kind == ChoiceKind::GapShipTo) != (s.gap_closing.gap != kNone))
    throw std::invalid_argument("state asks where a ship goes with no Gaps in Normal Space closing (or the reverse)");
  if ((s.choice.kind == ChoiceKind::ArrangeSpaceline) != (s.spaceline_arrange.card != kNone))
    throw std::invalid_argument("state asks to rearrange the spaceline with no rearrangement under way (or the reverse)");
  // The Rogue Borg (rogue_borg.cpp): the battle aboard, what it belongs to, the start-of-turn battles, the kills in battle.
  auto is_ship = [&](CardId c) { return c < s.cards.size() && s.def(c).type == CardType::Ship; };
  if (s.battle.rogue_ship != kNone && !is_ship(s.battle.rogue_ship))
    throw std::invalid_argument("state battle: rogue_ship is not a ship of the game");
  if (s.battle.source != kNone) {
    const CardId src = s.battle.source;
    const bool card = src < s.cards.size() && s.def(src).plays_as_interrupt() &&
                      (s.def(src).interrupt->effect == InterruptEffect::RogueBorg || s.def(src).interrupt->effect == InterruptEffect::ReAttack);
    if (!card && !is_ship(src)) throw std::invalid_argument("state battle: source is neither a ship nor a card that starts a battle");
  }
  for (auto c : s.rogue_done)
    if (!is_ship(c)) throw std::invalid_argument("state rogue_done: #" + std::to_string(c) + " is not a ship of the game");
  for (size_t i = 0; i < s.battle_kills.size(); ++i) {
    const auto& k = s.battle_kills[i];
    const std::string at = "state battle_kills entry " + std::to_string(i) + ": ";
    if (k.card >= s.cards.size() || s.def(k.card).type != CardType::Personnel) throw std::invalid_argument(at + "not a personnel of the game");
    if (k.loc < 0 || k.loc >= static_cast<int>(s.spaceline.size())) throw std::invalid_argument(at + "its location is off the spaceline");
    if (k.ship != kNone && !is_ship(k.ship)) throw std::invalid_argument(at + "its ship is not a ship of the game");
  }
  for (CardId i = 0; i < s.cards.size(); ++i)
    if (s.is_borg_ship(i) && s.cards[i].counter > 3)
      throw std::invalid_argument("state cards[" + std::to_string(i) + "] (" + s.def(i).name +
                                  "): a Borg Ship's counter is its heading (bit 1) and Hugh's nullified attack (bit 2)");  // D-BORG-7
  if (const auto& b = s.beam_step; b.card != kNone) {
    const std::string at = "state beam_step: ";
    if (b.card >= s.cards.size() || !s.def(b.card).plays_as_interrupt() || s.def(b.card).interrupt->effect != InterruptEffect::Beam ||
        s.cards[b.card].zone != Zone::Resolving)
      throw std::invalid_argument(at + "its card is not a beaming interrupt resolving");
    if (b.player > 1) throw std::invalid_argument(at + "its player is not 1 or 2");
    if (b.source >= s.cards.size() || b.dest >= s.cards.size()) throw std::invalid_argument(at + "its source or destination is not a card of the game");
    const int most = s.def(b.card).interrupt->max_personnel;
    if (most && b.personnel > most) throw std::invalid_argument(at + "more personnel beamed than the card allows");
  }
  if (j.contains("loop_snapshots")) {
    // D-TURN-1: the state before each of the active player's last two actions of this turn, as the game kept it.
    const auto& ls = j.at("loop_snapshots");
    if (!ls.is_array() || ls.empty() || ls.size() > 2)
      throw std::invalid_argument("state loop_snapshots: one or two entries, the last two actions of the turn (D-TURN-1)");
    for (size_t i = 0; i < ls.size(); ++i) {
      const std::string at = "state loop_snapshots entry " + std::to_string(i) + ": ";
      const auto& e = ls[i];
      if (!e.is_array() || e.size() != 2 || !e.at(0).is_string() || !e.at(1).is_object())
        throw std::invalid_argument(at + "each entry is [action key, state]");
      Action act;
      try {
        act = s.parse_action_key(e.at(0).get<std::string>());
      } catch (const std::invalid_argument& x) {
        throw std::invalid_argument(at + x.what());
      }
      if (!undoable(decode(act).kind)) throw std::invalid_argument(at + e.at(0).get<std::string>() + " is not an action that can be undone");
      if (e.at(1).contains("loop_snapshots")) throw std::invalid_argument(at + "a kept state keeps no states of its own");
      GameState b = [&] {
        try {
          return from_json(s.db_, e.at(1));
        } catch (const std::exception& x) {
          throw std::invalid_argument(at + x.what());
        }
      }();
      bool same_cards = b.cards.size() == s.cards.size();
      for (size_t c = 0; same_cards && c < b.cards.size(); ++c) same_cards = b.cards[c].def == s.cards[c].def;
      if (!same_cards) throw std::invalid_argument(at + "its cards are not this game's");
      // While Alien Parasites' controller acts, the turn is still its owner's (D-DIL-13).
      const int turn_owner = s.group_control_active() ? s.group_control.turn_player : s.active;
      if (b.turn != s.turn || b.active != turn_owner || (b.phase != Phase::PlayCard && b.phase != Phase::Orders))
        throw std::invalid_argument(at + "it is not a moment of this turn's card play or orders");
      if (b.choice.kind != ChoiceKind::None || !b.windows.empty() || !b.resolving.empty() || b.attempt.active || b.battle.active)
        throw std::invalid_argument(at + "it is not between two actions (nothing may be under way)");
      if (!b.log.empty()) throw std::invalid_argument(at + "a kept state has no log (the log is never undone)");
      s.loop_snapshots.push_back(LoopSnapshot{act, std::make_shared<const GameState>(std::move(b))});
    }
  }
  if ((s.choice.kind == ChoiceKind::PickBeamers) != (s.beam_step.card != kNone))
    throw std::invalid_argument("state asks who beams with no interrupt beaming (or the reverse)");
  if ((s.choice.kind == ChoiceKind::ArrangeDeck) != (s.arrange_step.card != kNone))
    throw std::invalid_argument("state asks to arrange a deck with no deck being arranged (or the reverse)");
  if (s.choice.kind == ChoiceKind::Respond && (s.windows.empty() || s.windows.back().responder != s.choice.chooser))
    throw std::invalid_argument("state asks for a response with no window open");
  validate_doom(s);
  return s;
}

// The moment before a loss (D-INT-19, D-EVT-25) and the Escape Pods it leaves (D-INT-20).
void GameState::validate_doom(const GameState& s) {
  const auto& dm = s.doom;
  const int n = static_cast<int>(s.spaceline.size());
  const bool window = std::any_of(s.windows.begin(), s.windows.end(), [](const Window& w) { return w.moment == Moment::Doomed; });
  if (window != dm.open) throw std::invalid_argument("state doom: open must say whether a doomed window is open (it does not)");
  if (!dm.open && !dm.dooms.empty()) throw std::invalid_argument("state doom: losses wait with no window open for them");
  if (dm.player > 1) throw std::invalid_argument("state doom: its player is not 1 or 2");
  if (dm.subject != kNone && dm.subject >= s.cards.size()) throw std::invalid_argument("state doom: its subject is not a card of the game");
  if (dm.resume == DoomResume::CardPlayed && dm.subject == kNone) throw std::invalid_argument("state doom: a card play goes on with no card played");
  for (size_t i = 0; i < dm.dooms.size(); ++i) {
    const auto& d = dm.dooms[i];
    const std::string at = "state doom loss " + std::to_string(i) + ": ";
    if (d.card >= s.cards.size() || s.cards[d.card].zone != Zone::InPlay) throw std::invalid_argument(at + "not a card in play");
    if (s.def(d.card).type != (d.ship ? CardType::Ship : CardType::Personnel))
      throw std::invalid_argument(at + s.def(d.card).name + " is not a " + (d.ship ? "ship" : "personnel"));
    if (d.why >= static_cast<int>(Rule::Count)) throw std::invalid_argument(at + "its rule is not a rule the engine cites");
    if (d.ev > static_cast<int>(kLastEv)) throw std::invalid_argument(at + "its log event is not one the engine writes");
    if (d.player < -1 || d.player > 1) throw std::invalid_argument(at + "its player is not 1 or 2");
    if (d.by != kNone && d.by >= s.cards.size()) throw std::invalid_argument(at + "its cause is not a card of the game");
    if (d.battle_loc < -1 || d.battle_loc >= n) throw std::invalid_argument(at + "its battle location is off the spaceline");
    for (size_t k = 0; k < i; ++k)
      if (dm.dooms[k].card == d.card) throw std::invalid_argument(at + "the card is listed twice");
  }
  for (CardId i = 0; i < s.cards.size(); ++i) {
    const auto& c = s.cards[i];
    if (c.zone != Zone::InPlay) continue;
    const std::string at = "state cards[" + std::to_string(i) + "] (" + s.def(i).name + "): ";
    if (s.def(i).plays_as_interrupt() && s.def(i).interrupt->effect == InterruptEffect::SaveCrew &&
        (c.place != Place::Space || c.loc < 0 || c.loc >= n))
      throw std::invalid_argument(at + "an Escape Pod in play lies in space at a spaceline location");
    if (c.place != Place::Aboard || c.host == kNone || !s.is_pod(c.host)) continue;
    if (s.def(i).type != CardType::Personnel || c.owner != s.cards[c.host].owner || c.loc != s.cards[c.host].loc)
      throw std::invalid_argument(at + "only its owner's personnel are in an Escape Pod, at the pod's location");
  }
}

uint64_t GameState::hash() const {
  // A word-wise multiply-xorshift over every field of the state (the log's
  // entries included), for cheap divergence detection per step.
  uint64_t h = 1469598103934665603ull;
  auto mix = [&h](uint64_t v) {
    h = (h ^ v) * 0x9E3779B97F4A7C15ull;
    h ^= h >> 29;
  };
  for (const auto& c : cards)
    mix(uint64_t(c.def) | uint64_t(c.owner) << 16 | uint64_t(c.zone) << 24 | uint64_t(uint8_t(c.loc)) << 32 |
        uint64_t(c.place) << 40 | uint64_t(c.aff) << 48);
  for (const auto& c : cards) mix(uint64_t(c.flags) | uint64_t(c.cause) << 16);
  for (const auto& c : cards)
    mix(uint64_t(c.host) | uint64_t(c.order) << 16 | uint64_t(c.range_used) << 32 | uint64_t(c.counter) << 40 | uint64_t(c.team) << 48);
  for (const auto& c : cards)
    if (c.from != kNone) mix(uint64_t(c.from) << 8 | 0xF0);
  for (const auto& p : players) {
    for (auto* v : {&p.deck, &p.hand, &p.discard, &p.seed_pile, &p.bonus, &p.out_of_play, &p.captives}) {
      mix(v->size());
      for (auto c : *v) mix(c);
    }
    mix(static_cast<uint64_t>(p.score));
    mix(p.misseed_locs);
    mix(uint64_t(p.card_played) | uint64_t(p.red_alert_plays) << 1 | uint64_t(p.forced_discard_done) << 2 |
        uint64_t(p.plays_made) << 4 | uint64_t(p.attacked_turn) << 8);
    for (auto u : p.once_used) mix(u);
    for (auto v : p.vortexed) mix(v);
    mix(p.attacked_locs);
  }
  for (const auto& l : spaceline) mix(uint64_t(l.mission) | uint64_t(l.shared) << 16 | uint64_t(l.solved) << 32 | uint64_t(uint8_t(l.solved_by)) << 40);
  mix(uint64_t(phase) | uint64_t(active) << 8 | uint64_t(turn) << 16 | uint64_t(uint8_t(winner)) << 32 |
      uint64_t(first_player) << 40 | uint64_t(consecutive_passes) << 48 | uint64_t(draw_game) << 56);
  mix(std::hash<std::string>{}(end_reason));
  mix(uint64_t(uint32_t(config.victory_points)) | uint64_t(uint32_t(config.opening_hand)) << 32);
  mix(uint64_t(uint32_t(config.max_turns)));
  mix(choice.options.size() | uint64_t(choice.kind) << 16 | uint64_t(choice.chooser) << 24);
  for (auto o : choice.options) mix(o);
  const auto& t = attempt;
  mix(uint64_t(t.active) | uint64_t(t.player) << 8 | uint64_t(uint8_t(t.loc)) << 16 | uint64_t(t.source) << 24 |
      uint64_t(t.dilemma) << 40);
  mix(uint64_t(t.effects_list) | uint64_t(t.effect_index) << 8 | uint64_t(t.failed) << 16 | uint64_t(t.group_stopped) << 17 |
      uint64_t(uint16_t(t.last_order)) << 24 | uint64_t(t.choosing_for) << 40 | uint64_t(t.remaining) << 48);
  mix(t.targets.size());
  for (auto c : t.targets) mix(c);
  const auto& b = battle;
  mix(uint64_t(b.active) | uint64_t(b.away_team) << 1 | uint64_t(b.attacker) << 8 | uint64_t(uint8_t(b.loc)) << 16 |
      uint64_t(b.target) << 24 | uint64_t(b.ret_target) << 40);
  mix(b.attackers.size() | b.retaliators.size() << 16);
  mix(uint64_t(b.responder) << 8 | uint64_t(b.defender_fights) << 24 | uint64_t(b.kill_source) << 32 | uint64_t(b.kills_left) << 48);
  mix(uint64_t(t.window_done));
  mix(windows.size() | resolving.size() << 16);
  for (const auto& w : windows)
    mix(uint64_t(w.moment) | uint64_t(w.opener) << 8 | uint64_t(w.responder) << 16 | uint64_t(w.passes) << 24 |
        uint64_t(w.asks) << 32 | uint64_t(w.subject) << 40 | uint64_t(uint8_t(w.loc)) << 56);
  for (const auto& a : afflictions) mix(uint64_t(a.dilemma) | uint64_t(a.personnel) << 16 | 1ull << 40);
  mix(uint64_t(artifact_step.card) | uint64_t(uint8_t(artifact_step.loc)) << 16 | uint64_t(artifact_step.player) << 24 |
      uint64_t(artifact_step.left) << 32);
  for (const auto& r : resolving)
    mix(uint64_t(r.card) | uint64_t(r.target) << 16 | uint64_t(r.player) << 32 | uint64_t(r.kind) << 40 | uint64_t(r.nullified) << 48 |
        uint64_t(r.as_event) << 49);
  for (auto c : b.attackers) mix(c);
  for (auto c : b.retaliators) mix(c);
  mix(just_killed.size() | beam_holds.size() << 16);
  for (auto c : just_killed) mix(c);
  for (const auto& k : controlled) mix(uint64_t(k.card) | uint64_t(k.owner) << 16 | uint64_t(k.by) << 24 | uint64_t(k.lasting) << 40);
  mix(uint64_t(group_control.dilemma) | uint64_t(group_control.turn_player) << 16 | uint64_t(t.team) << 24 | uint64_t(b.team) << 32 |
      uint64_t(b.their_team) << 40);
  for (const auto& x : beam_holds) mix(uint64_t(x.card) | uint64_t(x.source) << 16 | uint64_t(x.full_turns) << 32 | uint64_t(x.fresh) << 40);
  for (const auto& x : skill_copies) mix(uint64_t(x.to) | uint64_t(x.from) << 16 | 1ull << 40);
  mix(uint64_t(kidnap_step.card) | uint64_t(kidnap_step.type) << 16 | uint64_t(kidnap_step.done.size()) << 24);
  for (auto c : kidnap_step.done) mix(c);
  mix(uint64_t(beam_step.card) | uint64_t(beam_step.player) << 16 | uint64_t(beam_step.source) << 24 | uint64_t(beam_step.dest) << 40 |
      uint64_t(beam_step.personnel) << 56);
  mix(uint64_t(arrange_step.card) | uint64_t(arrange_step.player) << 16 | uint64_t(arrange_step.owner) << 24 | uint64_t(arrange_step.placed) << 32);
  for (const auto& r : resolving) mix(r.extra);
  if (gap_closing.gap != kNone) mix(uint64_t(gap_closing.gap) | uint64_t(gap_closing.player) << 16 | uint64_t(gap_closing.from_stack) << 24 | 1ull << 60);
  if (spaceline_arrange.card != kNone) {
    mix(uint64_t(spaceline_arrange.card) | uint64_t(spaceline_arrange.player) << 16 | uint64_t(spaceline_arrange.placed) << 24 |
        uint64_t(spaceline_arrange.order.size()) << 32 | uint64_t(spaceline_arrange.nets.size()) << 48);
    for (auto l : spaceline_arrange.order) mix(l);
    for (auto c : spaceline_arrange.nets) mix(c);
  }
  mix(uint64_t(b.rogue_ship) | uint64_t(b.source) << 16 | uint64_t(rogue_done.size()) << 32 | uint64_t(battle_kills.size()) << 48);
  for (auto c : rogue_done) mix(c);
  for (const auto& k : battle_kills) mix(uint64_t(k.card) | uint64_t(uint8_t(k.loc)) << 16 | uint64_t(k.ship) << 24);
  if (doom.open || !doom.dooms.empty() || b.units) {
    mix(uint64_t(doom.open) | uint64_t(doom.resume) << 8 | uint64_t(doom.player) << 16 | uint64_t(doom.subject) << 24 |
        uint64_t(b.units) << 40 | 1ull << 62);
    for (const auto& d : doom.dooms)
      mix(uint64_t(d.card) | uint64_t(d.ship) << 16 | uint64_t(d.why) << 24 | uint64_t(d.ev) << 40 | uint64_t(uint8_t(d.player)) << 48 |
          uint64_t(uint8_t(d.battle_loc)) << 56);
    for (const auto& d : doom.dooms) mix(d.by);
  }
  if (!loop_snapshots.empty()) {  // D-TURN-1
    mix(loop_snapshots.size() | 1ull << 62);
    for (const auto& k : loop_snapshots) mix(k.action.bits), mix(k.before->hash());
  }
  auto rj = rng.to_json();
  for (auto& w : rj) mix(std::stoull(w.get<std::string>()));
  mix(log.size());
  for (const auto& e : log) {
    mix(uint64_t(e.rule) | uint64_t(e.ev) << 16 | uint64_t(uint8_t(e.player)) << 24 | uint64_t(uint8_t(e.visible_to)) << 32 |
        uint64_t(e.a) << 40);
    mix(uint64_t(e.b) | uint64_t(uint16_t(e.n)) << 16 | uint64_t(e.turn) << 32);
  }
  return h;
}

json GameState::observation(int viewer) const {
  json j;
  j["viewer"] = viewer;
  j["turn"] = turn;
  j["phase"] = to_string(phase);
  j["active"] = active;
  j["current_player"] = current_player();
  j["winner"] = winner;
  auto card_json = [&](CardId c) {
    json o = {{"card", c}, {"id", def(c).id}, {"name", def(c).name}, {"owner", cards[c].owner}};
    if (cards[c].has(kStopped)) o["stopped"] = true;
    if (cards[c].has(kDamaged)) o["damaged"] = true;
    if (cards[c].has(kDeactivated)) o["deactivated"] = true;
    if (cards[c].has(kHouseArrest)) o["house_arrest"] = true;
    if (cards[c].has(kStasis)) o["stasis"] = true;
    if (def(c).type == CardType::Personnel && disabled(c)) o["disabled"] = true;
    if (def(c).affiliations.size() > 1) o["affiliation"] = to_string(static_cast<Affiliation>(cards[c].aff));
    if (cards[c].has(kCloaked)) o["cloaked"] = true;  // public: the ship card is turned on the table
    return o;
  };
  json ps = json::array();
  for (int p = 0; p < 2; ++p) {
    const auto& P = players[p];
    json o = {{"score", P.score}, {"deck_count", P.deck.size()}, {"hand_count", P.hand.size()},
              {"seed_pile_count", P.seed_pile.size()}, {"deck_name", P.deck_name}};
    json discard = json::array(), bonus = json::array(), oop = json::array(), captives = json::array();
    for (auto c : P.captives) captives.push_back(card_json(c));  // the captive area beside the deck is public (R-STATE-4)
    o["captives"] = captives;
    for (auto c : P.discard) discard.push_back(card_json(c));  // face up (R-INFO-4)
    for (auto c : P.bonus) bonus.push_back(card_json(c));
    for (auto c : P.out_of_play) oop.push_back(card_json(c));  // shown when put there
    o["discard"] = discard;
    o["bonus"] = bonus;
    o["out_of_play"] = oop;
    if (p == viewer) {
      json hand = json::array(), seeds = json::array();
      for (auto c : P.hand) hand.push_back(card_json(c));
      for (auto c : P.seed_pile) seeds.push_back(card_json(c));
      o["hand"] = hand;
      o["seed_pile"] = seeds;
    } else if (hands_exposed()) {
      json hand = json::array();  // Alien Probe: both hands are played face up
      for (auto c : P.hand) hand.push_back(card_json(c));
      o["hand"] = hand;
    }
    ps.push_back(o);
  }
  j["players"] = ps;
  // Events in play are face up (R-CARD-7): on the table, beside a deck, on a mission or on a ship.
  json events = json::array();
  for (CardId i = 0; event_count_ && i < cards.size(); ++i) {
    if (cards[i].zone != Zone::InPlay || (def(i).type != CardType::Event && !def(i).plays_as_event())) continue;
    json o = card_json(i);
    if (def(i).event && def(i).event->plays_on == EventTarget::Player) o["beside_deck_of"] = cards[i].counter;
    if (cards[i].loc >= 0) o["location"] = cards[i].loc;
    if (cards[i].place == Place::Aboard) o["on"] = card_json(cards[i].host);
    if (const auto& ev = def(i).event) {  // spaceline hazards: their public state (hazards.cpp)
      if (ev->flips) o["face_up"] = cards[i].counter == 0;
      if (ev->effect == EventEffect::LimitsBeaming) o["beamed_this_turn"] = cards[i].counter;
      if (ev->plays_on == EventTarget::Boundary) o["between"] = json::array({cards[i].loc, cards[i].loc + 1});
    }
    events.push_back(o);
  }
  j["events"] = events;
  // Dilemmas in play on personnel or on a mission are face up (D-DIL-4, D-DIL-7): the card, where it is, its countdown
  // and how many personnel it holds; which ones only where the viewer may see them (R-INFO-4).
  json on_personnel = json::array();
  for (CardId i = 0; i < cards.size(); ++i) {
    if (cards[i].zone != Zone::InPlay || def(i).type != CardType::Dilemma || cards[i].place != Place::None) continue;
    json o = card_json(i);
    o["location"] = cards[i].loc;
    if (def(i).dilemma && def(i).dilemma->kill_after_full_turns) o["full_turns_left"] = cards[i].counter;
    json who = json::array();
    int n = 0;
    for (const auto& a : afflictions) {
      if (a.dilemma != i) continue;
      ++n;
      const auto& k = cards[a.personnel];
      const bool hidden = k.owner != viewer && k.place == Place::Aboard && def(k.host).type == CardType::Ship;
      if (!hidden) who.push_back(card_json(a.personnel));
    }
    o["personnel_count"] = n;
    o["personnel"] = who;
    on_personnel.push_back(o);
  }
  j["dilemmas_in_play"] = on_personnel;  // on personnel (D-DIL-4) or on a mission (D-DIL-7)
  // Ships out of time (D-INT-16, D-ART-4): the ship, where it will return and when are public; its crew stays
  // hidden from the opponent, as aboard any ship (R-INFO-4).
  json away_in_time = json::array();
  for (CardId i = 0; i < cards.size(); ++i) {
    if (cards[i].zone != Zone::OutOfTime || cards[i].place != Place::Space) continue;
    json o = card_json(i);
    o["location"] = cards[i].loc;
    json crew = json::array();
    int n = 0;
    for (CardId k = 0; k < cards.size(); ++k) {
      if (cards[k].zone != Zone::OutOfTime || cards[k].host != i) continue;
      if (def(k).plays_as_interrupt() && def(k).interrupt->effect == InterruptEffect::OutOfTime) {
        o["sent_by"] = card_json(k);
        o["turns_left"] = cards[k].counter;
        continue;
      }
      ++n;
      if (cards[i].owner == viewer) crew.push_back(card_json(k));
    }
    if (cards[i].owner == viewer) o["aboard"] = crew;
    else o["aboard_count"] = n;
    away_in_time.push_back(o);
  }
  j["out_of_time"] = away_in_time;
  json sl = json::array();
  for (int l = 0; l < static_cast<int>(spaceline.size()); ++l) {
    json L = {{"mission", card_json(spaceline[l].mission)}, {"solved", spaceline[l].solved}, {"solved_by", spaceline[l].solved_by}};
    L["span"] = viewer >= 0 ? span(l, viewer) : mission_end(l, 0).span;
    if (is_gap(l)) L["gap"] = true;  // a location that is not a mission (R-MOVE-9)
    // R-ZONE-6: the number of seed cards is public, their identities are not.
    int own_seeds = 0;
    json mine = json::array();
    auto stack = seeds_under(l);
    for (auto s : stack)
      if (cards[s].owner == viewer) {
        ++own_seeds;
        mine.push_back(card_json(s));  // you know what you seeded, not where it sits among the opponent's
      }
    L["seed_count"] = stack.size();
    if (viewer >= 0) L["your_seeds"] = mine;
    json space = json::array(), planet = json::array();
    for (CardId i = 0; i < cards.size(); ++i) {
      const auto& c = cards[i];
      if (c.zone != Zone::InPlay || c.loc != l) continue;
      if (c.place == Place::Space) {
        json o = card_json(i);
        auto crew = aboard(i);
        // R-INFO-4: crews aboard ships are hidden, and so is an Escape Pod's (D-INT-20)
        bool hidden = (def(i).type == CardType::Ship || is_pod(i)) && c.owner != viewer;
        // Rogue Borg aboard are face up, whoever's ship it is (R-BATTLE-18).
        json rogue = json::array();
        for (auto x : crew)
          if (is_rogue_borg(x)) rogue.push_back(card_json(x));
        if (!rogue.empty()) o["rogue_borg"] = rogue;
        if (hidden) {
          o["aboard_count"] = crew.size();
        } else {
          json a = json::array();
          for (auto x : crew) a.push_back(card_json(x));
          o["aboard"] = a;
        }
        space.push_back(o);
      } else if (c.place == Place::Planet) {
        json o = card_json(i);
        if (c.team != 0) o["team"] = c.team;  // separate Away Teams are public (D-GRP-1)
        if (phased(i)) o["phased"] = true;
        planet.push_back(o);
      }
    }
    L["space"] = space;
    L["planet"] = planet;
    sl.push_back(L);
  }
  j["spaceline"] = sl;
  json lg = json::array();
  for (const auto& e : log)
    if (e.visible_to < 0 || e.visible_to == viewer) lg.push_back(render_log_entry(e));
  j["log"] = lg;
  // The resolution stack and the open windows are public: cards played face up (R-TIME-8).
  json stack = json::array();
  for (const auto& r : resolving)
    stack.push_back({{"card", r.card}, {"name", card_name(r.card)}, {"player", r.player}, {"nullified", r.nullified}});
  j["resolving"] = stack;
  json open = json::array();
  for (const auto& w : windows) open.push_back({{"moment", to_string(w.moment)}, {"asking", w.responder}});
  j["windows"] = open;
  if (current_player() == viewer) {
    json acts = json::array();
    for (auto a : legal_actions()) acts.push_back({{"key", action_key(a)}, {"label", action_label(a)}});
    j["legal_actions"] = acts;
    j["prompt"] = decision().prompt;
  }
  return j;
}

}  // namespace spaceline::stccg1e
