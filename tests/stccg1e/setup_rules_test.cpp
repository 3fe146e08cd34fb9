// Deck construction (R-DECK-*, R-ID-2, deck file errors), seeding (R-SEED-*,
// D-SEED-*) and the start of the game (D-START-1/2).
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cctype>

#include "games/stccg1e/cards/deck.h"
#include "games/stccg1e/scenario/position.h"

using namespace spaceline::stccg1e;

namespace {

std::string lower(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

const CardDb& db() { return *CardDb::bundled(); }
uint16_t def_of(const std::string& name) {
  const CardDef* d = db().by_name(name);
  if (!d) throw std::invalid_argument("no card " + name);
  return d->index;
}

Deck bundled(const std::string& name) { return load_deck_file(resolve_deck_path(name), db()); }

// The issues citing `rule`.
std::vector<DeckIssue> issues_for(const std::vector<DeckIssue>& all, const std::string& rule) {
  std::vector<DeckIssue> out;
  for (const auto& i : all)
    if (i.rule == rule) out.push_back(i);
  return out;
}
std::string dump(const std::vector<DeckIssue>& all) {
  std::string s;
  for (const auto& i : all) s += (i.error ? "error " : "warning ") + i.rule + ": " + i.message + "\n";
  return s;
}
bool errors_only_for(const std::vector<DeckIssue>& all, const std::string& rule) {
  for (const auto& i : all)
    if (i.error && i.rule != rule) return false;
  return true;
}
void remove_one(std::vector<uint16_t>& v, uint16_t def) {
  auto it = std::find(v.begin(), v.end(), def);
  ASSERT_NE(it, v.end());
  v.erase(it);
}

}  // namespace

// ------------------------------------------------------------------ decks ----

TEST(R_DECK_1, BundledDecksAreLegal) {
  auto paths = bundled_deck_paths();
  ASSERT_FALSE(paths.empty());
  for (const auto& p : paths) {
    auto issues = validate_deck(load_deck_file(p, db()), db());
    EXPECT_TRUE(deck_is_legal(issues)) << p << "\n" << dump(issues);
  }
}

TEST(R_DECK_1, ADeckHasExactlySixtyCards) {
  Deck d = bundled("federation-premiere");
  d.draw.pop_back();
  auto issues = validate_deck(d, db());
  auto e = issues_for(issues, "R-DECK-1");
  ASSERT_EQ(e.size(), 1u) << dump(issues);
  EXPECT_TRUE(e[0].error);
  EXPECT_NE(e[0].message.find("59"), std::string::npos) << e[0].message;
  EXPECT_NE(e[0].message.find("60"), std::string::npos);
  EXPECT_FALSE(deck_is_legal(issues));

  Deck big = bundled("federation-premiere");
  big.draw.push_back(def_of("Worf"));
  auto e2 = issues_for(validate_deck(big, db()), "R-DECK-1");
  ASSERT_EQ(e2.size(), 1u);
  EXPECT_NE(e2[0].message.find("61"), std::string::npos) << e2[0].message;
}

TEST(R_DECK_2, AtMostThirtySeedCards) {
  Deck d = bundled("federation-premiere");
  ASSERT_LT(d.seed.size(), 31u);
  while (d.seed.size() < 31) {  // one over the limit, the deck still 60 cards
    d.seed.push_back(def_of("Armus - Skin of Evil"));
    d.draw.pop_back();
  }
  auto issues = validate_deck(d, db());
  auto e = issues_for(issues, "R-DECK-2");
  ASSERT_EQ(e.size(), 1u) << dump(issues);
  EXPECT_TRUE(e[0].error);
  EXPECT_NE(e[0].message.find("31"), std::string::npos) << e[0].message;
  EXPECT_NE(e[0].message.find("30"), std::string::npos);
  EXPECT_TRUE(errors_only_for(issues, "R-DECK-2")) << dump(issues);
}

TEST(R_DECK_3, ADeckHasSixMissions) {
  Deck d = bundled("federation-premiere");
  remove_one(d.seed, def_of("Study Nebula"));
  d.draw.push_back(def_of("Worf"));
  auto issues = validate_deck(d, db());
  auto e = issues_for(issues, "R-DECK-3");
  ASSERT_EQ(e.size(), 1u) << dump(issues);
  EXPECT_NE(e[0].message.find("5 missions"), std::string::npos) << e[0].message;
  EXPECT_TRUE(errors_only_for(issues, "R-DECK-3")) << dump(issues);
}

TEST(R_DECK_3, AMissionInTheDrawDeckIsAnError) {
  Deck d = bundled("federation-premiere");
  remove_one(d.seed, def_of("Study Nebula"));
  d.draw.push_back(def_of("Study Nebula"));
  auto issues = validate_deck(d, db());
  auto e = issues_for(issues, "R-DECK-3");
  ASSERT_FALSE(e.empty()) << dump(issues);
  bool named = std::any_of(e.begin(), e.end(), [](const DeckIssue& i) {
    return i.message.find("Study Nebula") != std::string::npos && i.message.find("[seed]") != std::string::npos;
  });
  EXPECT_TRUE(named) << dump(issues);
}

TEST(R_DECK_6, AnOutpostForEveryAffiliationPlayed) {
  Deck d = bundled("federation-premiere");
  d.draw.pop_back();
  d.draw.push_back(def_of("Klag"));
  auto issues = validate_deck(d, db());
  auto e = issues_for(issues, "R-DECK-6");
  ASSERT_EQ(e.size(), 1u) << dump(issues);
  EXPECT_TRUE(e[0].error);
  EXPECT_NE(lower(e[0].message).find("klingon outpost"), std::string::npos) << e[0].message;
  // A Klingon Outpost in the deck fixes it.
  d.draw.pop_back();
  d.draw.pop_back();
  d.draw.push_back(def_of("Klag"));
  d.draw.push_back(def_of("Klingon Outpost"));
  auto fixed = validate_deck(d, db());
  EXPECT_TRUE(issues_for(fixed, "R-DECK-6").empty()) << dump(fixed);
  EXPECT_TRUE(deck_is_legal(fixed)) << dump(fixed);
}

TEST(R_DECK_6, NonAlignedCardsNeedNoOutpost) {
  Deck d = bundled("federation-premiere");
  d.draw.pop_back();
  d.draw.push_back(def_of("Dr. Farek"));
  auto issues = validate_deck(d, db());
  EXPECT_TRUE(deck_is_legal(issues)) << dump(issues);
}

TEST(R_ID_2, AUniqueMissionOnlyOncePerDeck) {
  Deck d = bundled("federation-premiere");
  remove_one(d.seed, def_of("Study Nebula"));
  d.seed.push_back(def_of("Avert Disaster"));
  auto issues = validate_deck(d, db());
  auto e = issues_for(issues, "R-ID-2");
  ASSERT_EQ(e.size(), 1u) << dump(issues);
  EXPECT_TRUE(e[0].error);
  EXPECT_NE(e[0].message.find("Avert Disaster"), std::string::npos) << e[0].message;
  EXPECT_NE(e[0].message.find("2 times"), std::string::npos) << e[0].message;
}

TEST(R_ID_3, TheDeckCheckerWarnsAboutAPersonaAndTheCardTitledWithIt) {
  auto ext = CardDb::with_cards(db(), YAML::Load(R"(
- {name: T-Locutus, type: personnel, affiliation: federation, classification: OFFICER, persona: Jean-Luc Picard,
   skills: [Leadership], integrity: 5, cunning: 8, strength: 8, gender: male, icons: [command]}
)"),
                                "setup_rules_test.cpp");
  Deck d = bundled("federation-premiere");  // holds Jean-Luc Picard
  remove_one(d.draw, def_of("Tasha Yar"));
  d.draw.push_back(ext->by_name("T-Locutus")->index);
  auto issues = validate_deck(d, *ext);
  auto w = issues_for(issues, "R-ID-3");
  ASSERT_EQ(w.size(), 1u) << dump(issues);
  EXPECT_FALSE(w[0].error);
  EXPECT_NE(w[0].message.find("Jean-Luc Picard"), std::string::npos) << w[0].message;
}

TEST(R_DECK_1, EveryViolationHasItsOwnMessage) {
  Deck d = bundled("federation-premiere");
  remove_one(d.seed, def_of("Study Nebula"));  // 5 missions, 59 cards
  d.draw.push_back(def_of("Klag"));            // Klingon without outpost; 60 again
  d.draw.push_back(def_of("Kurn"));            // 61
  auto issues = validate_deck(d, db());
  for (auto rule : {"R-DECK-1", "R-DECK-3", "R-DECK-6"}) EXPECT_EQ(issues_for(issues, rule).size(), 1u) << rule << "\n" << dump(issues);
  for (const auto& i : issues) EXPECT_FALSE(i.message.empty());
}

TEST(DeckFile, ParseErrorsNameFileAndLine) {
  const std::string text =
      "name: Broken\n"
      "[seed]\n"
      "1 Avert Disaster\n"
      "2 No Such Card\n"
      "x Worf\n"
      "[sideboard]\n";
  try {
    parse_deck(text, db(), "decks/broken.deck");
    FAIL() << "expected DeckParseError";
  } catch (const DeckParseError& e) {
    std::string m = e.what();
    EXPECT_NE(m.find("decks/broken.deck:4: unknown card 'No Such Card'"), std::string::npos) << m;
    EXPECT_NE(m.find("decks/broken.deck:5: expected 'N Card Name'"), std::string::npos) << m;
    EXPECT_NE(m.find("decks/broken.deck:6: unknown section"), std::string::npos) << m;
  }
}

TEST(DeckFile, CardBeforeAnySectionIsAnError) {
  EXPECT_THROW(parse_deck("# comment\n1 Worf\n", db(), "a.deck"), DeckParseError);
  try {
    parse_deck("# comment\n1 Worf\n", db(), "a.deck");
  } catch (const DeckParseError& e) {
    EXPECT_NE(std::string(e.what()).find("a.deck:2:"), std::string::npos) << e.what();
  }
}

TEST(DeckFile, ParsesCountsAndSections) {
  Deck d = parse_deck("name: Tiny\n[seed]\n1 Avert Disaster # a mission\n[draw]\n3 Worf\n", db(), "tiny.deck");
  EXPECT_EQ(d.name, "Tiny");
  EXPECT_EQ(d.seed, (std::vector<uint16_t>{def_of("Avert Disaster")}));
  EXPECT_EQ(d.draw.size(), 3u);
  EXPECT_EQ(d.draw[0], def_of("Worf"));
}

// ---------------------------------------------------------------- seeding ----

namespace {

Deck make_deck(const std::string& name, const std::vector<std::string>& seed, const std::vector<std::string>& draw) {
  Deck d;
  d.name = name;
  for (const auto& s : seed) d.seed.push_back(def_of(s));
  for (const auto& s : draw) d.draw.push_back(def_of(s));
  return d;
}

const std::vector<std::string> kFedDraw = {"Jean-Luc Picard", "William T. Riker", "Data", "Worf", "Tasha Yar",
                                           "Deanna Troi", "Beverly Crusher", "Geordi La Forge", "Mot the Barber",
                                           "Sito Jaxa", "U.S.S. Galaxy", "Runabout"};

std::array<Deck, 2> seeding_decks() {
  return {make_deck("A",
                    {"Avert Disaster", "Test Mission", "Federation Outpost", "Federation Outpost", "Chalnoth",
                     "Chalnoth", "Gravitic Mine", "Barclay's Protomorphosis Disease"},
                    kFedDraw),
          make_deck("B",
                    {"Cultural Observation", "Study Nebula", "Cloaked Mission", "Federation Outpost", "Archer",
                     "Nanites"},
                    kFedDraw)};
}

GameState new_game(uint64_t seed = 7, std::array<Deck, 2> decks = seeding_decks()) {
  return GameState(CardDb::bundled(), decks, seed);
}

CardId card(const GameState& s, const std::string& name, int owner, int nth = 0) {
  uint16_t d = def_of(name);
  for (CardId i = 0; i < s.cards.size(); ++i)
    if (s.cards[i].def == d && s.cards[i].owner == owner && nth-- == 0) return i;
  throw std::invalid_argument("no " + name);
}

int loc_of(const GameState& s, const std::string& mission) {
  for (size_t l = 0; l < s.spaceline.size(); ++l)
    if (s.card_name(s.spaceline[l].mission) == mission) return static_cast<int>(l);
  return -1;
}

void seed_all_missions(GameState& s) {
  while (s.phase == Phase::SeedMissions) {
    auto v = find_actions(s, "at the right end");
    if (v.empty()) v = find_actions(s, "Seed mission");
    ASSERT_FALSE(v.empty()) << ::testing::PrintToString(legal_labels(s));
    s.apply(v.front());
  }
}

// Passes for the other player until `p` is to seed.
void pass_until(GameState& s, int p) {
  if (s.active != p) apply_label(s, "Pass");
  ASSERT_EQ(s.active, p);
}

// Passes for everybody until seeding is over.
void finish_seeding(GameState& s) {
  int guard = 0;
  while (s.phase != Phase::PlayCard && s.phase != Phase::GameOver && ++guard < 100) {
    auto v = find_actions(s, "Pass");
    if (v.empty()) v = s.legal_actions();  // must seed (outpost step)
    s.apply(v.front());
  }
}

bool can(const GameState& s, const std::string& text) { return !find_actions(s, text).empty(); }

}  // namespace

TEST(R_SEED_2, SeedingStepsRunInOrder) {
  GameState s = new_game();
  EXPECT_EQ(s.phase, Phase::SeedMissions);  // nothing to seed in the doorway step
  seed_all_missions(s);
  EXPECT_EQ(s.phase, Phase::SeedDilemmas);
  EXPECT_EQ(s.spaceline.size(), 5u);
  apply_label(s, "Pass");
  apply_label(s, "Pass");
  EXPECT_EQ(s.phase, Phase::SeedOutposts);
  finish_seeding(s);
  EXPECT_EQ(s.phase, Phase::PlayCard);
  std::vector<int> steps;
  for (const auto& e : s.log)
    if (e.ev == Ev::SeedStepEnd) {
      steps.push_back(e.n);
      EXPECT_STREQ(rule_info(e.rule).id, "R-SEED-2");
    }
  EXPECT_EQ(steps, (std::vector<int>{int(Phase::SeedDoorways), int(Phase::SeedMissions), int(Phase::SeedDilemmas),
                                     int(Phase::SeedOutposts)}));
}

TEST(R_SEED_3, PlayersAlternateAndMissionsCannotBePassed) {
  GameState s = new_game();
  std::vector<int> who;
  while (s.phase == Phase::SeedMissions) {
    EXPECT_FALSE(can(s, "Pass")) << "D-SEED-1: no pass while holding a mission";
    who.push_back(s.active);
    auto v = find_actions(s, "at the right end");
    if (v.empty()) v = find_actions(s, "Seed mission");
    s.apply(v.front());
  }
  ASSERT_EQ(who.size(), 5u);
  EXPECT_EQ(who[0], s.first_player);
  for (int i = 1; i < 4; ++i) EXPECT_NE(who[i], who[i - 1]) << i;
  EXPECT_EQ(who[4], 1);  // player 1 holds the odd third mission
}

TEST(R_SEED_3, APassIsNotFinalAndTwoPassesInARowEndTheStep) {
  GameState s = new_game();
  seed_all_missions(s);
  int a = s.active, other = 1 - a;
  apply_label(s, "Pass");
  ASSERT_EQ(s.phase, Phase::SeedDilemmas);
  ASSERT_EQ(s.active, other);
  auto v = find_actions(s, "Seed ");
  ASSERT_FALSE(v.empty());
  s.apply(v.front());
  EXPECT_EQ(s.active, a);
  EXPECT_TRUE(can(s, "Seed ")) << "the player who passed may seed again";
  apply_label(s, "Pass");
  EXPECT_EQ(s.phase, Phase::SeedDilemmas);
  apply_label(s, "Pass");
  EXPECT_EQ(s.phase, Phase::SeedOutposts);
}

TEST(R_SEED_9, DilemmasAreOfferedOnlyUnderMatchingMissions) {
  GameState s = new_game();
  seed_all_missions(s);
  pass_until(s, 0);
  // Chalnoth: planet dilemma. Gravitic Mine: space. Barclay's: either.
  EXPECT_TRUE(can(s, "Seed Chalnoth under Avert Disaster"));
  EXPECT_TRUE(can(s, "Seed Chalnoth under Cultural Observation"));
  EXPECT_TRUE(can(s, "Seed Chalnoth under Cloaked Mission"));  // any planet mission, whoever's icons
  EXPECT_FALSE(can(s, "Seed Chalnoth under Test Mission"));
  EXPECT_FALSE(can(s, "Seed Chalnoth under Study Nebula"));
  EXPECT_TRUE(can(s, "Seed Gravitic Mine under Test Mission"));
  EXPECT_TRUE(can(s, "Seed Gravitic Mine under Study Nebula"));
  EXPECT_FALSE(can(s, "Seed Gravitic Mine under Avert Disaster"));
  EXPECT_EQ(find_actions(s, "Seed Barclay's Protomorphosis Disease under").size(), 5u);
  EXPECT_FALSE(can(s, "Seed Federation Outpost"));  // outposts wait for step 4
}

TEST(R_SEED_9, ASecondCopyUnderTheSameMissionIsNotOffered) {
  GameState s = new_game();
  seed_all_missions(s);
  pass_until(s, 0);
  EXPECT_EQ(find_actions(s, "Seed Chalnoth under Avert Disaster").size(), 2u);  // one per copy
  s.apply(find_actions(s, "Seed Chalnoth under Avert Disaster").front());
  apply_label(s, "Pass");  // player 1
  ASSERT_EQ(s.active, 0);
  EXPECT_FALSE(can(s, "Seed Chalnoth under Avert Disaster"));
  EXPECT_EQ(find_actions(s, "Seed Chalnoth under Cultural Observation").size(), 1u);
}

TEST(D_SEED_3, TheFirstCardSeededUnderAMissionIsMetFirst) {
  GameState s = new_game();
  seed_all_missions(s);
  pass_until(s, 0);
  s.apply(find_actions(s, "Seed Chalnoth under Avert Disaster").front());
  apply_label(s, "Seed Archer under Avert Disaster");
  apply_label(s, "Seed Barclay's Protomorphosis Disease under Avert Disaster");
  auto stack = s.seeds_under(loc_of(s, "Avert Disaster"));
  ASSERT_EQ(stack.size(), 3u);
  EXPECT_EQ(s.card_name(stack[0]), "Chalnoth");
  EXPECT_EQ(s.card_name(stack[1]), "Archer");
  EXPECT_EQ(s.card_name(stack[2]), "Barclay's Protomorphosis Disease");
  EXPECT_EQ(s.cards[stack[1]].owner, 1);
  EXPECT_TRUE(std::any_of(s.log.begin(), s.log.end(), [](const LogEntry& e) {
    return e.ev == Ev::SeedCard && std::string(rule_info(e.rule).id) == "D-SEED-3" && e.visible_to >= 0;
  })) << "seeding under a mission is logged, hidden from the opponent";
}

TEST(R_SEED_5, OutpostsOnlyAtMatchingMissionsAndAtLeastOne) {
  GameState s = new_game();
  seed_all_missions(s);
  apply_label(s, "Pass");
  apply_label(s, "Pass");
  ASSERT_EQ(s.phase, Phase::SeedOutposts);
  if (s.active == 1) s.apply(find_actions(s, "Seed Federation Outpost").front());
  ASSERT_EQ(s.active, 0);
  EXPECT_FALSE(can(s, "Pass")) << "an outpost can be seeded, so one must be";
  EXPECT_TRUE(can(s, "Seed Federation Outpost at Avert Disaster"));
  EXPECT_TRUE(can(s, "Seed Federation Outpost at Study Nebula"));
  EXPECT_FALSE(can(s, "Seed Federation Outpost at Cloaked Mission"));  // Klingon icons only
  s.apply(find_actions(s, "Seed Federation Outpost at Test Mission").front());
  CardId seeded = kNone;
  for (CardId c = 0; c < s.cards.size(); ++c)
    if (s.cards[c].owner == 0 && s.cards[c].zone == Zone::InPlay) seeded = c;
  ASSERT_NE(seeded, kNone);
  EXPECT_EQ(s.cards[seeded].place, Place::Space);
  EXPECT_EQ(s.cards[seeded].loc, loc_of(s, "Test Mission"));
  EXPECT_TRUE(std::any_of(s.log.begin(), s.log.end(), [](const LogEntry& e) {
    return e.ev == Ev::SeedOutpost && std::string(rule_info(e.rule).id) == "R-SEED-5";
  }));
  // The second Federation Outpost is never offered (one per affiliation).
  int guard = 0;
  while (s.phase == Phase::SeedOutposts && ++guard < 10) {
    if (s.active == 0) {
      EXPECT_FALSE(can(s, "Seed Federation Outpost"));
    }
    auto v = find_actions(s, "Pass");
    s.apply(v.empty() ? s.legal_actions().front() : v.front());
  }
  EXPECT_EQ(s.phase, Phase::PlayCard);
  int out = (s.cards[card(s, "Federation Outpost", 0, 0)].zone == Zone::OutOfPlay) +
            (s.cards[card(s, "Federation Outpost", 0, 1)].zone == Zone::OutOfPlay);
  EXPECT_EQ(out, 1);
}

TEST(R_SEED_4, LeftoverSeedCardsGoOutOfPlay) {
  GameState s = new_game();
  seed_all_missions(s);
  pass_until(s, 0);
  s.apply(find_actions(s, "Seed Chalnoth under Avert Disaster").front());
  finish_seeding(s);
  ASSERT_EQ(s.phase, Phase::PlayCard);
  EXPECT_TRUE(s.players[0].seed_pile.empty());
  EXPECT_TRUE(s.players[1].seed_pile.empty());
  // Player 0: one Federation Outpost, one Chalnoth, Gravitic Mine and Barclay's left over.
  CardId other_chalnoth = s.cards[card(s, "Chalnoth", 0, 0)].zone == Zone::UnderMission ? card(s, "Chalnoth", 0, 1)
                                                                                         : card(s, "Chalnoth", 0, 0);
  EXPECT_EQ(s.cards[other_chalnoth].zone, Zone::OutOfPlay);
  EXPECT_EQ(s.cards[card(s, "Gravitic Mine", 0)].zone, Zone::OutOfPlay);
  int outposts_out = (s.cards[card(s, "Federation Outpost", 0, 0)].zone == Zone::OutOfPlay) +
                     (s.cards[card(s, "Federation Outpost", 0, 1)].zone == Zone::OutOfPlay);
  EXPECT_EQ(outposts_out, 1);
  EXPECT_EQ(s.players[0].out_of_play.size(), 4u);
  int logged = 0;
  for (const auto& e : s.log)
    if (e.ev == Ev::SeedLeftover) {
      ++logged;
      EXPECT_STREQ(rule_info(e.rule).id, "R-SEED-4");
      EXPECT_EQ(e.visible_to, -1);  // shown to the opponent
    }
  EXPECT_EQ(logged, static_cast<int>(s.players[0].out_of_play.size() + s.players[1].out_of_play.size()));
}

TEST(D_SEED_4, ASecondCopyOfAUniqueMissionSharesTheLocation) {
  auto decks = seeding_decks();
  decks[1].seed[0] = def_of("Avert Disaster");  // instead of Cultural Observation
  GameState s = new_game(7, decks);
  // Seed until player 1 is to seed and player 0's Avert Disaster is out.
  int guard = 0;
  while (!(s.active == 1 && loc_of(s, "Avert Disaster") >= 0) && ++guard < 10) {
    auto v = s.active == 0 ? find_actions(s, "Seed mission Avert Disaster") : find_actions(s, "Seed mission Study Nebula");
    if (v.empty()) v = find_actions(s, "Seed mission");
    s.apply(v.front());
  }
  ASSERT_EQ(s.phase, Phase::SeedMissions);
  CardId mine = card(s, "Avert Disaster", 1);
  EXPECT_TRUE(can(s, "Seed Avert Disaster on top of the opponent's copy")) << ::testing::PrintToString(legal_labels(s));
  EXPECT_FALSE(can(s, "Seed mission Avert Disaster"));
  size_t n = s.spaceline.size();
  apply_label(s, "Seed Avert Disaster on top of the opponent's copy");
  EXPECT_EQ(s.spaceline.size(), n);
  int l = loc_of(s, "Avert Disaster");
  EXPECT_EQ(s.spaceline[l].shared, mine);
  EXPECT_EQ(s.cards[mine].loc, l);
}

// ---------------------------------------------------------- game start ----

TEST(D_START_1, EachPlayerDrawsSevenAndTheFirstPlayerBegins) {
  GameState s = new_game();
  finish_seeding(s);
  ASSERT_EQ(s.phase, Phase::PlayCard);
  for (int p = 0; p < 2; ++p) {
    EXPECT_EQ(s.players[p].hand.size(), 7u) << p;
    EXPECT_EQ(s.players[p].deck.size(), kFedDraw.size() - 7) << p;
    for (auto c : s.players[p].hand) EXPECT_EQ(s.cards[c].zone, Zone::Hand);
  }
  EXPECT_EQ(s.active, s.first_player);
  EXPECT_EQ(s.turn, 1);
  EXPECT_EQ(s.current_player(), s.first_player);
  int logged = 0;
  for (const auto& e : s.log) logged += e.ev == Ev::OpeningHand && std::string(rule_info(e.rule).id) == "D-START-1";
  EXPECT_EQ(logged, 2);
}

TEST(D_START_2, TheSameSeedGivesTheSameShuffleAndFirstPlayer) {
  auto order = [](const GameState& s, int p) {
    std::vector<uint16_t> v;
    for (auto c : s.players[p].deck) v.push_back(s.cards[c].def);
    return v;
  };
  GameState a = new_game(42), b = new_game(42);
  EXPECT_EQ(a.first_player, b.first_player);
  for (int p = 0; p < 2; ++p) EXPECT_EQ(order(a, p), order(b, p));
  EXPECT_TRUE(std::any_of(a.log.begin(), a.log.end(), [](const LogEntry& e) {
    return e.ev == Ev::FirstPlayer && std::string(rule_info(e.rule).id) == "D-START-2";
  }));
  // The deck really is shuffled: some other seed gives another order, and
  // not every seed leaves the deck as listed.
  bool differs = false, shuffled = false;
  std::vector<uint16_t> listed;
  for (const auto& n : kFedDraw) listed.push_back(def_of(n));
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    GameState c = new_game(seed);
    differs |= order(c, 0) != order(a, 0);
    shuffled |= order(c, 0) != listed;
  }
  EXPECT_TRUE(differs);
  EXPECT_TRUE(shuffled);
  // And both players' first players occur.
  bool first0 = false, first1 = false;
  for (uint64_t seed = 1; seed <= 16; ++seed) (new_game(seed).first_player == 0 ? first0 : first1) = true;
  EXPECT_TRUE(first0 && first1);
}

// Every bundled Premiere dilemma has its game text, so the one without is a test card.
TEST(D_SEED_6, UnimplementedDilemmasAreNeverOffered) {
  auto with = CardDb::with_cards(
      db(), YAML::Load("- {name: Test Unwritten Dilemma, type: dilemma, dilemma: space, points: 5, text: unimplemented}\n"),
      "inline.yaml");
  const CardDef* unimpl = with->by_name("Test Unwritten Dilemma");
  ASSERT_NE(unimpl, nullptr);
  auto decks = seeding_decks();
  decks[0].seed.push_back(unimpl->index);  // deck A has a planet and a space mission
  GameState s(with, decks, 7);
  seed_all_missions(s);
  pass_until(s, 0);
  EXPECT_FALSE(can(s, "Seed Test Unwritten Dilemma under"));
  EXPECT_TRUE(can(s, "Seed Chalnoth under"));
  CardId t = kNone;
  for (CardId i = 0; i < s.cards.size(); ++i)
    if (s.cards[i].def == unimpl->index) t = i;
  ASSERT_NE(t, kNone);
  const int space = loc_of(s, "Test Mission");
  ASSERT_GE(space, 0);
  const std::string why = s.why_illegal(make_action(Act::SeedUnder, t, static_cast<uint16_t>(space)));
  EXPECT_NE(why.find("not implemented"), std::string::npos) << why;
}

// R-DECK-4: a card that counts as half a card counts 0.5 toward the 60 cards, the 30 seed cards and
// the six missions. Two half-card missions replace one whole mission and the deck stays legal; one
// alone leaves it half a card and half a mission short.
TEST(R_DECK_4, HalfCardsCountHalfTowardEveryLimit) {
  auto ext = CardDb::with_cards(db(), YAML::Load(R"(
- {name: T-Space, type: mission, mission: space, unique: false, counts_as_half: true, affiliations: [federation], points: 0, span: 1}
)"),
                                "setup_rules_test.cpp");
  const uint16_t half = ext->by_name("T-Space")->index;
  Deck d = bundled("federation-premiere");
  remove_one(d.seed, def_of("Study Nebula"));
  d.seed.push_back(half);
  d.seed.push_back(half);
  auto two = validate_deck(d, *ext);
  EXPECT_TRUE(deck_is_legal(two)) << dump(two);
  EXPECT_TRUE(issues_for(two, "R-DECK-1").empty() && issues_for(two, "R-DECK-3").empty()) << dump(two);
  d.seed.pop_back();
  auto one = validate_deck(d, *ext);
  auto size = issues_for(one, "R-DECK-1");
  auto missions = issues_for(one, "R-DECK-3");
  ASSERT_EQ(size.size(), 1u) << dump(one);
  ASSERT_EQ(missions.size(), 1u) << dump(one);
  EXPECT_NE(size[0].message.find("59.5"), std::string::npos) << size[0].message;
  EXPECT_NE(missions[0].message.find("5.5"), std::string::npos) << missions[0].message;
  // Toward the 30 seed cards too: 29 whole seed cards and two halves are 30, legal; a 31st whole is not.
  Deck s = bundled("federation-premiere");
  while (s.seed.size() < 29) s.seed.push_back(def_of("Archer"));
  s.seed.push_back(half);
  s.seed.push_back(half);
  EXPECT_TRUE(issues_for(validate_deck(s, *ext), "R-DECK-2").empty()) << dump(validate_deck(s, *ext));
  s.seed.push_back(def_of("Archer"));
  EXPECT_EQ(issues_for(validate_deck(s, *ext), "R-DECK-2").size(), 1u) << dump(validate_deck(s, *ext));
}

// R-DECK-5: a card counts toward the affiliations played only when it is OF that affiliation. The
// Klingon Disruptor (for Klingon users) and Espionage: Klingon on Federation name the Klingons but are
// not Klingon cards: a Federation deck holding them needs no Klingon Outpost. Klag does.
TEST(R_DECK_5, ACardNamingAnAffiliationIsNotOfIt) {
  Deck d = bundled("federation-premiere");
  remove_one(d.draw, def_of("Mot the Barber"));
  remove_one(d.draw, def_of("Tam Elbrun"));
  d.draw.push_back(def_of("Klingon Disruptor"));
  d.draw.push_back(def_of("Espionage: Klingon on Federation"));
  auto issues = validate_deck(d, db());
  EXPECT_TRUE(issues_for(issues, "R-DECK-6").empty()) << dump(issues);
  remove_one(d.draw, def_of("Klingon Disruptor"));
  d.draw.push_back(def_of("Klag"));
  auto with_klag = validate_deck(d, db());
  EXPECT_EQ(issues_for(with_klag, "R-DECK-6").size(), 1u) << dump(with_klag);
}

// R-DECK-5: a dual-affiliation personnel adds only ONE of its affiliations, the player's choice: in a
// Federation deck a Federation/Klingon personnel asks for no Klingon Outpost; in a deck with neither
// outpost it asks for one outpost, not two.
TEST(R_DECK_5, ADualAffiliationPersonnelAddsOnlyOneAffiliation) {
  auto ext = CardDb::with_cards(db(), YAML::Load(R"(
- {name: T-Envoy, type: personnel, affiliation: [federation, klingon], classification: V.I.P.,
   skills: [Diplomacy], integrity: 7, cunning: 7, strength: 5, gender: female, icons: []}
- {name: T-Envoy Two, type: personnel, affiliation: [romulan, klingon], classification: V.I.P.,
   skills: [Diplomacy], integrity: 7, cunning: 7, strength: 5, gender: female, icons: []}
)"),
                                "setup_rules_test.cpp");
  Deck d = bundled("federation-premiere");
  remove_one(d.draw, def_of("Mot the Barber"));
  d.draw.push_back(ext->by_name("T-Envoy")->index);
  auto fed = validate_deck(d, *ext);
  EXPECT_TRUE(issues_for(fed, "R-DECK-6").empty()) << dump(fed);
  remove_one(d.draw, ext->by_name("T-Envoy")->index);
  d.draw.push_back(ext->by_name("T-Envoy Two")->index);
  auto neither = validate_deck(d, *ext);
  EXPECT_EQ(issues_for(neither, "R-DECK-6").size(), 1u) << dump(neither);
}

// R-DECK-10 (tournament play): at most one artifact under each mission, so at most six artifacts to
// seed; a seventh is an error naming the count.
TEST(R_DECK_10, AtMostOneArtifactPerMissionSoSixInAll) {
  Deck d = bundled("federation-premiere");
  const char* artifacts[] = {"Thought Maker", "Horga'hn", "Interphase Generator", "Kurlan Naiskos", "Time Travel Pod", "Tox Uthat",
                             "Varon-T Disruptor"};
  for (int i = 0; i < 6; ++i) {
    remove_one(d.draw, d.draw.back());
    d.seed.push_back(def_of(artifacts[i]));
  }
  auto six = validate_deck(d, db());
  EXPECT_TRUE(issues_for(six, "R-DECK-10").empty()) << dump(six);
  remove_one(d.draw, d.draw.back());
  d.seed.push_back(def_of(artifacts[6]));
  auto seven = validate_deck(d, db());
  auto e = issues_for(seven, "R-DECK-10");
  ASSERT_EQ(e.size(), 1u) << dump(seven);
  EXPECT_TRUE(e[0].error);
  EXPECT_NE(e[0].message.find("7 artifacts"), std::string::npos) << e[0].message;
}

// R-SEED-1: only seed cards (missions, dilemmas, artifacts, outposts, doorways ...) go onto the table
// before the first turn. A personnel in [seed] is an error naming it; a dilemma in [draw] can never be
// played, which is said as a warning.
TEST(R_SEED_1, OnlySeedCardsAreSeeded) {
  Deck d = bundled("federation-premiere");
  auto clean = validate_deck(d, db());
  EXPECT_TRUE(issues_for(clean, "R-SEED-1").empty()) << dump(clean);
  remove_one(d.draw, def_of("Mot the Barber"));
  d.seed.push_back(def_of("Mot the Barber"));
  remove_one(d.seed, def_of("Archer"));
  d.draw.push_back(def_of("Archer"));
  auto issues = validate_deck(d, db());
  auto e = issues_for(issues, "R-SEED-1");
  ASSERT_EQ(e.size(), 2u) << dump(issues);
  int errors = 0, warnings = 0;
  for (const auto& i : e) {
    if (i.error) {
      ++errors;
      EXPECT_NE(i.message.find("Mot the Barber"), std::string::npos) << i.message;
    } else {
      ++warnings;
      EXPECT_NE(i.message.find("Archer"), std::string::npos) << i.message;
    }
  }
  EXPECT_EQ(errors, 1);
  EXPECT_EQ(warnings, 1);
  EXPECT_FALSE(deck_is_legal(issues));
}
