// The First Edition board for the terminal (board.h); moved here from the CLI so that `play`
// reaches it through GameModule::render_table like every game's table.
#include "games/stccg1e/state/board.h"

#include <map>
#include <sstream>

namespace spaceline::stccg1e {

namespace {
static std::string personnel_marks(const GameState& s, CardId c) {
  std::string m;
  auto add = [&m](const char* w) { m += m.empty() ? std::string(" ") + w : std::string(", ") + w; };
  const auto& k = s.cards[c];
  if (k.has(kStasis)) add("in stasis");
  else if (k.has(kStopped)) add("stopped");
  if (k.has(kDeactivated)) add("deactivated");
  if (k.has(kHouseArrest)) add("under house arrest");
  if (s.def(c).type == CardType::Personnel && s.disabled(c)) add("disabled");
  if (s.def(c).type == CardType::Personnel && s.phased(c)) add("phased");
  if (k.place == Place::Planet && k.team != 0) add(("Away Team " + std::to_string(k.team + 1)).c_str());
  if (s.def(c).affiliations.size() > 1) add(to_string(static_cast<Affiliation>(k.aff)));
  return m;
}

// The line under the group facing a dilemma: what it still lacks to overcome it, by the very
// condition the engine will check (GameState::facing_condition, R-DIL-2 step 6). The dilemma is
// face up (R-DIL-2 step 3), so naming it tells the viewer nothing hidden.
void facing_line(std::ostringstream& o, const GameState& s) {
  const auto& a = s.attempt;
  o << "         facing " << s.def(a.dilemma).name << ": ";
  const ReqExpr* cond = s.facing_condition();
  const auto& b = *s.def(a.dilemma).dilemma;
  if (!cond) o << "nothing overcomes it";
  else if (a.failed) o << "not overcome, its effects resolve";  // R-DIL-4: the condition was checked and not met
  else if (b.condition_on_targets && a.targets.empty()) o << "requires " << cond->text << " of the personnel it selects";
  else o << lacks_text(s.missing_for_dilemma());
  o << "\n";
}

// The totals line of one of the viewer's groups; what the dilemma it faces still lacks, if it faces
// one; and what it still lacks for the mission here when it is the kind of group that attempts it
// (a crew in space, an Away Team on a planet).
void group_lines(std::ostringstream& o, const GameState& s, int viewer, int loc, CardId source, uint8_t team,
                 const std::vector<CardId>& group, bool can_attempt) {
  std::vector<CardId> people;
  for (auto c : group)
    if (s.def(c).type == CardType::Personnel && s.usable(c)) people.push_back(c);
  if (people.empty()) return;
  o << "         totals: " << group_totals(s, people) << "\n";
  if (facing_a_dilemma(s, viewer, loc, source, team)) facing_line(o, s);
  const auto& L = s.spaceline[loc];
  if (!can_attempt || L.solved || !s.mission_end(loc, viewer).requirements) return;
  o << "         for " << s.def(L.mission).name << ": " << lacks_text(s.missing_for_mission(source, loc, viewer, team)) << "\n";
}

}  // namespace

// A group's totals as a player counts them when attempting a mission or facing a dilemma
// (issue 10 part 5): the three attributes and every skill, as the engine computes them
// (modifiers applied; R-SKILL-3 counts each skill level, a half is shown as .5).
std::string group_totals(const GameState& s, const std::vector<CardId>& group) {
  int attr[3] = {0, 0, 0};
  std::vector<int> halves(num_skills(), 0);
  for (auto c : group) {
    for (int a = 0; a < 3; ++a) attr[a] += s.attribute(c, static_cast<Attr>(a));
    for (size_t k = 0; k < halves.size(); ++k) halves[k] += s.skill_halves(c, static_cast<SkillId>(k));
  }
  std::ostringstream o;
  o << "INTEGRITY " << attr[0] << ", CUNNING " << attr[1] << ", STRENGTH " << attr[2];
  std::string skills;
  for (size_t k = 0; k < halves.size(); ++k) {
    if (halves[k] <= 0) continue;
    skills += (skills.empty() ? "" : ", ") + skill_name(static_cast<SkillId>(k));
    if (halves[k] != 2) skills += " x" + std::to_string(halves[k] / 2) + (halves[k] % 2 ? ".5" : "");
  }
  if (!skills.empty()) o << "; " << skills;
  return o.str();
}

// Whether the viewer's group (`source` a ship or outpost, or kPlanet with its Away Team `team`) is
// the one facing the dilemma being encountered in a mission attempt at `loc` (R-DIL-2).
bool facing_a_dilemma(const GameState& s, int viewer, int loc, CardId source, uint8_t team) {
  const auto& a = s.attempt;
  if (!a.active || a.dilemma == kNone || a.player != viewer || a.loc != loc || a.source != source) return false;
  return source != kPlanet || a.team == team;
}


std::string render_board(const GameState& s, int viewer) {
  std::ostringstream o;
  o << "==== Turn " << s.turn << " - " << to_string(s.phase) << " - P" << (s.active + 1) << " to act ====\n";
  for (int p = 0; p < 2; ++p)
    o << "P" << p + 1 << (p == viewer ? " (you)" : "") << ": score " << s.players[p].score << ", hand "
      << s.players[p].hand.size() << ", deck " << s.players[p].deck.size() << ", discard " << s.players[p].discard.size() << "\n";
  o << "Spaceline:\n";
  for (int l = 0; l < static_cast<int>(s.spaceline.size()); ++l) {
    const auto& L = s.spaceline[l];
    const auto& d = s.def(L.mission);
    const auto& end = s.mission_end(l, viewer);
    o << " " << l + 1 << ". " << d.name << " [" << to_string(d.mission) << ", span " << end.span << ", " << end.points
      << " pts, " << (end.affiliations.empty() ? std::string("no icons") : std::string(to_string(end.affiliations.front())) + (end.affiliations.size() > 1 ? "+" : ""))
      << "]";
    if (L.solved) o << " SOLVED by P" << L.solved_by + 1;
    auto seeds = s.seeds_under(l);
    if (!seeds.empty()) o << " (" << seeds.size() << " seed card" << (seeds.size() > 1 ? "s" : "") << ")";
    if (end.requirements && !L.solved) o << "\n      requires " << end.requirements->text;
    o << "\n";
    for (CardId i = 0; i < s.cards.size(); ++i) {
      const auto& c = s.cards[i];
      if (c.zone != Zone::InPlay || c.loc != l) continue;
      std::string flags = std::string(c.has(kStopped) ? " STOPPED" : "") + (c.has(kDamaged) ? " DAMAGED" : "") +
                          (c.has(kCloaked) ? " cloaked" : "");
      if (c.place == Place::Space) {
        const auto& cd = s.def(i);
        o << "      P" << c.owner + 1 << " " << cd.name << flags;
        if (cd.type == CardType::Ship) o << " (RANGE " << s.range_left(i) << "/" << s.effective_range(i) << (s.is_staffed(i) ? "" : ", unstaffed") << ")";
        std::vector<CardId> crew, played_on;  // events and dilemmas played on a ship are face up
        for (auto m : s.aboard(i)) {
          auto t = s.def(m).type;
          (t == CardType::Event || t == CardType::Dilemma || t == CardType::Interrupt ? played_on : crew).push_back(m);
        }
        for (auto m : played_on) o << " <" << s.def(m).name << ">";
        if (c.owner != viewer && cd.type == CardType::Ship) {
          o << " - " << crew.size() << " aboard (hidden)\n";
          continue;
        }
        o << "\n";
        for (auto m : crew)
          o << "         " << s.def(m).name << " (" << skill_name(s.def(m).classification) << ")" << personnel_marks(s, m) << "\n";
        if (c.owner == viewer && cd.type == CardType::Ship)
          group_lines(o, s, viewer, l, i, 0, crew, d.mission != MissionKind::Planet);
        else if (c.owner == viewer && facing_a_dilemma(s, viewer, l, i, 0))  // an outpost's crew attempting (R-DIL-9)
          group_lines(o, s, viewer, l, i, 0, crew, false);
      } else if (c.place == Place::Planet) {
        o << "      P" << c.owner + 1 << " on planet: " << s.def(i).name << personnel_marks(s, i) << "\n";
      } else if (c.place == Place::None && s.def(i).type == CardType::Event) {
        o << "      P" << c.owner + 1 << " event here: " << s.def(i).name;
        const auto& ev = s.def(i).event;
        if (ev && ev->flips) o << (c.counter ? " (face down)" : " (face up)");
        if (ev && ev->effect == EventEffect::LimitsBeaming) o << " (" << int(c.counter) << " of " << ev->count << " beamed this turn)";
        if (ev && ev->plays_on == EventTarget::Boundary) o << " (between this location and the next)";
        o << "\n";
      }
    }
    if (viewer >= 0) {  // the viewer's Away Teams here, one totals line each (D-GRP-1)
      std::map<uint8_t, std::vector<CardId>> teams;
      for (auto c : s.on_planet(viewer, l))
        if (s.def(c).type == CardType::Personnel) teams[s.cards[c].team].push_back(c);
      for (const auto& [team, members] : teams) {
        if (teams.size() > 1) o << "      Away Team " << team + 1 << ":\n";
        group_lines(o, s, viewer, l, kPlanet, team, members, d.mission != MissionKind::Space);
      }
    }
  }
  std::string table;
  for (CardId i = 0; i < s.cards.size(); ++i) {
    const auto& c = s.cards[i];
    if (c.zone != Zone::InPlay || c.loc >= 0 || s.def(i).type != CardType::Event) continue;
    table += " [P" + std::to_string(c.owner + 1) + " " + s.def(i).name;
    if (s.def(i).event && s.def(i).event->plays_on == EventTarget::Player) table += " beside P" + std::to_string(c.counter + 1) + "'s deck";
    table += "]";
  }
  if (!table.empty()) o << "Events on the table:" << table << "\n";
  std::string doors;  // face up, with their state (R-DOOR-2)
  for (CardId i = 0; i < s.cards.size(); ++i)
    if (s.cards[i].zone == Zone::InPlay && s.cards[i].loc < 0 && s.def(i).type == CardType::Doorway)
      doors += " [P" + std::to_string(s.cards[i].owner + 1) + " " + s.def(i).name + ", " + to_string(s.door_state(i)) + "]";
  if (!doors.empty()) o << "Doorways on the table:" << doors << "\n";
  for (int p = 0; p < 2; ++p) {
    if (s.players[p].captives.empty()) continue;
    o << "P" << p + 1 << " holds captive (R-STATE-4):";
    for (auto c : s.players[p].captives) o << " [" << s.def(c).name << "]";
    o << "\n";
  }
  if (viewer >= 0 && s.hands_exposed()) {
    o << "Opponent's hand (Alien Probe):";
    for (auto c : s.players[1 - viewer].hand) o << " [" << s.def(c).name << "]";
    o << "\n";
  }
  if (viewer >= 0) {
    o << "Your hand:";
    for (auto c : s.players[viewer].hand) o << " [" << s.def(c).name << "]";
    o << "\n";
    if (!s.players[viewer].seed_pile.empty()) {
      o << "Left to seed:";
      for (auto c : s.players[viewer].seed_pile) o << " [" << s.def(c).name << "]";
      o << "\n";
    }
  }
  return o.str();
}

}  // namespace spaceline::stccg1e
