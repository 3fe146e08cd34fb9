// Interrupts in battle (CRD II.1 Interrupt, II.2, II.4; R-TIME-2/3/5/12):
// the response window right after a battle is initiated, Asteroid Sanctuary
// and Honor Challenge, and the rulings D-INT-1..4.
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <filesystem>
#include <fstream>

#include "games/stccg1e/agents/heuristic_agent.h"
#include "games/stccg1e/scenario/position.h"

using namespace spaceline::stccg1e;

namespace {

std::string labels(const ScenarioBuilder& b) { return ::testing::PrintToString(b.labels()); }
bool stopped(const ScenarioBuilder& b, CardId c) { return b.state().cards[c].has(kStopped); }
Zone zone(const ScenarioBuilder& b, CardId c) { return b.state().cards[c].zone; }

// Both players own a card that acts during battle (in the discard pile, out of
// reach), so both are asked in every battle's window (D-TIME-1).
ScenarioBuilder line() {
  ScenarioBuilder b(1, 20, Phase::Orders);
  b.mission("Avert Disaster");
  b.mission("Test Mission");
  b.mission("Cultural Observation");
  b.discard("Honor Challenge", 0);
  b.discard("Honor Challenge", 1);
  return b;
}

// Player 0's I.K.C. Bortas (Klag) and player 1's U.S.S. Galaxy at Test Mission.
struct ShipBattle {
  ScenarioBuilder b = line();
  CardId bortas, galaxy;
  ShipBattle(const std::vector<std::string>& galaxy_crew) {
    bortas = b.ship(1, "I.K.C. Bortas");
    b.aboard(bortas, "Klag");
    galaxy = b.ship(1, "U.S.S. Galaxy", 1);
    for (const auto& n : galaxy_crew) b.aboard(galaxy, n);
  }
};

// Klingons with Honor (Kargan 9, Gorath 7) against three Romulans with Treachery.
struct AwayBattle {
  ScenarioBuilder b = line();
  CardId kargan, gorath, taul, movar, parem;
  AwayBattle() {
    kargan = b.on_planet(0, "Kargan");  // OFFICER, Honor
    gorath = b.on_planet(0, "Gorath");  // SECURITY, Honor
    taul = b.on_planet(0, "Taul", 1);    // SECURITY, Treachery, 8
    movar = b.on_planet(0, "Movar", 1);  // OFFICER, Treachery, 7
    parem = b.on_planet(0, "Parem", 1);  // OFFICER, Treachery, 9
  }
};

}  // namespace

// ------------------------------------------------------------ the window ----

TEST(R_TIME_5, TheWindowIsOfferedToTheDefenderFirstThenAlternatesUntilTwoPasses) {
  ShipBattle t({"Jean-Luc Picard"});
  auto& b = t.b;
  b.act("Attack U.S.S. Galaxy");
  // D-TIME-1: offered with empty hands too, so answering reveals nothing.
  ASSERT_EQ(b->choice.kind, ChoiceKind::Respond);
  EXPECT_EQ(b->current_player(), 1);
  EXPECT_EQ(b.labels(), std::vector<std::string>{"Pass (play no interrupt now)"});
  b.act("Pass");
  ASSERT_EQ(b->choice.kind, ChoiceKind::Respond);
  EXPECT_EQ(b->current_player(), 0);
  b.act("Pass");
  EXPECT_EQ(b->choice.kind, ChoiceKind::RetaliationTarget);  // only now does the defender decide (R-BATTLE-8)
  EXPECT_EQ(b->current_player(), 1);
}

TEST(R_TIME_5, AfterAnInterruptTheOpponentMayAnswerAgain) {
  AwayBattle t;
  auto& b = t.b;
  b.hand("Honor Challenge", 0);
  b.act("Attack the opponent's Away Team");
  b.act("Pass");  // the defender
  b.act("Play Honor Challenge");
  b.act("Kill Parem");
  b.act("Kill Movar");
  // The window goes on: the defender answers the interrupt, and a pass is no longer the second in a row.
  ASSERT_EQ(b->choice.kind, ChoiceKind::Respond);
  EXPECT_EQ(b->current_player(), 1);
  b.act("Pass");
  ASSERT_EQ(b->choice.kind, ChoiceKind::Respond);
  EXPECT_EQ(b->current_player(), 0);
}

TEST(R_TIME_12, ABattleInItsResponseWindowSurvivesSaveAndLoad) {
  AwayBattle t;
  auto& b = t.b;
  CardId honor = b.hand("Honor Challenge", 0);
  b.act("Attack the opponent's Away Team");
  b.act("Pass");
  b.act("Play Honor Challenge");  // two Klingons, three victims: a choice is pending
  ASSERT_EQ(b->choice.kind, ChoiceKind::InterruptVictim);
  auto j = b->to_json();
  auto back = GameState::from_json(b->db_ptr(), j);
  EXPECT_EQ(back.hash(), b->hash());
  EXPECT_EQ(back.to_json(), j);
  EXPECT_EQ(back.battle.kills_left, 2);
  EXPECT_EQ(back.battle.kill_source, honor);
  back.apply(back.legal_actions().front());
  EXPECT_NE(back.hash(), b->hash());
}

TEST(R_TIME_12, InterruptsAreNotTheCardPlayAndWaitForABattle) {
  ScenarioBuilder b(1, 20, Phase::PlayCard);
  b.mission("Test Mission");
  CardId honor = b.hand("Honor Challenge", 0);
  for (const auto& l : b.labels()) EXPECT_EQ(l.find("Honor Challenge"), std::string::npos) << l;
  std::string why = b->why_illegal(make_action(Act::PlayInterrupt, honor, 0));
  EXPECT_NE(why.find("only at the moments its text names"), std::string::npos) << why;
  b.act("Make no card play");
  EXPECT_FALSE(b->players[0].card_played);  // R-PLAY-1: the card play is still the turn's own
}

TEST(R_TIME_12, AnUnimplementedInterruptIsNeverOffered) {
  // Every Premiere interrupt has its game text now: a test card without it.
  static auto db = CardDb::with_cards(*CardDb::bundled(), YAML::Load("- {name: T-No Text, type: interrupt, text: unimplemented}\n"),
                                      "interrupt_rules_test.cpp");
  ScenarioBuilder b(1, 20, Phase::Orders, db);
  b.mission("Avert Disaster");
  b.discard("Honor Challenge", 0);
  b.discard("Honor Challenge", 1);
  b.on_planet(0, "Kargan");
  b.on_planet(0, "Taul", 1);
  CardId blank = b.hand("T-No Text", 1);
  b.act("Attack the opponent's Away Team");
  EXPECT_EQ(b.labels(), std::vector<std::string>{"Pass (play no interrupt now)"});
  std::string why = b->why_illegal(make_action(Act::PlayInterrupt, blank, 0));
  EXPECT_NE(why.find("not implemented"), std::string::npos) << why;
}

// --------------------------------------------------- Asteroid Sanctuary ----

TEST(R_TIME_12, AsteroidSanctuaryPreventsTheBattleAgainstAShipWithTwoNavigation) {
  ShipBattle t({"Jean-Luc Picard", "William T. Riker"});  // Navigation twice
  auto& b = t.b;
  CardId sanctuary = b.hand("Asteroid Sanctuary", 1);
  b.act("Attack U.S.S. Galaxy");
  b.act("Play Asteroid Sanctuary on U.S.S. Galaxy");
  EXPECT_FALSE(b->battle.active);
  EXPECT_EQ(b->choice.kind, ChoiceKind::None);
  EXPECT_EQ(zone(b, sanctuary), Zone::Discard);
  EXPECT_TRUE(b.logged("D-INT-1", Ev::BattlePrevented));
  EXPECT_FALSE(b.logged(Ev::Shot));
  EXPECT_FALSE(b.logged(Ev::BattleResult));
  // D-INT-1: prevented, so nobody took part: nothing stopped, nothing to attack back next turn.
  EXPECT_FALSE(stopped(b, t.bortas));
  EXPECT_FALSE(stopped(b, t.galaxy));
  EXPECT_EQ(b->players[1].attacked_locs, 0u);
  // ... and hidden for the rest of the turn.
  EXPECT_FALSE(b.can("Attack U.S.S. Galaxy")) << labels(b);
  b.pass_turn();
  b.pass_turn();
  b.act("Make no card play");
  EXPECT_TRUE(b.can("Attack U.S.S. Galaxy")) << labels(b);
}

TEST(R_TIME_12, AsteroidSanctuaryNeedsTwoNavigationAboard) {
  ShipBattle t({"Jean-Luc Picard"});  // one Navigation
  auto& b = t.b;
  CardId sanctuary = b.hand("Asteroid Sanctuary", 1);
  b.act("Attack U.S.S. Galaxy");
  EXPECT_FALSE(b.can("Asteroid Sanctuary")) << labels(b);
  std::string why = b->why_illegal(make_action(Act::PlayInterrupt, sanctuary, t.galaxy));
  EXPECT_NE(why.find("2 Navigation"), std::string::npos) << why;
}

TEST(R_TIME_12, AsteroidSanctuaryIsNotPlayedInAnAwayTeamBattle) {
  AwayBattle t;
  auto& b = t.b;
  CardId galaxy = b.ship(1, "U.S.S. Galaxy", 1);
  b.aboard(galaxy, "Jean-Luc Picard");
  b.aboard(galaxy, "William T. Riker");
  b.hand("Asteroid Sanctuary", 1);
  b.act("Attack the opponent's Away Team");
  EXPECT_FALSE(b.can("Asteroid Sanctuary")) << labels(b);
}

// ------------------------------------------------------ Honor Challenge ----

TEST(R_TIME_12, HonorChallengeKillsOneTreacheryOpponentPerKlingonWithHonor) {
  AwayBattle t;
  auto& b = t.b;
  CardId honor = b.hand("Honor Challenge", 0);
  b.act("Attack the opponent's Away Team");
  b.act("Pass");
  b.act("Play Honor Challenge");
  // D-INT-2: two killers, three candidates: the player of the card picks two.
  EXPECT_EQ(b->current_player(), 0);
  EXPECT_TRUE(b.can("Kill Taul")) << labels(b);
  b.act("Kill Parem");
  b.act("Kill Movar");
  EXPECT_EQ(zone(b, t.parem), Zone::Discard);
  EXPECT_EQ(zone(b, t.movar), Zone::Discard);
  EXPECT_EQ(zone(b, honor), Zone::Discard);
  EXPECT_EQ(b.count_logged(Ev::InterruptKilled), 2);
  b.pass_window();
  // The battle continues: Taul alone has no leader, so no retaliation; 16 against 8 loses him too.
  EXPECT_FALSE(b->battle.active);
  EXPECT_TRUE(b.logged("R-BATTLE-16", Ev::AwayBattle));
  EXPECT_EQ(zone(b, t.taul), Zone::Discard);
  EXPECT_TRUE(stopped(b, t.kargan));
}

TEST(R_TIME_12, HonorChallengeKillsEveryCandidateWhenThereAreEnoughKlingons) {
  ScenarioBuilder b = line();
  b.on_planet(0, "Kargan");
  b.on_planet(0, "Gorath");
  CardId taul = b.on_planet(0, "Taul", 1);
  CardId bochra = b.on_planet(0, "Bochra", 1);  // OFFICER without Treachery
  b.hand("Honor Challenge", 0);
  b.act("Attack the opponent's Away Team");
  b.act("Pass");
  b.act("Play Honor Challenge");
  EXPECT_EQ(b->choice.kind, ChoiceKind::Respond);  // no choice to make
  EXPECT_EQ(zone(b, taul), Zone::Discard);
  EXPECT_EQ(zone(b, bochra), Zone::InPlay);
}

TEST(R_TIME_12, HonorChallengeNeedsAKlingonWithHonorAndAnOpponentWithTreachery) {
  ScenarioBuilder b = line();
  b.on_planet(0, "Klag");  // Klingon OFFICER without Honor
  b.on_planet(0, "Taul", 1);
  CardId honor = b.hand("Honor Challenge", 0);
  b.act("Attack the opponent's Away Team");
  b.act("Pass");
  EXPECT_FALSE(b.can("Honor Challenge")) << labels(b);
  std::string why = b->why_illegal(make_action(Act::PlayInterrupt, honor, 0));
  EXPECT_NE(why.find("nobody of yours"), std::string::npos) << why;

  ScenarioBuilder c = line();
  c.on_planet(0, "Kargan");
  c.on_planet(0, "Bochra", 1);  // no Treachery
  c.hand("Honor Challenge", 0);
  c.act("Attack the opponent's Away Team");
  c.act("Pass");
  EXPECT_FALSE(c.can("Honor Challenge")) << labels(c);
}

TEST(R_TIME_12, HonorChallengeIsNotPlayedInAShipBattle) {
  ShipBattle t({"Jean-Luc Picard"});
  auto& b = t.b;
  b.hand("Honor Challenge", 0);
  b.act("Attack U.S.S. Galaxy");
  b.act("Pass");
  EXPECT_FALSE(b.can("Honor Challenge")) << labels(b);
}

TEST(D_INT_3, ADefenderWhoKillsWithHonorChallengeRetaliates) {
  ScenarioBuilder b = line();
  b.on_planet(0, "Taul");             // Romulan attackers: Treachery
  b.on_planet(0, "Parem");            // OFFICER, 9
  CardId kargan = b.on_planet(0, "Kargan", 1);  // Klingon defenders with Honor: 9 + 7
  b.on_planet(0, "Gorath", 1);
  b.hand("Honor Challenge", 1);
  b.act("Attack the opponent's Away Team");
  b.act("Play Honor Challenge");  // the defender answers first
  b.pass_window();
  // No "retaliate?" question: the defender is already fighting back (R-BATTLE-9 would forbid the kills otherwise).
  EXPECT_FALSE(b->battle.active);
  EXPECT_TRUE(b.logged("D-INT-3", Ev::Retaliation));
  EXPECT_EQ(b.count_logged(Ev::InterruptKilled), 2);
  EXPECT_EQ(zone(b, kargan), Zone::InPlay);
  EXPECT_TRUE(b.logged("R-BATTLE-4", Ev::AwayBattle));  // nobody left to lead the attack: the attacker loses
}

TEST(R_BATTLE_9, ADefenderWithoutALeaderMayNotKillWithHonorChallenge) {
  ScenarioBuilder b = line();
  b.on_planet(0, "Parem");
  b.on_planet(0, "Gorath", 1);  // SECURITY: no leader, so no retaliation (D-BAT-2)
  b.hand("Honor Challenge", 1);
  b.act("Attack the opponent's Away Team");
  EXPECT_FALSE(b.can("Honor Challenge")) << labels(b);
}

// ----------------------------------------------------------- the agents ----

TEST(R_TIME_12, TheHeuristicPlaysHonorChallengeWhenItKillsAndHidesItsOwnShip) {
  AwayBattle t;
  auto& b = t.b;
  b.hand("Honor Challenge", 0);
  b.act("Attack the opponent's Away Team");
  b.act("Pass");
  HeuristicAgent agent(1);
  auto x = decode(agent.choose(b.state()));
  EXPECT_EQ(x.kind, Act::PlayInterrupt);
  b->apply(make_action(x.kind, x.a, x.b, x.c));
  ASSERT_EQ(b->choice.kind, ChoiceKind::InterruptVictim);
  EXPECT_EQ(decode(agent.choose(b.state())).kind, Act::Choose);

  ShipBattle s({"Jean-Luc Picard", "William T. Riker"});
  s.b.hand("Asteroid Sanctuary", 1);
  s.b.act("Attack U.S.S. Galaxy");
  EXPECT_EQ(decode(agent.choose(s.b.state())).kind, Act::PlayInterrupt);
}

// ------------------------------------------------------------ card files ----

TEST(R_TIME_12, ABadInterruptEntryIsReportedWithFileAndLine) {
  auto dir = std::filesystem::temp_directory_path() / "spaceline-interrupt-tests";
  std::filesystem::create_directories(dir);
  auto p = (dir / "bad.yaml").string();
  std::ofstream(p) << "set: {code: T}\n"
                      "cards:\n"
                      "  - id: T-a\n"
                      "    name: A\n"
                      "    type: interrupt\n"
                      "    text: implemented\n"
                      "    interrupt: {when: away_team_battle_initiated, effect: kill_per_member, killer: {skill: Honor}}\n"
                      "  - id: T-b\n"
                      "    name: B\n"
                      "    type: interrupt\n"
                      "    text: implemented\n"
                      "    interrupt: {when: during_lunch, effect: hide_ship, aboard: \"2 Navigatoin\"}\n"
                      "  - id: T-c\n"
                      "    name: C\n"
                      "    type: interrupt\n"
                      "    text: implemented\n";
  std::string err;
  try {
    CardDb::load_files({p});
  } catch (const CardLoadError& e) {
    err = e.what();
  }
  EXPECT_NE(err.find("bad.yaml:7: kill_per_member needs killer"), std::string::npos) << err;
  EXPECT_NE(err.find("bad.yaml:12:"), std::string::npos) << err;
  EXPECT_NE(err.find("unknown when 'during_lunch'"), std::string::npos) << err;
  EXPECT_NE(err.find("bad requirement in 'aboard'"), std::string::npos) << err;
  EXPECT_NE(err.find("bad.yaml:13: interrupt 'C' says text: implemented but has no 'interrupt:' effect"), std::string::npos) << err;
}

// ----------------------------------------------- Auto-Destruct Sequence ----

TEST(D_INT_5, AutoDestructDestroysTheShipAtTheEndOfYourTurnAndDamagesWeakShipsThere) {
  auto b = line();
  CardId pagh = b.ship(1, "I.K.C. Pagh");  // the ship that explodes
  CardId klag = b.aboard(pagh, "Klag");
  CardId vorn = b.ship(1, "I.K.C. Vorn");  // SHIELDS 6: one's own ships are caught too
  b.aboard(vorn, "Kurak");
  CardId miranda = b.ship(1, "U.S.S. Miranda", 1);  // SHIELDS 5
  CardId galaxy = b.ship(1, "U.S.S. Galaxy", 1);    // SHIELDS 9: unharmed
  CardId far = b.ship(2, "U.S.S. Oberth", 1);       // elsewhere
  CardId ads = b.hand("Auto-Destruct Sequence");
  EXPECT_FALSE(b.can("Play Auto-Destruct Sequence on U.S.S. Miranda")) << "only on your own ship";
  b.act("Play Auto-Destruct Sequence on I.K.C. Pagh");
  EXPECT_EQ(b->cards[ads].host, pagh);
  EXPECT_EQ(zone(b, pagh), Zone::InPlay) << "not before the end of the turn";
  EXPECT_TRUE(b.logged("D-INT-5", Ev::InterruptPlayed));
  b.act("End your turn");
  EXPECT_EQ(zone(b, pagh), Zone::Discard) << b.log_text();
  EXPECT_EQ(zone(b, klag), Zone::Discard);
  EXPECT_EQ(zone(b, ads), Zone::Discard);
  EXPECT_TRUE(b->cards[vorn].has(kDamaged));
  EXPECT_TRUE(b->cards[miranda].has(kDamaged));
  EXPECT_FALSE(b->cards[galaxy].has(kDamaged));
  EXPECT_FALSE(b->cards[far].has(kDamaged));
}

TEST(D_INT_5, AutoDestructIsNotTheCardPlay) {
  ScenarioBuilder b(1, 20, Phase::PlayCard);
  b.mission("Avert Disaster");
  CardId pagh = b.ship(0, "I.K.C. Pagh");
  b.aboard(pagh, "Klag");
  b.hand("Auto-Destruct Sequence");
  // R-PLAY-3: an interrupt does not use the card play, before it or after it.
  b.act("Play Auto-Destruct Sequence on I.K.C. Pagh");
  EXPECT_FALSE(b->players[0].card_played);
  EXPECT_EQ(b->phase, Phase::PlayCard);
  EXPECT_TRUE(b.can("Make no card play")) << labels(b);
}

TEST(D_INT_5, AutoDestructIsNeverPlayedDuringABattle) {
  ShipBattle t({"Jean-Luc Picard"});
  auto& b = t.b;
  b.hand("Auto-Destruct Sequence", 1);
  b.act("Attack U.S.S. Galaxy");
  ASSERT_EQ(b->choice.kind, ChoiceKind::Respond);
  EXPECT_FALSE(b.can("Auto-Destruct")) << labels(b);  // R-TIME-12
}
