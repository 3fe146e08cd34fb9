// The Second Edition game around the seed's rulings: decks, the turn and counters, playing at
// headquarters, moving, beaming, attempts and the dilemma stack, completing and victory
// (docs/stccg2e/rules.md §2), one test or more per D-2E id.
#include <gtest/gtest.h>

#include <algorithm>

#include "helpers.h"

using namespace spaceline;
using namespace spaceline::stccg2e;
using namespace spaceline::stccg2e::test;

// D-2E-1, D-2E-2, D-2E-3
TEST(GameRules, D_2E_1_2_3_TheBundledDecksAreLegalAndABadDeckIsRefusedByRule) {
  auto lib = CardLibrary::bundled();
  for (const auto& name : bundled_deck_names()) {
    const Deck d = load_deck(name, *lib, 1);
    EXPECT_TRUE(d.errors.empty()) << name << ": " << (d.errors.empty() ? "" : d.errors.front());
  }
  Deck bad = parse_deck("1 Beta Lankal\n4 Rixx\n", "bad.deck", *lib);
  check_deck_rules(bad, *lib);
  std::string all;
  for (const auto& e : bad.errors) all += e + "\n";
  EXPECT_NE(all.find("1 missions; a deck has exactly 5 (D-2E-1)"), std::string::npos) << all;
  EXPECT_NE(all.find("0 headquarters missions"), std::string::npos) << all;
  EXPECT_NE(all.find("(D-2E-2)"), std::string::npos) << all;
  EXPECT_NE(all.find("4 copies of 'Rixx'; at most 3 (D-2E-3)"), std::string::npos) << all;
  Deck typo = parse_deck("2 Rixxx\n", "typo.deck", *lib);
  ASSERT_EQ(typo.errors.size(), 1u);
  EXPECT_EQ(typo.errors.front(), "typo.deck:1: unknown card 'Rixxx'");
}

// D-2E-4
TEST(GameRules, D_2E_4_SetUpDealsSevenAndLaysTenMissions) {
  auto s = game();
  EXPECT_EQ(s->line.size(), 10u);
  EXPECT_EQ(s->seats[0].hand.size(), static_cast<size_t>(kOpeningHand));
  EXPECT_EQ(s->seats[1].hand.size(), static_cast<size_t>(kOpeningHand));
  EXPECT_TRUE(s->def(s->line[s->seats[0].hq].card).is_headquarters());
}

// D-2E-6
TEST(GameRules, D_2E_6_DrawingCostsOneCounterAndCardsCostTheirCost) {
  auto s = game();
  s->apply(find_action(*s, Act::Draw));
  EXPECT_EQ(s->seats[0].counters, kCounters - 1);
  const Card galaxy = card(*s, 0, "U.S.S. Galaxy");
  to_hand(*s, galaxy);
  s->apply(find_action(*s, Act::PlayCard, galaxy));
  EXPECT_EQ(s->seats[0].counters, kCounters - 1 - 5);
  const Card excelsior = card(*s, 0, "U.S.S. Excelsior");
  to_hand(*s, excelsior);
  EXPECT_EQ(rules::why_not_play(*s, excelsior), "costs 4 and 1 counters are left (D-2E-6)");
}

// D-2E-7
TEST(GameRules, D_2E_7_PersonnelArePlayedOnlyWhereTheirHeadquartersAllows) {
  auto s = game();
  const Card rixx = card(*s, 0, "Rixx");  // [tng]: Earth, Cradle of the Federation plays it
  EXPECT_EQ(rules::headquarters_for(*s, rixx), std::vector<uint16_t>{s->seats[0].hq});
  const Card korvath = card(*s, 1, "Korvath");
  EXPECT_EQ(rules::headquarters_for(*s, korvath), std::vector<uint16_t>{s->seats[1].hq});
}

// D-2E-8
TEST(GameRules, D_2E_8_AUniqueCardIsPlayedOnce) {
  auto s = game();
  to_table(*s, card(*s, 0, "Elizabeth Shelby"), s->seats[0].hq);
  const Card second = card(*s, 0, "Elizabeth Shelby");
  to_hand(*s, second);
  EXPECT_EQ(rules::why_not_play(*s, second), "unique, and a copy is already in play (D-2E-8)");
}

// D-2E-9
TEST(GameRules, D_2E_9_NoCardsArePlayedAfterThePlaySegment) {
  auto s = game();
  s->apply(find_action(*s, Act::EndPlay));
  EXPECT_EQ(s->phase, Phase::Orders);
  for (Action a : s->legal_actions()) EXPECT_NE(act_kind(a), Act::PlayCard);
}

// D-2E-10, D-2E-13
TEST(GameRules, D_2E_10_D_2E_13_AStaffedShipMovesWithinItsRange) {
  auto s = game();
  const uint16_t hq = s->seats[0].hq;
  const Card ship = card(*s, 0, "U.S.S. Excelsior");  // staffing: three staff
  to_table(*s, ship, hq);
  s->phase = Phase::Orders;
  EXPECT_FALSE(rules::staffed(*s, ship));
  for (const char* n : {"Davies", "Lopez", "Rixx"}) to_table(*s, card(*s, 0, n), hq, ship);  // Rixx: command fills staff
  EXPECT_TRUE(rules::staffed(*s, ship));
  const uint16_t to = slot_of(*s, "Beta Lankal");
  const int cost = rules::move_cost(*s, hq, to);
  EXPECT_EQ(cost, s->def(s->line[hq].card).span + s->def(s->line[to].card).span);
  s->apply(find_action(*s, Act::Move, ship, to));
  EXPECT_EQ(s->cards[ship].slot, to);
  EXPECT_EQ(s->range_used[ship], cost);
}

// D-2E-11
TEST(GameRules, D_2E_11_BeamingGoesBetweenAShipAndItsPlanetOnly) {
  auto s = game();
  const uint16_t space = slot_of(*s, "Sector 97");
  const Card ship = card(*s, 0, "U.S.S. Galaxy");
  to_table(*s, ship, space);
  const Card rixx = card(*s, 0, "Rixx");
  to_table(*s, rixx, space, ship);
  EXPECT_EQ(rules::why_not_beam(*s, rixx, kSurface), "a space mission has no surface to beam to (D-2E-11)");
}

namespace {
// P1's crew aboard the Galaxy at Sector 97, and P2's dilemma pile set to `pile` (top last).
std::unique_ptr<S2State> at_sector_97(const std::vector<std::string>& crew, const std::vector<std::string>& pile) {
  auto s = game();
  const uint16_t at = slot_of(*s, "Sector 97");
  const Card ship = card(*s, 0, "U.S.S. Galaxy");
  to_table(*s, ship, at);
  for (const auto& n : crew) to_table(*s, card(*s, 0, n), at, ship);
  std::vector<Card> d;
  for (const auto& n : pile) {
    const Card c = card(*s, 1, n);
    lift(*s, c);
    s->cards[c].zone = Zone::DilemmaPile;
    d.push_back(c);
  }
  for (Card c : s->seats[1].dilemmas) s->cards[c].zone = Zone::Removed;
  s->seats[1].dilemmas = d;
  s->phase = Phase::Orders;
  return s;
}
}  // namespace

// D-2E-14
TEST(GameRules, D_2E_14_TheOpponentDrawsOnePerPersonnelAndStaysWithinTheCost) {
  auto s = at_sector_97({"Rixx", "Davies"}, {"Standoff at the Gate", "Ion Squall", "Crossed Signals"});
  const uint16_t at = slot_of(*s, "Sector 97");
  const Card ship = s->cards[card(*s, 0, "U.S.S. Galaxy")].zone == Zone::Table ? kNone : kNone;
  (void)ship;
  Card galaxy = kNone;
  for (Card c = 0; c < s->ncards(); ++c)
    if (s->cards[c].zone == Zone::Table && s->name(c) == "U.S.S. Galaxy") galaxy = c;
  s->apply(find_action(*s, Act::Attempt, at, galaxy));
  ASSERT_EQ(s->pending, Pending::BuildStack);
  EXPECT_EQ(s->decider, 1);
  EXPECT_EQ(s->attempt.drawn.size(), 2u) << "two personnel: two dilemmas drawn";
  // Both drawn cost 1 each (Crossed Signals, Ion Squall): both fit a budget of 2; Standoff (3) was not drawn.
  s->apply(find_action(*s, Act::ChooseDilemma, s->attempt.drawn.front()));
  s->apply(find_action(*s, Act::ChooseDilemma, s->attempt.drawn.front()));
  EXPECT_EQ(s->attempt.budget, 0);
  EXPECT_EQ(s->legal_actions().size(), 1u) << "only finishing the stack is left";
}

// D-2E-20
TEST(GameRules, D_2E_20_APlanetDilemmaIsNotOfferedAtASpaceMission) {
  auto s = at_sector_97({"Rixx", "Davies", "Lopez"}, {"Rockslide Warning", "Ion Squall"});
  Card galaxy = kNone;
  for (Card c = 0; c < s->ncards(); ++c)
    if (s->cards[c].zone == Zone::Table && s->name(c) == "U.S.S. Galaxy") galaxy = c;
  s->apply(find_action(*s, Act::Attempt, slot_of(*s, "Sector 97"), galaxy));
  for (Action a : s->legal_actions())
    if (act_kind(a) == Act::ChooseDilemma) EXPECT_NE(s->name(act_a(a)), "Rockslide Warning");
}

// D-2E-15, D-2E-16
TEST(GameRules, D_2E_15_D_2E_16_OvercomeDilemmasGoBeneathAndAMetRequirementCompletesAndScores) {
  // Sector 97: Astrometrics, Leadership, Physics, Science, Cunning>34.
  auto s = at_sector_97({"Rixx", "Davies", "Daniel Kwan", "Van Orton", "Delvok", "Rabal", "Lopez"}, {"Hull Breach Alarm"});
  Card galaxy = kNone;
  for (Card c = 0; c < s->ncards(); ++c)
    if (s->cards[c].zone == Zone::Table && s->name(c) == "U.S.S. Galaxy") galaxy = c;
  const uint16_t at = slot_of(*s, "Sector 97");
  s->apply(find_action(*s, Act::Attempt, at, galaxy));
  s->apply(find_action(*s, Act::ChooseDilemma, s->attempt.drawn.front()));
  s->apply(find_action(*s, Act::StackDone));
  EXPECT_FALSE(s->attempt.active);
  EXPECT_EQ(s->line[at].beneath.size(), 1u);
  EXPECT_EQ(s->line[at].completed_by, 0);
  EXPECT_EQ(s->seats[0].score, 35);
  EXPECT_EQ(rules::completed_count(*s, 0, Where::Space), 1);
}

// D-2E-15, D-2E-17
TEST(GameRules, D_2E_15_D_2E_17_WhenEveryoneIsStoppedTheRestOfTheStackIsOvercome) {
  auto s = at_sector_97({"Rixx", "Davies"}, {"Crossed Signals", "Ion Squall"});
  Card galaxy = kNone;
  for (Card c = 0; c < s->ncards(); ++c)
    if (s->cards[c].zone == Zone::Table && s->name(c) == "U.S.S. Galaxy") galaxy = c;
  const uint16_t at = slot_of(*s, "Sector 97");
  s->apply(find_action(*s, Act::Attempt, at, galaxy));
  // Crossed Signals first: it stops both; Ion Squall is then overcome unfaced.
  Card crossed = kNone, squall = kNone;
  for (Card d : s->attempt.drawn) (s->name(d) == "Crossed Signals" ? crossed : squall) = d;
  s->apply(find_action(*s, Act::ChooseDilemma, crossed));
  s->apply(find_action(*s, Act::ChooseDilemma, squall));
  s->apply(find_action(*s, Act::StackDone));
  EXPECT_FALSE(s->attempt.active);
  EXPECT_EQ(s->line[at].beneath.size(), 2u);
  EXPECT_EQ(s->line[at].completed_by, -1);
  EXPECT_FALSE(rules::may_attempt(*s, 0, at, galaxy)) << "stopped personnel cannot attempt (D-2E-17)";
}

// D-2E-18
TEST(GameRules, D_2E_18_TheEndOfTurnDiscardsDownToEightAndUnstops) {
  auto s = game();
  while (s->seats[0].hand.size() < 10) to_hand(*s, s->seats[0].deck.front());
  const Card rixx = card(*s, 0, "Rixx");
  to_table(*s, rixx, s->seats[0].hq);
  s->cards[rixx].stopped = true;
  s->apply(find_action(*s, Act::EndPlay));
  s->apply(find_action(*s, Act::EndOrders));
  ASSERT_EQ(s->pending, Pending::DiscardDown);
  s->apply(s->legal_actions().front());
  s->apply(s->legal_actions().front());
  EXPECT_EQ(s->seats[0].hand.size(), static_cast<size_t>(kHandLimit));
  EXPECT_EQ(s->active, 1);
  EXPECT_FALSE(s->cards[rixx].stopped);
  EXPECT_EQ(s->seats[1].counters, kCounters);
}

// D-2E-19
TEST(GameRules, D_2E_19_HundredPointsWinOnlyWithAPlanetAndASpaceMission) {
  auto s = game();
  s->line[slot_of(*s, "Sector 97")].completed_by = 0;
  s->line[slot_of(*s, "Oneamisu Sector")].completed_by = 0;
  rules::score(*s, 0, 100);
  EXPECT_FALSE(s->over) << "no planet mission completed";
  s->line[slot_of(*s, "Beta Lankal")].completed_by = 0;
  rules::check_victory(*s);
  EXPECT_TRUE(s->over);
  EXPECT_EQ(s->winner, 0);
}

// D-2E-19, R2-6
TEST(GameRules, D_2E_19_R2_6_RippleEffectCountsTowardTheMissionCondition) {
  auto s = game();
  const uint16_t planet = slot_of(*s, "Beta Lankal");
  s->line[planet].completed_by = 0;
  const Card ripple = card(*s, 0, "Ripple Effect");
  to_hand(*s, ripple);
  s->apply(find_action(*s, Act::PlayCard, ripple, planet));
  s->line[planet].where = Where::Space;  // the mission turns space: Ripple Effect follows it
  s->line[planet].completed_by = -1;
  s->line[slot_of(*s, "Ajilon Prime")].completed_by = 0;
  rules::score(*s, 0, 100);
  EXPECT_TRUE(s->over);
}

// D-2E-21
TEST(GameRules, D_2E_21_AnEmptyDrawDeckEndsTheGameAtTheEndOfTheTurn) {
  auto s = game();
  for (Card c : s->seats[0].deck) s->cards[c].zone = Zone::Removed;
  s->seats[0].deck.clear();
  s->seats[0].score = 35;
  const auto legal = s->legal_actions();
  EXPECT_TRUE(std::none_of(legal.begin(), legal.end(), [](Action a) { return act_kind(a) == Act::Draw; }));
  s->apply(find_action(*s, Act::EndPlay));
  s->apply(find_action(*s, Act::EndOrders));
  EXPECT_TRUE(s->over);
  EXPECT_EQ(s->winner, 0);
  EXPECT_EQ(s->end_reason, 2);
}

// D-2E-23
TEST(GameRules, D_2E_23_CardTextTheEngineCannotRunIsRefusedWhenLoading) {
  try {
    CardLibrary::load_text("- id: X1\n  name: Blank\n  type: event\n  cost: 1\n", "x.yaml");
    FAIL() << "loaded";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("x.yaml:1: a event needs 'text' the engine can run (D-2E-23)"), std::string::npos) << e.what();
  }
  try {
    CardLibrary::load_text("- id: X1\n  name: Odd\n  type: event\n  cost: 1\n  text:\n    - teleport: 3\n", "x.yaml");
    FAIL() << "loaded";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("x.yaml:6: unknown op 'teleport'"), std::string::npos) << e.what();
  }
}

// D-2E-24
TEST(GameRules, D_2E_24_AnEventIsDiscardedOrStaysInTheCore) {
  auto s = game();
  const Card rally = card(*s, 0, "Rally the Crew");
  to_hand(*s, rally);
  s->apply(find_action(*s, Act::PlayCard, rally));
  EXPECT_EQ(s->cards[rally].zone, Zone::Discard);
  const Card su = card(*s, 0, "Set Up");
  to_hand(*s, su);
  s->apply(find_action(*s, Act::PlayCard, su));
  EXPECT_EQ(s->cards[su].zone, Zone::Core);
  EXPECT_EQ(s->seats[0].core, std::vector<Card>{su});
}

// D-2E-25
TEST(GameRules, D_2E_25_AKilledPersonnelGoesToItsOwnersDiscardPile) {
  auto s = game();
  const Card rixx = card(*s, 0, "Rixx");
  to_table(*s, rixx, s->seats[0].hq);
  rules::kill(*s, rixx);
  EXPECT_EQ(s->cards[rixx].zone, Zone::Discard);
  EXPECT_EQ(s->seats[0].discard.back(), rixx);
}

// D-2E-12
TEST(GameRules, D_2E_12_HeadquartersCannotBeAttempted) {
  auto s = game();
  to_table(*s, card(*s, 0, "Rixx"), s->seats[0].hq);
  EXPECT_FALSE(rules::may_attempt(*s, 0, s->seats[0].hq, kNone));
}
