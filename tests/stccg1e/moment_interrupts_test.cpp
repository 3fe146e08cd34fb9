// Interrupts that answer a moment rather than a card (D-INT-8..15), the cards
// that act on a whole deck or the match (D-ART-3, D-EVT-21) and Supernova
// (D-EVT-20): the ways into each rule that the card scenarios do not take, and
// their state surviving a save and a load.
#include <gtest/gtest.h>

#include "games/stccg1e/scenario/position.h"
#include "save_checks.h"

using namespace spaceline::stccg1e;

// D-INT-9: a personnel lost in an Away Team battle is "just killed" too, and the
// kill survives a save until the window closes.
TEST(D_INT_9, AKlingonLostInAnAwayTeamBattleMayBeYelledForAfterASaveAndLoad) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int l = b.mission("Fever Emergency");
  b.on_planet(l, "Kurn", 0);
  b.on_planet(l, "Klag", 0);
  CardId worf = b.on_planet(l, "Kargan", 1);  // the Klingon (affiliation, D-INT-2) with Honor who loses
  b.hand("Klingon Death Yell", 1);
  b.act("Attack the opponent's Away Team");
  while (b->choice.kind == ChoiceKind::Respond && b->windows.back().moment == Moment::BattleInitiated) b.pass_window();
  if (b->choice.kind == ChoiceKind::AwayRetaliate) b.act("Do not retaliate");
  // Kurn and Klag outnumber Kargan, who is lost.
  ASSERT_EQ(b->cards[worf].zone, Zone::Discard);
  ASSERT_EQ(b->just_killed, std::vector<CardId>{worf});
  auto back = round_trip(b.state());
  EXPECT_EQ(back.just_killed, std::vector<CardId>{worf});
  EXPECT_TRUE(b.can("Play Klingon Death Yell on Kargan"));
  b.act("Play Klingon Death Yell on Kargan");
  EXPECT_EQ(b->players[1].score, 5);
  EXPECT_TRUE(b->just_killed.empty());
  EXPECT_TRUE(rejected(b.state(), [&](nlohmann::json& j) { j["just_killed"] = {int(b->cards.size())}; }, "just_killed"));
}

// D-INT-9: once the next window after the kill has closed, the death is no longer "just".
TEST(D_INT_9, TheKillIsNoLongerJustOnceItsWindowHasClosed) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int l = b.mission("Fever Emergency");
  b.on_planet(l, "Kurn", 0);
  b.on_planet(l, "Klag", 0);
  b.on_planet(l, "Kargan", 1);
  b.hand("Klingon Death Yell", 1);
  b.act("Attack the opponent's Away Team");
  while (b->choice.kind == ChoiceKind::Respond && b->windows.back().moment == Moment::BattleInitiated) b.pass_window();
  if (b->choice.kind == ChoiceKind::AwayRetaliate) b.act("Do not retaliate");
  ASSERT_EQ(b->choice.kind, ChoiceKind::Respond);  // the window after the battle
  b.pass_window();
  while (b->choice.kind == ChoiceKind::Respond) b.pass_window();
  EXPECT_TRUE(b->just_killed.empty());
  EXPECT_FALSE(b.can("Play Klingon Death Yell"));
}

// D-INT-10: the ship's SHIELDS are read when the countdown ends; a damaged ship
// loses its orbit, and a save in between keeps the countdown.
TEST(D_INT_10, LossOfOrbitalStabilityCountsDownThroughASave) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int l = b.mission("Avert Disaster");
  CardId pi = b.ship(l, "Pi", 1);  // SHIELDS 4: not above 4
  b.aboard(pi, "Tomalak");
  b.hand("Loss of Orbital Stability", 0);
  b.act("Play Loss of Orbital Stability on Pi");
  auto back = round_trip(b.state());
  b.pass_turn();
  EXPECT_EQ(b->cards[pi].zone, Zone::InPlay);
  b.pass_turn();
  EXPECT_EQ(b->cards[pi].zone, Zone::Discard);
  back.apply(back.legal_actions().back());  // end turn 1 in the loaded copy too
  EXPECT_EQ(back.cards[pi].zone, Zone::InPlay);
}

// D-INT-11: the hold keeps a personnel from beaming up, and is saved and checked on load.
TEST(D_INT_11, ABeamHoldSurvivesASaveAndABadOneIsRefused) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int l = b.mission("Avert Disaster");
  CardId ship = b.ship(l, "U.S.S. Galaxy");
  b.aboard(ship, "Jean-Luc Picard");
  CardId riker = b.on_planet(l, "Thomas Riker");
  b->beam_holds.push_back(BeamHold{riker, ship, 1, false});
  b->touch();
  EXPECT_FALSE(b.can("Beam Thomas Riker from the planet"));
  auto back = round_trip(b.state());
  ASSERT_EQ(back.beam_holds.size(), 1u);
  EXPECT_TRUE(rejected(b.state(), [](nlohmann::json& j) { j["beam_holds"][0][2] = 0; }, "zero turns"));
  b.pass_turn();
  b.pass_turn();
  EXPECT_TRUE(b->beam_holds.empty());
}

// D-INT-13: copied skills count for a mission's requirements, and last through a save until the turn ends.
TEST(D_INT_13, MindmeldSkillsCountForRequirementsAndSurviveASave) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int l = b.mission("Avert Disaster");
  CardId ship = b.ship(l, "U.S.S. Galaxy");
  CardId selar = b.aboard(ship, "Dr. Selar");
  CardId thomas = b.aboard(ship, "Thomas Riker");  // Geology
  b.hand("Vulcan Mindmeld", 0);
  b.act("Play Vulcan Mindmeld on Dr. Selar: gains the skills of Thomas Riker");
  const SkillId geology = *parse_skill("Geology");
  EXPECT_EQ(b->skill_halves(selar, geology), 2);
  auto back = round_trip(b.state());
  EXPECT_EQ(back.skill_halves(selar, geology), 2);
  EXPECT_TRUE(rejected(b.state(), [&](nlohmann::json& j) { j["skill_copies"][0][1] = int(ship); }, "skill_copies"));
  (void)thomas;
  b.pass_turn();
  EXPECT_EQ(b->skill_halves(selar, geology), 0);
}

// D-ART-3: a deck being rearranged survives a save; a broken one is refused.
TEST(D_ART_3, ThoughtMakerMidwaySurvivesASave) {
  ScenarioBuilder b(1, 0, Phase::Orders);
  b.mission("Test Mission");
  for (auto n : {"Toq", "Worf", "Kurn", "Klag"}) b.deck_top(n, 1);  // Klag on top
  b.hand("Thought Maker", 0);
  b.act("Play Thought Maker");
  ASSERT_EQ(b->choice.kind, ChoiceKind::ArrangeDeck);
  b.act("Put Toq next from the top");
  auto back = round_trip(b.state());
  EXPECT_EQ(back.arrange_step.placed, 1);
  EXPECT_TRUE(rejected(b.state(), [](nlohmann::json& j) { j["arrange_step"][3] = 99; }, "more cards placed"));
  back.apply(back.legal_actions().back());  // leave the rest
  EXPECT_EQ(back.choice.kind, ChoiceKind::None);
  EXPECT_EQ(back.def(back.players[1].deck.back()).name, "Toq");
}

// D-EVT-21: the opponent may forfeit; the player of the card wins at once.
TEST(D_EVT_21, RaiseTheStakesForfeitEndsTheGame) {
  ScenarioBuilder b(1, 20, Phase::PlayCard);
  b.mission("Test Mission");
  b.hand("Raise the Stakes", 0);
  b.act("Play Raise the Stakes");
  ASSERT_EQ(b->choice.kind, ChoiceKind::Stakes);
  auto back = round_trip(b.state());
  b.act("Forfeit the game");
  EXPECT_TRUE(b->is_terminal());
  EXPECT_EQ(b->winner, 0);
  back.apply(back.legal_actions().back());  // accept in the loaded copy
  EXPECT_FALSE(back.is_terminal());
}

// D-EVT-20: a Supernova in play stops a mission attempt and a beam down, however
// the crew got there, and is read back from a save.
TEST(D_EVT_20, ASupernovaLocationRefusesAttemptsAndBeamingAfterASave) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int l = b.mission("Avert Disaster");
  b.event("Supernova", 1, EventTarget::Mission, l);
  CardId ship = b.ship(l, "U.S.S. Galaxy");
  b.aboard(ship, "Jean-Luc Picard");
  auto back = round_trip(b.state());
  EXPECT_TRUE(back.location_destroyed(l));
  EXPECT_FALSE(b.can("Beam Jean-Luc Picard"));
  EXPECT_FALSE(b.can("Attempt Avert Disaster"));
}

// D-EVT-22: a guess in progress survives a save; a broken one is refused; no guess on an empty hand.
TEST(D_EVT_22, AKidnappersGuessSurvivesASaveAndNeedsACardToPointTo) {
  ScenarioBuilder b(1, 20, Phase::Orders);
  int l = b.mission("Test Mission");
  b.event("Telepathic Alien Kidnappers", 0, EventTarget::Table, 0);
  b.turn(1, Phase::Orders, 2);
  b.hand("Worf", 1);
  b.act("End your turn");
  ASSERT_EQ(b->choice.kind, ChoiceKind::GuessType);
  b.act("Guess: event");
  ASSERT_EQ(b->choice.kind, ChoiceKind::PointHand);
  auto back = round_trip(b.state());
  EXPECT_EQ(back.kidnap_step.type, static_cast<uint8_t>(CardType::Event));
  EXPECT_TRUE(rejected(b.state(), [](nlohmann::json& j) { j["kidnap_step"][1] = 12; }, "not a card type"));
  EXPECT_TRUE(rejected(b.state(), [](nlohmann::json& j) { j["kidnap_step"][0] = 0xFFFF; }, "no card guessing"));
  b.act("Point to card 1 of 1");
  EXPECT_EQ(b->def(b->players[1].hand.front()).name, "Worf");  // a wrong guess: Worf stays
  (void)l;
  // Player 1's own turn ends with no guess, and player 2 with an empty hand is not guessed at.
  ScenarioBuilder e(1, 20, Phase::Orders);
  e.mission("Test Mission");
  e.event("Telepathic Alien Kidnappers", 0, EventTarget::Table, 0);
  e.turn(1, Phase::Orders, 2);
  e.act("End your turn");
  EXPECT_NE(e->choice.kind, ChoiceKind::GuessType);
}
