// The seed's named cards with their own mechanisms (docs/stccg2e/rules.md §1): Tajor and The
// Pillage of Bajor (R2-2), Karyn Archer and the Temporal Flux Energy Ribbon (R2-4, D-2E-29),
// Ancient Grudge (R2-7, D-2E-27), To Rule In Hell (R2-8); the Playing a Card sequence beyond
// personnel (R2-9, D-2E-26, D-2E-28); what is refused as not implemented (D-2E-30). The scenario
// files of tests/stccg2e/scenarios play the seed's examples; these tests reach the same rules by
// play, by a position set up here, and from a save made in the middle.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/card_files.h"
#include "helpers.h"

using namespace spaceline::stccg2e;
using namespace spaceline::stccg2e::test;
using spaceline::game_data_dir;

namespace {

std::string test_deck(const std::string& name) { return game_data_dir("stccg2e") + "/../../tests/stccg2e/decks/" + name; }

std::unique_ptr<S2State> reloaded(const S2State& s) { return state_from_json(s.to_json(), CardLibrary::bundled()); }

void empty_hand(S2State& s, int p) {
  for (Card c : std::vector<Card>(s.seats[p].hand)) to_deck_top(s, c);
}

}  // namespace

// R2-2: Tajor's "may" is a choice; declined, he is discarded like any card.
TEST(SeedRules, R2_2_TajorMayBePlacedAtCardassiaPrimeOrDiscarded) {
  for (bool place : {true, false}) {
    auto s = game_of("occupation", "federation", 3);
    const Card pillage = card(*s, 0, "The Pillage of Bajor");
    const Card tajor = card(*s, 0, "Tajor");
    to_hand(*s, pillage);
    to_deck_top(*s, tajor);
    s->apply(find_action(*s, Act::PlayCard, pillage));
    EXPECT_EQ(s->seats[0].deck.back(), tajor) << "still the top card while examined";
    s->apply(find_action(*s, Act::OpChoice, tajor, place ? 2 : 1));
    EXPECT_EQ(s->cards[tajor].zone, place ? Zone::Table : Zone::Discard);
    if (place) {
      EXPECT_EQ(s->cards[tajor].slot, s->seats[0].hq);
    }
  }
}

// R2-2: only at the headquarters his text names; Vekma's "place it at your headquarters" is not a choice.
TEST(SeedRules, R2_2_TajorIsPlacedOnlyAtTheHeadquartersHisTextNames) {
  auto s = game_of("occupation", "federation", 3);
  const Card tajor = card(*s, 0, "Tajor");
  const Card pillage = card(*s, 0, "The Pillage of Bajor");
  to_hand(*s, pillage);
  to_deck_top(*s, tajor);
  s->seats[0].hq = s->seats[1].hq;  // pretend P1's headquarters is Earth: Tajor names Cardassia Prime
  s->apply(find_action(*s, Act::PlayCard, pillage));
  EXPECT_THROW(find_action(*s, Act::OpChoice, tajor, 2), std::runtime_error);
  s->apply(find_action(*s, Act::OpChoice, tajor, 1));
  EXPECT_EQ(s->cards[tajor].zone, Zone::Discard);
}

// R2-4: Karyn Archer's ability reaches the [SF] personnel in play when it fires, and no later one.
TEST(SeedRules, R2_4_KarynArchersAbilityReachesOnlyTheStarfleetPersonnelInPlayThen) {
  auto s = game_of(test_deck("starfleet_sf.deck"), "occupation", 4);
  const uint16_t earth = s->seats[0].hq;
  const Card karyn = card(*s, 0, "Karyn Archer"), jory = card(*s, 0, "Jory Hale"), rixx = card(*s, 0, "Rixx");
  const Card gannet = card(*s, 0, "Gannet Brooks");
  for (Card c : {karyn, jory, rixx}) to_table(*s, c, earth);
  rules::remove_from_game(*s, karyn);
  EXPECT_EQ(s->cards[karyn].zone, Zone::Removed);
  EXPECT_EQ(s->seats[0].removed, std::vector<Card>{karyn});
  EXPECT_EQ(s->cards[jory].bonus, 2);
  EXPECT_EQ(s->cards[rixx].bonus, 0) << "Rixx has no [SF] icon";
  to_hand(*s, gannet);
  s->apply(find_action(*s, Act::PlayCard, gannet, earth));
  EXPECT_EQ(s->cards[gannet].bonus, 0) << "not in play when the ability fired (R2-4)";
}

// D-2E-29: the Ribbon stays on the mission, fires at the start of a turn of the player with
// personnel there (not the other's), then is overcome beneath the mission; also from a save.
TEST(GameRules, D_2E_29_TheRibbonStaysOnTheMissionAndFiresAtTheStartOfTheTurn) {
  auto s = game_of(test_deck("starfleet_sf.deck"), "occupation", 4);
  const uint16_t at = slot_of(*s, "Sector 97");
  const Card ship = card(*s, 0, "U.S.S. Galaxy"), karyn = card(*s, 0, "Karyn Archer"), jory = card(*s, 0, "Jory Hale");
  const Card ribbon = card(*s, 1, "Temporal Flux Energy Ribbon");
  to_table(*s, ship, at);
  to_table(*s, karyn, at, ship);
  to_table(*s, jory, at, ship);
  lift(*s, ribbon);
  s->seats[1].dilemmas.push_back(ribbon);
  s->cards[ribbon].zone = Zone::DilemmaPile;
  s->phase = Phase::Orders;
  s->apply(find_action(*s, Act::Attempt, at, ship));
  s->apply(find_action(*s, Act::ChooseDilemma, ribbon));
  s->apply(find_action(*s, Act::StackDone));
  EXPECT_EQ(s->cards[ribbon].zone, Zone::OnMission);
  EXPECT_TRUE(s->line[at].beneath.empty());
  s->apply(find_action(*s, Act::EndOrders));
  while (s->pending == Pending::DiscardDown) s->apply(s->legal_actions().front());
  ASSERT_EQ(s->active, 1);
  EXPECT_EQ(s->pending, Pending::None) << "P2 commands no personnel there";
  s->apply(find_action(*s, Act::EndPlay));
  s->apply(find_action(*s, Act::EndOrders));
  while (s->pending == Pending::DiscardDown) s->apply(s->legal_actions().front());
  ASSERT_EQ(s->active, 0);
  ASSERT_EQ(s->pending, Pending::OpChoice);
  auto loaded = reloaded(*s);
  for (S2State* x : {s.get(), loaded.get()}) {
    EXPECT_EQ(x->legal_actions().size(), 2u) << "one choice per personnel there";
    x->apply(find_action(*x, Act::OpChoice, jory));
    EXPECT_EQ(x->cards[jory].zone, Zone::Removed);
    EXPECT_EQ(x->cards[ribbon].zone, Zone::Beneath);
    EXPECT_EQ(x->line[at].beneath, std::vector<Card>{ribbon});
    EXPECT_EQ(x->pending, Pending::None);
    EXPECT_EQ(x->phase, Phase::Play);
  }
}

namespace {
// P1 (federation) about to play Rally the Crew with Rixx at Earth; P2 (cardassian) holds Ancient Grudge.
struct Grudge {
  std::unique_ptr<S2State> s = game_of("federation", "occupation", 2);
  Card rally = card(*s, 0, "Rally the Crew");
  Card rixx = card(*s, 0, "Rixx");
  Card grudge = card(*s, 1, "Ancient Grudge");
  explicit Grudge(int in_discard) {
    to_hand(*s, rally);
    to_table(*s, rixx, s->seats[0].hq);
    empty_hand(*s, 1);
    to_hand(*s, grudge);
    for (Card c : std::vector<Card>(s->seats[1].discard)) to_deck_top(*s, c);
    for (const char* n : {"Emok", "Megar"})
      if (in_discard-- > 0) {
        const Card c = card(*s, 1, n);
        lift(*s, c);
        s->seats[1].discard.push_back(c);
        s->cards[c].zone = Zone::Discard;
      }
    s->apply(find_action(*s, Act::PlayCard, rally));
  }
};
}  // namespace

// R2-7: with too few personnel in the Grudge player's discard pile its cost is not paid and the
// event resolves; also from a save made while the window is open.
TEST(SeedRules, R2_7_AncientGrudgeWithAnEmptyDiscardPileDoesNotPreventTheEvent) {
  Grudge t(0);
  ASSERT_EQ(t.s->pending, Pending::Respond);
  EXPECT_EQ(t.s->decider, 1);
  auto loaded = reloaded(*t.s);
  for (S2State* s : {t.s.get(), loaded.get()}) {
    s->apply(find_action(*s, Act::Respond, t.grudge, 1));
    EXPECT_TRUE(logged(*s, LogKind::CostUnpaid));
    EXPECT_FALSE(logged(*s, LogKind::Prevented));
    EXPECT_EQ(s->cards[t.rixx].bonus, 2) << "Rally the Crew resolved";
    EXPECT_EQ(s->cards[t.grudge].zone, Zone::Discard);
    EXPECT_EQ(s->cards[t.rally].zone, Zone::Discard);
    EXPECT_FALSE(s->window.active);
    EXPECT_TRUE(s->playing.empty());
    EXPECT_EQ(s->decider, 0) << "back to P1's play segment";
  }
}

// R2-7: paid (the event's player chooses which two), the cost lets the prevention happen.
TEST(SeedRules, R2_7_AncientGrudgeWhoseCostIsPaidPreventsTheEvent) {
  Grudge t(2);
  t.s->apply(find_action(*t.s, Act::Respond, t.grudge, 1));
  ASSERT_EQ(t.s->pending, Pending::OpChoice);
  EXPECT_EQ(t.s->decider, 0) << "the opponent of the Grudge's player chooses";
  t.s->apply(t.s->legal_actions().front());
  t.s->apply(t.s->legal_actions().front());
  EXPECT_EQ(t.s->seats[1].removed.size(), 2u);
  EXPECT_TRUE(logged(*t.s, LogKind::Prevented));
  EXPECT_EQ(t.s->cards[t.rixx].bonus, 0) << "Rally the Crew did not resolve";
  EXPECT_EQ(t.s->cards[t.rally].zone, Zone::Discard);
  EXPECT_EQ(t.s->pending, Pending::None);
}

// D-2E-26, D-2E-27: the window may be declined; it opens because P2's deck holds a Grudge, not its
// hand (an empty hand gets the same window, so opening it reveals nothing); the Grudge is never
// played on its own.
TEST(GameRules, D_2E_26_D_2E_27_AnEventsResponseWindowMayBeDeclinedAndDoesNotRevealTheHand) {
  Grudge t(2);
  t.s->apply(find_action(*t.s, Act::Respond, kNone, 0));
  EXPECT_EQ(t.s->cards[t.rixx].bonus, 2);
  EXPECT_EQ(t.s->cards[t.grudge].zone, Zone::Hand);
  EXPECT_TRUE(logged(*t.s, LogKind::Declines));
  auto s = game_of("federation", "occupation", 2);
  empty_hand(*s, 1);
  const Card rally = card(*s, 0, "Rally the Crew");
  to_hand(*s, rally);
  s->apply(find_action(*s, Act::PlayCard, rally));
  ASSERT_EQ(s->pending, Pending::Respond);
  EXPECT_EQ(s->legal_actions().size(), 1u) << "only letting it resolve";
  auto own = game_of("occupation", "federation", 2);
  const Card grudge = card(*own, 0, "Ancient Grudge");
  to_hand(*own, grudge);
  EXPECT_NE(rules::why_not_play(*own, grudge).find("D-2E-27"), std::string::npos);
}

// D-2E-26: a save whose response is pending with no window open is refused, naming the field.
TEST(GameRules, D_2E_26_ASaveWithAPendingResponseAndNoWindowIsRefused) {
  Grudge t(0);
  auto j = t.s->to_json();
  j.erase("window");
  try {
    state_from_json(j, CardLibrary::bundled());
    ADD_FAILURE() << "loaded";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("window"), std::string::npos) << e.what();
  }
}

namespace {
struct Council {
  std::unique_ptr<S2State> s = game_of(test_deck("klingon_council.deck"), "federation", 5);
  Card summons = card(*s, 0, "Summons to the Hall");
  Card alexander = card(*s, 0, "Alexander Rozhenko");
  Card guidance = card(*s, 0, "Guidance of the Council");
  Card korvath = card(*s, 0, "Korvath");
  Council() {
    empty_hand(*s, 0);
    for (Card c : {summons, alexander, guidance, korvath}) to_hand(*s, c);
  }
};
}  // namespace

// R2-9, D-2E-26: a response in step 9 is offered and may be declined.
TEST(SeedRules, R2_9_AResponseInStepNineMayBeDeclined) {
  Council t;
  to_core(*t.s, t.guidance);
  const size_t hand = t.s->seats[0].hand.size();
  t.s->apply(find_action(*t.s, Act::PlayCard, t.korvath, t.s->seats[0].hq));
  ASSERT_EQ(t.s->pending, Pending::Respond);
  t.s->apply(find_action(*t.s, Act::Respond, t.guidance, 0));
  EXPECT_EQ(t.s->seats[0].hand.size(), hand - 1) << "declined: nothing drawn";
  EXPECT_EQ(t.s->pending, Pending::None);
  EXPECT_TRUE(t.s->playing.empty());
}

// R2-9, D-2E-28: an event's "when you play" text plays a personnel with text of its own; that
// personnel's whole sequence (its own nested Guidance included) runs before the event goes on,
// and Guidance responds to neither; also from a save in the middle of the nest.
TEST(SeedRules, R2_9_AnEventsWhenYouPlayTextPlaysACardWhoseOwnSequenceEndsFirst) {
  Council t;
  t.s->apply(find_action(*t.s, Act::PlayCard, t.summons));
  t.s->apply(find_action(*t.s, Act::OpChoice, t.alexander, 1 + t.s->seats[0].hq));
  ASSERT_EQ(t.s->pending, Pending::OpChoice) << "Alexander's own text asks";
  EXPECT_EQ(t.s->outer.size(), 1u) << "the event's text waits";
  EXPECT_EQ(t.s->outer.front().card, t.summons);
  EXPECT_EQ(t.s->playing, (std::vector<Card>{t.summons, t.alexander}));
  auto loaded = reloaded(*t.s);
  for (S2State* s : {t.s.get(), loaded.get()}) {
    const size_t hand = s->seats[0].hand.size();
    s->apply(find_action(*s, Act::OpChoice, t.guidance, 1));
    EXPECT_EQ(s->cards[t.guidance].zone, Zone::Core);
    EXPECT_FALSE(logged(*s, LogKind::Responds)) << "Guidance may respond to neither";
    EXPECT_EQ(s->seats[0].hand.size(), hand - 1 + 1) << "Guidance played, then the event's draw";
    EXPECT_EQ(s->cards[t.summons].zone, Zone::Discard);
    EXPECT_TRUE(s->outer.empty());
    EXPECT_TRUE(s->playing.empty());
    EXPECT_EQ(s->pending, Pending::None);
    s->apply(find_action(*s, Act::PlayCard, t.korvath, s->seats[0].hq));
    EXPECT_EQ(s->pending, Pending::Respond) << "now Guidance may respond to the next Klingon";
  }
}

// R2-9: a save whose waiting outer text names no card, or an op beyond its card's text, is refused
// naming the field.
TEST(SeedRules, R2_9_ASaveWithABadOuterTextIsRefused) {
  Council t;
  t.s->apply(find_action(*t.s, Act::PlayCard, t.summons));
  t.s->apply(find_action(*t.s, Act::OpChoice, t.alexander, 1 + t.s->seats[0].hq));
  ASSERT_EQ(t.s->outer.size(), 1u);
  for (const char* bad : {"card", "op"}) {
    auto j = t.s->to_json();
    j["outer"][0][bad] = 60000;
    try {
      state_from_json(j, CardLibrary::bundled());
      ADD_FAILURE() << "loaded with a bad " << bad;
    } catch (const std::invalid_argument& e) {
      EXPECT_NE(std::string(e.what()).find("outer"), std::string::npos) << e.what();
    }
  }
}

// R2-8: To Rule In Hell's completed mission stands in for the headquarters when a personnel is
// played from hand, and never for text that asks for a real headquarters mission.
TEST(SeedRules, R2_8_ToRuleInHellLetsAPersonnelBePlayedAtACompletedMission) {
  auto s = game_of("occupation", "federation", 4);
  const uint16_t parsion = slot_of(*s, "Parsion III");
  const Card emok = card(*s, 0, "Emok");
  to_hand(*s, emok);
  EXPECT_THROW(find_action(*s, Act::PlayCard, emok, parsion), std::runtime_error);
  to_core(*s, card(*s, 0, "To Rule In Hell"));
  EXPECT_THROW(find_action(*s, Act::PlayCard, emok, parsion), std::runtime_error) << "not completed yet";
  s->line[parsion].completed_by = 0;
  EXPECT_EQ(rules::play_places(*s, emok, true), std::vector<uint16_t>{s->seats[0].hq});
  s->apply(find_action(*s, Act::PlayCard, emok, parsion));
  EXPECT_EQ(s->cards[emok].zone, Zone::Table);
  EXPECT_EQ(s->cards[emok].slot, parsion);
  const Card rixx = card(*s, 1, "Rixx");
  const auto places = rules::play_places(*s, rixx, false);
  EXPECT_EQ(std::find(places.begin(), places.end(), parsion), places.end()) << "only its player's stand-in";
}

// D-2E-30: what the engine does not play yet is refused when the cards load, by name. (Equipment's
// text is played since D-2E-31: equipment_test.cpp.)
TEST(GameRules, D_2E_30_InfiltratorsAndCombatAreRefusedAsNotImplemented) {
  const std::string infiltrator =
      "- id: X2\n  name: Spy\n  type: personnel\n  affiliation: romulan\n  cost: 1\n  icons: [infiltrator]\n  species: r\n"
      "  skills: [Security]\n  attributes: [5, 5, 5]\n";
  const std::string combat =
      "- id: X3\n  name: Brawler\n  type: personnel\n  affiliation: klingon\n  cost: 1\n  icons: [combat]\n  species: k\n"
      "  skills: [Security]\n  attributes: [5, 5, 5]\n";
  for (const std::string& text : {infiltrator, combat}) {
    try {
      CardLibrary::load_text(text, "x.yaml");
      ADD_FAILURE() << "loaded " << text;
    } catch (const std::runtime_error& e) {
      EXPECT_NE(std::string(e.what()).find("not implemented yet (D-2E-30)"), std::string::npos) << e.what();
      EXPECT_NE(std::string(e.what()).find("x.yaml:"), std::string::npos) << e.what();
    }
  }
}
