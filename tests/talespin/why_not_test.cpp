// "Why can't I?" (GameModule::why_not, rules/why_not.cpp): for the seat that must decide, each play it
// might try that is not legal now, with the reason the rule check itself gives -- S1-4 and D-TS-6
// (cargo waits for a move), S1-6 (one dogfight a turn), D-TS-9 (out of RANGE), D-TS-7 (a full hold),
// D-TS-10/11 (what a dogfight takes), D-TS-20 (an Action with no target) -- and nothing a seat may not
// know (D-TS-21).
#include <cctype>
#include <random>

#include "helpers.h"

#include "games/talespin/module.h"

using namespace tst;

namespace {

const spaceline::GameModule& module() {
  static auto m = spaceline::talespin::make_module();
  return *m;
}

// The reason given for the play labelled exactly `label`; "" when why_not does not list it.
std::string reason(const TsState& s, int seat, const std::string& label) {
  for (const auto& w : module().why_not(s, seat))
    if (w.label == label) return w.reason;
  return "";
}

std::string listing(const TsState& s, int seat) {
  std::string o;
  for (const auto& w : module().why_not(s, seat)) o += "  " + w.label + ": " + w.reason + "\n";
  return o;
}

bool has_text(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

}  // namespace

TEST(WhyNot, CargoInThePlayStepWaitsForAMove) {  // S1-4, D-TS-6
  auto s = game();
  const int p = s->active;
  empty_hand(*s, p);
  to_hand(*s, p, "Crate of Pineapples");
  const std::string why = reason(*s, p, "Play Cargo Crate of Pineapples");
  EXPECT_TRUE(has_text(why, "only as the cargo play after a move (D-TS-6)")) << listing(*s, p);
}

TEST(WhyNot, APilotOrThePlayerOutOfRangeSaysHowFarAndWhichRange) {  // D-TS-9
  auto s = game();
  const int p = s->active, q = 1 - p;
  set_player(*s, p, "Test Idler");  // RANGE 1
  empty_hand(*s, p);
  to_hand(*s, p, "Ruby Flint");     // RANGE 1
  const Card kit = to_hand(*s, p, "Kit Calloway");  // RANGE 4: reaches anywhere on the ring of 8
  s->seats[q].pos = static_cast<uint8_t>((s->seats[p].pos + 3) % 8);
  ASSERT_EQ(s->range_of(p, kNone), 1);
  EXPECT_EQ(reason(*s, p, "Play Pilot Ruby Flint"),
            "no other player within its RANGE 1; P" + std::to_string(q + 1) + " is 3 Locations away, beyond Ruby Flint's RANGE 1 (D-TS-9)")
      << listing(*s, p);
  EXPECT_EQ(reason(*s, p, "Dogfight P" + std::to_string(q + 1) + " with your Player"),
            "P" + std::to_string(q + 1) + " is 3 Locations away, beyond your Player's RANGE 1 (D-TS-9)")
      << listing(*s, p);
  EXPECT_FALSE(has_text(listing(*s, p), "Kit Calloway")) << "a Pilot that reaches is legal: not listed";
  EXPECT_TRUE(has(*s, Act::PlayPilot, kit, q));
}

TEST(WhyNot, OnlyOneDogfightATurn) {  // S1-6
  auto s = game();
  const int p = s->active, q = 1 - p;
  empty_hand(*s, p);
  to_hand(*s, p, "Kit Calloway");
  s->seats[q].pos = s->seats[p].pos;
  s->dogfights_this_turn = 1;
  EXPECT_TRUE(has_text(reason(*s, p, "Play Pilot Kit Calloway"), "(S1-6)")) << listing(*s, p);
  EXPECT_TRUE(has_text(reason(*s, p, "Dogfight with your Player"), "one dogfight a turn")) << listing(*s, p);
}

TEST(WhyNot, ActionsWithoutATargetAndManeuversOutsideADogfight) {  // D-TS-20, D-TS-11
  auto s = game();
  const int p = s->active;
  for (auto& seat : s->seats) seat.artifacts.clear(), seat.chain.clear();
  empty_hand(*s, p);
  to_hand(*s, p, "Lighten the Load");
  to_hand(*s, p, "Overboard!");
  to_hand(*s, p, "Barrel Roll");
  to_hand(*s, p, "Mail Call");
  EXPECT_EQ(reason(*s, p, "Play Action Lighten the Load"), "no Artifact in any cargo hold to play it on (D-TS-20)") << listing(*s, p);
  EXPECT_EQ(reason(*s, p, "Play Action Overboard!"), "no Passenger in any chain to play it on (D-TS-20)") << listing(*s, p);
  EXPECT_TRUE(has_text(reason(*s, p, "Play Action Barrel Roll"), "(D-TS-11)")) << listing(*s, p);
  EXPECT_EQ(reason(*s, p, "Play Action Mail Call"), "") << "legal: not listed\n" << listing(*s, p);
}

TEST(WhyNot, ArtifactsWhenEveryHoldIsFull) {  // D-TS-7, D-TS-8
  auto s = game();
  const int p = s->active;
  empty_hand(*s, p);
  to_hand(*s, p, "Brass Compass");
  EXPECT_EQ(reason(*s, p, "Play Artifact Brass Compass"), "") << listing(*s, p);
  for (int q = 0; q < s->num_players(); ++q)
    while (s->hold_used(q) < s->hold_capacity(q)) to_packed(*s, q, "Barrel of Lamp Oil");
  EXPECT_EQ(reason(*s, p, "Play Artifact Brass Compass"), "every Player's cargo hold is full (D-TS-7, D-TS-8)") << listing(*s, p);
}

// Every card in hand the Play step does not offer is listed, and no card it offers is: the list and the
// legal actions come from the same checks (play_refusal).
TEST(WhyNot, ACardIsListedExactlyWhenThePlayStepOffersNoPlayOfIt) {
  for (uint64_t seed : {1, 2, 3, 4, 5, 6}) {
    auto s = game(3, seed);
    const int p = s->active;
    ASSERT_EQ(s->pending, Pending::Play);
    for (const char* c : {"Crate of Pineapples", "Ruby Flint", "Lighten the Load", "Barrel Roll", "Seat Shuffle",
                          "Customs Inspection", "Jade Monkey Idol", "Chatty Navigator"})
      to_hand(*s, p, c);
    const auto legal = s->legal_actions();
    const std::string list = listing(*s, p);
    for (Card c : s->seats[p].hand) {
      bool offered = false;
      for (Action a : legal) offered |= act_a(a) == c && act_kind(a) != Act::EndPlay && act_kind(a) != Act::DogfightPlayer;
      std::string type = to_string(s->def(c).type);
      type[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(type[0])));
      const std::string label = "Play " + type + " " + s->name(c);
      // Identical cards are one choice: a copy is offered when its first copy is.
      bool copy_offered = false;
      for (Action a : legal)
        copy_offered |= act_kind(a) != Act::EndPlay && act_kind(a) != Act::DogfightPlayer && s->name(act_a(a)) == s->name(c);
      EXPECT_EQ(has_text(list, "  " + label + ": "), !(offered || copy_offered)) << "seed " << seed << ", " << label << "\n" << list;
    }
  }
}

TEST(WhyNot, AtTheCargoPlayItNamesTheRegionAndAFullHold) {  // D-TS-6, D-TS-7
  auto s = game();
  const int p = s->active;
  set_player(*s, p, "Test Idler");  // HOLD 3
  s->seats[p].pos = static_cast<uint8_t>(pos_of_region(*s, Region::Harbor));
  const std::string here = s->location(s->seats[p].pos).name + " (harbor)";
  empty_hand(*s, p);
  s->seats[p].packed.clear();
  s->seats[p].artifacts.clear();
  to_hand(*s, p, "Crate of Pineapples");   // ships from isle
  to_hand(*s, p, "Barrel of Lamp Oil");    // ships from harbor: packable while there is room
  to_hand(*s, p, "Mail Call");
  to_packed(*s, p, "Spool of Copper Wire");  // received in harbor: deliverable
  to_packed(*s, p, "Tin of Pipe Tobacco");   // received in jungle
  // The cargo play after a move (S1-8), as Pending::Direction leaves it when there is one to make.
  s->step = Step::Roll;
  s->pending = Pending::Cargo;
  s->decider = static_cast<int8_t>(p);
  EXPECT_EQ(reason(*s, p, "Pack Crate of Pineapples into your hold"), "it ships from isle, and you are at " + here + " (D-TS-6)")
      << listing(*s, p);
  EXPECT_EQ(reason(*s, p, "Deliver Tin of Pipe Tobacco"), "it is received in jungle, and you are at " + here + " (D-TS-6)")
      << listing(*s, p);
  EXPECT_TRUE(has_text(reason(*s, p, "Play Action Mail Call"), "the Play step is over")) << listing(*s, p);
  EXPECT_EQ(reason(*s, p, "Pack Barrel of Lamp Oil into your hold"), "") << listing(*s, p);
  EXPECT_EQ(reason(*s, p, "Deliver Spool of Copper Wire"), "") << listing(*s, p);
  while (s->hold_used(p) < s->hold_capacity(p)) to_packed(*s, p, "Spool of Copper Wire");
  EXPECT_TRUE(has_text(reason(*s, p, "Pack Barrel of Lamp Oil into your hold"), "your cargo hold is full")) << listing(*s, p);
  EXPECT_TRUE(has_text(reason(*s, p, "Pack Barrel of Lamp Oil into your hold"), "(D-TS-7)")) << listing(*s, p);
}

TEST(WhyNot, ADefenderMayPlayOnlyAPilotAndADogfightOnlyManeuvers) {  // D-TS-10, D-TS-11
  auto s = game();
  const int p = s->active, q = 1 - p;
  empty_hand(*s, p);
  empty_hand(*s, q);
  s->seats[q].pos = s->seats[p].pos;
  to_hand(*s, q, "Mail Call");
  to_hand(*s, q, "Ruby Flint");
  to_hand(*s, q, "Barrel Roll");
  act(*s, Act::DogfightPlayer, -1, q);
  ASSERT_EQ(s->pending, Pending::Defend);
  EXPECT_TRUE(has_text(reason(*s, q, "Play Action Mail Call"), "(D-TS-10)")) << listing(*s, q);
  EXPECT_EQ(reason(*s, q, "Play Pilot Ruby Flint"), "") << "a Pilot defends\n" << listing(*s, q);
  EXPECT_TRUE(module().why_not(*s, p).empty()) << "only the seat that must decide is answered";
  act(*s, Act::DefendPlayer);
  ASSERT_EQ(s->pending, Pending::Maneuver);
  ASSERT_EQ(s->decider, p);
  act(*s, Act::ManeuverPass);
  ASSERT_EQ(s->decider, q);
  EXPECT_TRUE(has_text(reason(*s, q, "Play Pilot Ruby Flint"), "only maneuvers are played (D-TS-11)")) << listing(*s, q);
  EXPECT_EQ(reason(*s, q, "Play Action Barrel Roll"), "") << listing(*s, q);
}

// D-TS-21: a seat is told only of its own cards and public facts. Random games of 2 to 4 players: at
// every decision, no name of a card hidden from the deciding seat (in another hand, a deck, a hold)
// appears in what why_not tells it.
TEST(WhyNot, NoOtherSeatsHiddenCardNameAppearsInTheReasons) {
  int listed = 0;
  for (int players : {2, 3, 4}) {
    auto s = game(players, 7 + players);
    std::mt19937 pick(static_cast<unsigned>(players));
    for (int step = 0; step < 600 && !s->is_terminal(); ++step) {
      const int seat = s->current_player();
      const auto hidden = module().hidden_from(*s, seat);
      for (const auto& w : module().why_not(*s, seat)) {
        ++listed;
        for (const auto& h : hidden)
          ASSERT_TRUE(!has_text(w.label, h) && !has_text(w.reason, h))
              << players << " players, step " << step << ": P" << seat + 1 << " is told of hidden '" << h << "': " << w.label
              << ": " << w.reason;
      }
      const auto legal = s->legal_actions();
      s->apply(legal[pick() % legal.size()]);
    }
  }
  EXPECT_GT(listed, 100) << "the games must reach decisions where something is not legal";
}
