// The seed's Second Edition rulings, one test or more per id (docs/stccg2e/rules.md §1).
#include <gtest/gtest.h>

#include <algorithm>

#include "core/card_files.h"
#include "games/stccg2e/cards/requirements.h"
#include "helpers.h"

using namespace spaceline;
using namespace spaceline::stccg2e;
using namespace spaceline::stccg2e::test;

// R2-1
TEST(SeedRules, R2_1_ANamedNumberIsZeroOrAPositiveWholeNumber) {
  auto s = game();
  const Card wager = card(*s, 1, "Calculated Wager");  // P2's card: make P2 active
  s->active = 1, s->decider = 1, s->seats[1].counters = kCounters;
  to_hand(*s, wager);
  s->apply(find_action(*s, Act::PlayCard, wager));
  ASSERT_EQ(s->pending, Pending::OpChoice);
  std::vector<int> named;
  for (Action a : s->legal_actions()) named.push_back(act_a(a));
  EXPECT_EQ(named.front(), 0);
  EXPECT_TRUE(std::all_of(named.begin(), named.end(), [](int n) { return n >= 0 && n <= 9; }));
  EXPECT_THROW(s->apply(s->parse_key("choose:-1:0")), std::invalid_argument);
  // Naming the top card's cost draws two.
  const Card top = s->seats[1].deck.back();
  const size_t hand = s->seats[1].hand.size();
  s->apply(find_action(*s, Act::OpChoice, s->def(top).cost));
  EXPECT_EQ(s->seats[1].hand.size(), hand + 2);
  EXPECT_TRUE(logged(*s, LogKind::NameNumber));
}

// R2-2
TEST(SeedRules, R2_2_ExaminedCardsStayOnTopAndADiscardFromThereIsFromTheTopOfTheDeck) {
  auto s = game();
  const Card sweep = card(*s, 0, "Archive Sweep");
  to_hand(*s, sweep);
  const auto before = s->seats[0].deck;
  s->apply(find_action(*s, Act::PlayCard, sweep));
  ASSERT_EQ(s->pending, Pending::OpChoice);
  EXPECT_EQ(s->seats[0].deck, before) << "examining moves nothing (R2-2)";
  ASSERT_EQ(s->res.examined.size(), 3u);
  EXPECT_EQ(s->res.examined.front(), before.back());
  const Card first = s->res.examined.front();
  s->apply(find_action(*s, Act::OpChoice, first, 1));
  EXPECT_EQ(s->cards[first].zone, Zone::Discard);
  EXPECT_EQ(s->seats[0].deck.size(), before.size() - 1);
  EXPECT_TRUE(logged(*s, LogKind::DiscardTop));
  s->apply(find_action(*s, Act::OpChoice, kNone, 0));
  EXPECT_FALSE(s->res.active);
}

// R2-2
TEST(SeedRules, R2_2_APersonnelDiscardedFromTheTopAfterExaminingIsPlacedAtHeadquarters) {
  auto s = game();
  // Give P1 a Vekma-like card: P2's Vekma moved to P1's deck top is still owned by P2, so test with
  // P2 examining its own deck through P1's Archive Sweep owned by... keep it simple: P2 active.
  s->active = 1, s->decider = 1, s->seats[1].counters = kCounters;
  const Card vekma = card(*s, 1, "Vekma");
  to_deck_top(*s, vekma);
  // An Archive Sweep for P2: none in the Klingon deck, so start its text directly for P2.
  const Card sweep = card(*s, 0, "Archive Sweep");
  lift(*s, sweep);
  s->cards[sweep].zone = Zone::Core;
  rules::start_text(*s, sweep, 1, 0);
  ASSERT_EQ(s->pending, Pending::OpChoice);
  EXPECT_EQ(s->seats[1].deck.back(), vekma) << "still the top card while examined";
  s->apply(find_action(*s, Act::OpChoice, vekma, 1));
  EXPECT_EQ(s->cards[vekma].zone, Zone::Table);
  EXPECT_EQ(s->cards[vekma].slot, s->seats[1].hq);
  EXPECT_TRUE(logged(*s, LogKind::PlacedAtHq));
}

namespace {
// P1's crew of six aboard a ship at a space mission, P2's Becalmed the only dilemma drawn.
std::unique_ptr<S2State> becalmed_attempt(bool with_set_up) {
  auto s = game();
  const uint16_t at = slot_of(*s, "Sector 97");
  const Card ship = card(*s, 0, "U.S.S. Galaxy");
  to_table(*s, ship, at);
  for (const char* n : {"Rixx", "Davies", "Lopez", "Van Orton", "Daniel Kwan", "Rabal"}) to_table(*s, card(*s, 0, n), at, ship);
  const Card becalmed = card(*s, 1, "Becalmed");
  to_deck_top(*s, becalmed);  // lift from the dilemma pile...
  lift(*s, becalmed);
  s->seats[1].dilemmas = {becalmed};
  s->cards[becalmed].zone = Zone::DilemmaPile;
  if (with_set_up) {
    const Card su = card(*s, 1, "Set Up");
    lift(*s, su);
    s->seats[1].core.push_back(su);
    s->cards[su].zone = Zone::Core;
    s->reveal(su);
  }
  s->phase = Phase::Orders;
  s->apply(find_action(*s, Act::Attempt, at, ship));
  s->apply(find_action(*s, Act::ChooseDilemma, becalmed));
  s->apply(find_action(*s, Act::StackDone));
  return s;
}
}  // namespace

// R2-3
TEST(SeedRules, R2_3_SetUpChoosesOneFromTheWholeGroupThenTheRestAreSelectedAtOnce) {
  auto s = becalmed_attempt(true);
  ASSERT_EQ(s->pending, Pending::OpChoice);
  ASSERT_EQ(s->decider, 1) << "Set Up's player decides before anything is selected";
  EXPECT_EQ(s->attempt.group.size(), 6u) << "no personnel selected yet";
  const Card chosen = s->attempt.group.back();
  const Card su = s->seats[1].core.front();
  s->apply(find_action(*s, Act::OpChoice, su, chosen));
  EXPECT_TRUE(s->cards[chosen].stopped);
  EXPECT_EQ(s->cards[su].zone, Zone::Discard) << "destroyed to pay its cost";
  const auto selections = std::count_if(s->log.begin(), s->log.end(), [](const LogEntry& e) { return e.kind == LogKind::RandomSelect; });
  EXPECT_EQ(selections, 1) << "one action";
  const auto it = std::find_if(s->log.begin(), s->log.end(), [](const LogEntry& e) { return e.kind == LogKind::RandomSelect; });
  EXPECT_EQ(it->cards.size(), 3u);
  EXPECT_EQ(it->cards.front(), chosen);
  EXPECT_EQ(std::count_if(it->cards.begin(), it->cards.end(), [&](Card c) { return s->cards[c].stopped; }), 3);
}

// R2-3
TEST(SeedRules, R2_3_WithoutSetUpThreePersonnelAreSelectedInOneAction) {
  auto s = becalmed_attempt(false);
  EXPECT_EQ(s->pending, Pending::None);
  const auto n = std::count_if(s->log.begin(), s->log.end(), [](const LogEntry& e) { return e.kind == LogKind::RandomSelect; });
  EXPECT_EQ(n, 1);
  int stopped = 0;
  for (Card c = 0; c < s->ncards(); ++c) stopped += s->cards[c].stopped ? 1 : 0;
  EXPECT_GE(stopped, 3);
}

// R2-4
TEST(SeedRules, R2_4_ABroadcastBonusReachesOnlyPersonnelInPlayWhenItResolves) {
  auto s = game();
  const uint16_t hq = s->seats[0].hq;
  const Card rixx = card(*s, 0, "Rixx");
  to_table(*s, rixx, hq);
  const Card rally = card(*s, 0, "Rally the Crew");
  to_hand(*s, rally);
  s->apply(find_action(*s, Act::PlayCard, rally));
  EXPECT_EQ(rules::attribute(*s, rixx, 1), s->def(rixx).attributes[1] + 2);
  const Card davies = card(*s, 0, "Davies");
  to_hand(*s, davies);
  s->apply(find_action(*s, Act::PlayCard, davies));
  EXPECT_EQ(s->cards[davies].zone, Zone::Table);
  EXPECT_EQ(rules::attribute(*s, davies, 1), s->def(davies).attributes[1]) << "played later: no bonus";
}

// R2-5
TEST(SeedRules, R2_5_AMissionAskingForDifferentSkillsNamesNoSkillAndAnAddedSkillNeedsItsOwnCopy) {
  const auto alts = parse_requirements("4 different skills");
  ASSERT_EQ(alts.size(), 1u);
  EXPECT_FALSE(names_skill(alts, "Acquisition"));
  EXPECT_FALSE(names_skill(alts, "Biology"));
  auto with_cargo = alts;
  with_cargo.front().skills.emplace_back("Acquisition", 1);  // Cargo Run added
  GroupSkills four{{{"Acquisition", 1}, {"Biology", 1}, {"Law", 1}, {"Physics", 1}}, {0, 0, 0}};
  EXPECT_TRUE(meets_any(alts, four));
  EXPECT_FALSE(meets_any(with_cargo, four)) << "one Acquisition cannot be one of the four and Cargo Run's too";
  GroupSkills two_acq = four;
  two_acq.skills[0].second = 2;
  EXPECT_TRUE(meets_any(with_cargo, two_acq));
  GroupSkills five{{{"Acquisition", 1}, {"Biology", 1}, {"Law", 1}, {"Physics", 1}, {"Honor", 1}}, {0, 0, 0}};
  EXPECT_TRUE(meets_any(with_cargo, five)) << "or the four come from other skills";
}

// R2-5
TEST(SeedRules, R2_5_CargoRunAddsItsSkillBesideThePrintedRequirements) {
  auto s = game();
  const uint16_t at = slot_of(*s, "Beta Lankal");
  const Card cargo = card(*s, 0, "Cargo Run");
  to_hand(*s, cargo);
  s->apply(find_action(*s, Act::PlayCard, cargo, at));
  ASSERT_EQ(s->line[at].added, std::vector<std::string>{"Acquisition"});
  for (const auto& r : rules::requirements_of(*s, at)) EXPECT_EQ(r.skills.back().first, "Acquisition");
}

// R2-6
TEST(SeedRules, R2_6_RippleEffectCountsACompletedMissionWithoutPointsAndFollowsItsType) {
  auto s = game();
  const uint16_t at = slot_of(*s, "Beta Lankal");
  s->line[at].completed_by = 0;
  s->seats[0].score = 30;
  EXPECT_EQ(rules::completed_count(*s, 0, Where::Planet), 1);
  const Card ripple = card(*s, 0, "Ripple Effect");
  to_hand(*s, ripple);
  s->apply(find_action(*s, Act::PlayCard, ripple, at));
  EXPECT_EQ(rules::completed_count(*s, 0, Where::Planet), 2);
  EXPECT_EQ(s->seats[0].score, 30) << "no points";
  s->line[at].completed_by = -1;  // the mission becomes incomplete
  EXPECT_EQ(rules::completed_count(*s, 0, Where::Planet), 1) << "Ripple Effect still counts";
  EXPECT_EQ(s->seats[0].score, 30) << "the points stay";
  s->line[at].where = Where::Space;  // the mission changes type
  EXPECT_EQ(rules::completed_count(*s, 0, Where::Space), 1);
  EXPECT_EQ(rules::completed_count(*s, 0, Where::Planet), 0);
}

// R2-6
TEST(SeedRules, R2_6_UncompletingAMissionKeepsItsPoints) {
  auto s = game();
  s->active = 1, s->decider = 1, s->seats[1].counters = kCounters;
  const uint16_t at = slot_of(*s, "Beta Lankal");
  s->line[at].completed_by = 0;
  s->seats[0].score = 30;
  const Card undo = card(*s, 1, "Temporal Undoing");
  to_hand(*s, undo);
  s->apply(find_action(*s, Act::PlayCard, undo, at));
  EXPECT_EQ(s->line[at].completed_by, -1);
  EXPECT_EQ(s->seats[0].score, 30);
}

// R2-7
TEST(SeedRules, R2_7_ACostThatCannotBePaidStopsTheEffect) {
  auto s = game();
  s->active = 1, s->decider = 1, s->seats[1].counters = kCounters;
  s->seats[1].discard.clear();
  const Card debts = card(*s, 1, "Old Debts Repaid");
  to_hand(*s, debts);
  const size_t hand = s->seats[1].hand.size();
  s->apply(find_action(*s, Act::PlayCard, debts));
  EXPECT_TRUE(logged(*s, LogKind::CostUnpaid));
  EXPECT_EQ(s->seats[1].hand.size(), hand - 1) << "no cards drawn";
  EXPECT_EQ(s->cards[debts].zone, Zone::Discard);
}

// R2-7
TEST(SeedRules, R2_7_APaidCostLetsTheEffectHappen) {
  auto s = game();
  s->active = 1, s->decider = 1, s->seats[1].counters = kCounters;
  const Card kroval = card(*s, 1, "Kroval");
  lift(*s, kroval);
  s->seats[1].discard = {kroval};
  s->cards[kroval].zone = Zone::Discard;
  const Card debts = card(*s, 1, "Old Debts Repaid");
  to_hand(*s, debts);
  const size_t hand = s->seats[1].hand.size();
  s->apply(find_action(*s, Act::PlayCard, debts));
  s->apply(find_action(*s, Act::OpChoice, kroval));
  EXPECT_EQ(s->cards[kroval].zone, Zone::Removed);
  EXPECT_EQ(s->seats[1].hand.size(), hand - 1 + 3);
}

// R2-10
TEST(SeedRules, R2_10_WithoutACardThatNamesItNothingBeamsOntoAnotherPlayersShip) {
  auto s = game();
  const uint16_t at = slot_of(*s, "Beta Lankal");
  const Card theirs = card(*s, 1, "Blood Oath Cruiser");
  to_table(*s, theirs, at);
  const Card rixx = card(*s, 0, "Rixx");
  to_table(*s, rixx, at);
  const std::string why = rules::why_not_beam(*s, rixx, theirs);
  EXPECT_NE(why.find("R2-10"), std::string::npos) << why;
  s->phase = Phase::Orders;
  for (Action a : s->legal_actions()) EXPECT_FALSE(act_kind(a) == Act::Beam && act_b(a) == theirs);
}

// R2-8: U.S.S. Voyager at Kurl, Finding Our Way in P1's core (the seed's example, voyager deck).
namespace {
struct VoyagerAtKurl {
  std::unique_ptr<S2State> s = game_of("voyager", "klingon", 4);
  Card voyager = card(*s, 0, "U.S.S. Voyager");
  Card rixx = card(*s, 0, "Rixx");
  uint16_t kurl = slot_of(*s, "Kurl");
  VoyagerAtKurl() { to_table(*s, voyager, kurl); }
  bool offered(Card c, uint16_t place) const {
    for (Action a : s->legal_actions())
      if (act_a(a) == c && act_b(a) == place && (act_kind(a) == Act::PlayCard || act_kind(a) == Act::OpChoice)) return true;
    return false;
  }
};
}  // namespace

// R2-8
TEST(SeedRules, R2_8_FindingOurWayLetsPersonnelBePlayedAboardVoyagerAsIfAHeadquarters) {
  VoyagerAtKurl t;
  to_hand(*t.s, t.rixx);
  const uint16_t aboard = static_cast<uint16_t>(kAboardShip | t.voyager);
  EXPECT_FALSE(t.offered(t.rixx, aboard)) << "without Finding Our Way, Voyager is no place to play personnel";
  to_core(*t.s, card(*t.s, 0, "Finding Our Way"));
  ASSERT_TRUE(t.offered(t.rixx, aboard));
  EXPECT_TRUE(t.offered(t.rixx, t.s->seats[0].hq)) << "the real headquarters stays a place to play";
  t.s->apply(make_action(Act::PlayCard, t.rixx, aboard));
  EXPECT_EQ(t.s->cards[t.rixx].zone, Zone::Table);
  EXPECT_EQ(t.s->cards[t.rixx].aboard, t.voyager);
  EXPECT_EQ(t.s->cards[t.rixx].slot, t.kurl);
}

// R2-8
TEST(SeedRules, R2_8_ANonFederationPersonnelIsNotPlayedAboardVoyager) {
  VoyagerAtKurl t;
  to_core(*t.s, card(*t.s, 0, "Finding Our Way"));
  const Card rabal = card(*t.s, 0, "Rabal");  // non-aligned: Earth takes it, Voyager does not
  to_hand(*t.s, rabal);
  EXPECT_TRUE(t.offered(rabal, t.s->seats[0].hq));
  EXPECT_FALSE(t.offered(rabal, static_cast<uint16_t>(kAboardShip | t.voyager)));
}

// R2-8, also after the game is saved and loaded in the middle of Common Ground's choice.
TEST(SeedRules, R2_8_CommonGroundAsksForARealHeadquartersWornOutWelcomeDoesNot) {
  for (const char* event : {"Common Ground", "Worn-Out Welcome"}) {
    VoyagerAtKurl t;
    to_core(*t.s, card(*t.s, 0, "Finding Our Way"));
    lift(*t.s, t.rixx);
    t.s->seats[0].discard.push_back(t.rixx);
    t.s->cards[t.rixx].zone = Zone::Discard;
    const Card e = card(*t.s, 0, event);
    to_hand(*t.s, e);
    t.s->apply(make_action(Act::PlayCard, e, 0));
    ASSERT_EQ(t.s->pending, Pending::OpChoice) << event;
    const auto loaded = state_from_json(t.s->to_json(), CardLibrary::bundled());
    for (const S2State* s : {t.s.get(), loaded.get()}) {
      std::vector<Action> v;
      s->legal_actions(v);
      const bool aboard = std::any_of(v.begin(), v.end(), [&](Action a) { return act_b(a) == (kAboardShip | t.voyager); });
      const bool earth = std::any_of(v.begin(), v.end(), [&](Action a) { return act_b(a) == s->seats[0].hq; });
      EXPECT_TRUE(earth) << event;
      EXPECT_EQ(aboard, std::string(event) == "Worn-Out Welcome") << event << ": Voyager stands in only for generic text";
    }
  }
}

// R2-9: P1 plays the test deck with Alexander Rozhenko and Guidance of the Council.
namespace {
struct Council {
  // The test deck, found from the game's data folder (tests run from any folder).
  std::unique_ptr<S2State> s = game_of(game_data_dir("stccg2e") + "/../../tests/stccg2e/decks/klingon_council.deck", "federation", 5);
  Card alexander = card(*s, 0, "Alexander Rozhenko");
  Card guidance = card(*s, 0, "Guidance of the Council");
  Card korvath = card(*s, 0, "Korvath");
  Council() {
    for (Card c : std::vector<Card>(s->seats[0].hand)) to_deck_top(*s, c);
    for (Card c : {alexander, guidance, korvath}) to_hand(*s, c);
  }
  Action find(Act kind, int a, int b) const { return find_action(*s, kind, a, b); }
};
}  // namespace

// R2-9
TEST(SeedRules, R2_9_ACardPlayedInAnothersPlayingACardSequenceDoesNotRespondToIt) {
  Council t;
  t.s->apply(t.find(Act::PlayCard, t.alexander, t.s->seats[0].hq));
  ASSERT_EQ(t.s->pending, Pending::OpChoice) << "Alexander's \"when you play\" text asks (step 8)";
  EXPECT_EQ(t.s->playing, std::vector<Card>{t.alexander});
  // Loaded from a save in the middle of the sequence, the game goes on the same way.
  auto loaded = state_from_json(t.s->to_json(), CardLibrary::bundled());
  for (S2State* s : {t.s.get(), loaded.get()}) {
    const size_t hand = s->seats[0].hand.size();
    const int counters = s->seats[0].counters;
    s->apply(find_action(*s, Act::OpChoice, t.guidance, 1));
    EXPECT_EQ(s->cards[t.guidance].zone, Zone::Core);
    EXPECT_EQ(s->seats[0].counters, counters - s->def(t.guidance).cost);
    EXPECT_EQ(s->seats[0].hand.size(), hand - 1) << "Guidance may not respond to Alexander: nothing drawn";
    EXPECT_TRUE(s->playing.empty()) << "both sequences are done";
    EXPECT_EQ(s->pending, Pending::None);
    s->apply(find_action(*s, Act::PlayCard, t.korvath, s->seats[0].hq));
    ASSERT_EQ(s->pending, Pending::Respond) << "Guidance's response is offered (D-2E-26)";
    s->apply(find_action(*s, Act::Respond, t.guidance, 1));
    EXPECT_EQ(s->seats[0].hand.size(), hand - 1) << "Guidance responds to Korvath: one drawn for the one played";
    EXPECT_TRUE(logged(*s, LogKind::Responds));
  }
}

// R2-9
TEST(SeedRules, R2_9_DecliningTheWhenYouPlayAbilityEndsTheSequence) {
  Council t;
  t.s->apply(t.find(Act::PlayCard, t.alexander, t.s->seats[0].hq));
  t.s->apply(t.find(Act::OpChoice, kNone, 0));
  EXPECT_EQ(t.s->cards[t.guidance].zone, Zone::Hand);
  EXPECT_EQ(t.s->cards[t.alexander].zone, Zone::Table);
  EXPECT_TRUE(t.s->playing.empty());
  EXPECT_EQ(t.s->pending, Pending::None);
}

// R2-9: a save whose `playing` names no card is refused, naming the field.
TEST(SeedRules, R2_9_ASaveWithABadPlayingListIsRefused) {
  Council t;
  auto j = t.s->to_json();
  j["playing"] = {60000};
  try {
    state_from_json(j, CardLibrary::bundled());
    ADD_FAILURE() << "loaded";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("playing"), std::string::npos) << e.what();
  }
}

// R2-10: Boarding Transporter Lock (designed) names personnel; P1 (voyager deck) at Kurl with
// P2's Blood Oath Cruiser there.
TEST(SeedRules, R2_10_ACardNamingPersonnelLetsThemBeamAboardAnOpponentsShipAndNothingElse) {
  auto s = game_of("voyager", "klingon", 6);
  const uint16_t kurl = slot_of(*s, "Kurl");
  const Card cruiser = card(*s, 1, "Blood Oath Cruiser");
  to_table(*s, cruiser, kurl);
  const Card korvath = card(*s, 1, "Korvath");
  to_table(*s, korvath, kurl, cruiser);
  const Card rixx = card(*s, 0, "Rixx");  // a command personnel of the other player
  to_table(*s, rixx, kurl);
  s->phase = Phase::Orders;
  const bool staffed_before = rules::staffed(*s, cruiser);
  EXPECT_NE(rules::why_not_beam(*s, rixx, cruiser).find("R2-10"), std::string::npos);
  to_core(*s, card(*s, 0, "Boarding Transporter Lock"));
  EXPECT_EQ(rules::why_not_beam(*s, rixx, cruiser), "");
  const Card kit = card(*s, 0, "Survey Kit");  // an equipment: the Lock does not name it
  to_table(*s, kit, kurl);
  EXPECT_NE(rules::why_not_beam(*s, kit, cruiser).find("names personnel only (R2-10)"), std::string::npos);
  EXPECT_THROW(find_action(*s, Act::Beam, kit, cruiser), std::runtime_error);
  s->apply(find_action(*s, Act::Beam, rixx, cruiser));
  EXPECT_EQ(s->cards[rixx].aboard, cruiser);
  EXPECT_EQ(s->log.back().rule, Rule::R2_10);
  EXPECT_EQ(rules::staffed(*s, cruiser), staffed_before) << "another player's personnel aboard never staffs the ship";
  EXPECT_EQ(rules::attempt_group(*s, 1, kurl, cruiser), std::vector<Card>{korvath}) << "nor attempts with its crew";
  // Back to the surface, the normal order.
  s->apply(find_action(*s, Act::Beam, rixx, kSurface));
  EXPECT_EQ(s->cards[rixx].aboard, kNone);
}
