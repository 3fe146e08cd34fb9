#pragma once
// Immutable Second Edition card definitions (docs/stccg2e/card-format.md), loaded once from
// data/stccg2e/cards/*.yaml and shared by every game through a pointer (docs/architecture.md).
// Game text is a list of `Op`s from a small vocabulary (ops/, one file per op); the text a user
// sees is rendered from it (render_text), so it always matches what the engine does.
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "games/stccg2e/cards/requirements.h"

namespace spaceline::stccg2e {

enum class CardType : uint8_t { Mission, Personnel, Ship, Dilemma, Event, Interrupt, Equipment };
const char* to_string(CardType t);

// A mission's kind; a dilemma's `where` uses Planet, Space or Dual (D-2E-20).
enum class Where : uint8_t { Headquarters, Planet, Space, Dual };
const char* to_string(Where w);

// One step of game text. `kind` indexes the op table (ops/op.h); the other fields are the op's
// arguments as its parser filled them.
struct Op {
  uint8_t kind = 0;
  int n = 0;
  std::string word;                 // e.g. "stop" or "kill" for random_select
  uint8_t attribute = 0;            // present_attributes_plus: 0 INTEGRITY, 1 CUNNING, 2 STRENGTH, 3 all
  Requirement need;                 // for `unless`
  std::vector<Op> then;             // for `unless`: the one op run when the need is not met
};

// What a card played from hand aims at, chosen when it is played.
enum class Target : uint8_t { None, YourCompletedMission, AnyCompletedMission };

struct CardDef {
  std::string id, name, subtitle;
  CardType type = CardType::Event;
  bool unique = false;
  bool designed = false;             // an original card of this project (docs/stccg2e/card-format.md)
  int cost = 0;
  std::string affiliation;           // personnel, ships
  std::vector<std::string> icons;    // e.g. staff, command, tng, earth
  std::string species;
  std::vector<std::pair<std::string, int>> skills;
  std::array<int, 3> attributes{0, 0, 0};  // INTEGRITY, CUNNING, STRENGTH
  // ships
  std::string ship_class;
  std::vector<std::string> staffing;  // "staff" / "command" icons needed aboard (D-2E-13)
  int range = 0, weapons = 0, shields = 0;
  // missions (headquarters included) and dilemmas (where)
  Where where = Where::Planet;
  std::string quadrant, region;
  int span = 0, points = 0;
  std::vector<std::string> attempt;   // affiliations that may attempt; "any", "any-except-borg"
  std::string requirement_text;
  std::vector<Requirement> requirements;  // alternatives (any one met completes the mission)
  std::string headquarters;               // the affiliation of a headquarters
  std::vector<std::string> playable;      // what may be played at a headquarters (D-2E-6)
  // game text
  Target target = Target::None;
  bool stays_in_core = false;  // an event that stays in its player's core after resolving (D-2E-24)
  std::vector<Op> text;
  std::string file;
  int line = 0;
  uint16_t index = 0;

  std::string full_name() const { return subtitle.empty() ? name : name + ", " + subtitle; }
  int skill(const std::string& s) const;
  bool has_icon(const std::string& i) const;
  bool is_headquarters() const { return type == CardType::Mission && where == Where::Headquarters; }
};

// The text a user sees for a card's game text, rendered from its ops.
std::string render_text(const CardDef& c);
// A one-line summary of a card's facts (cost, attributes, skills, requirements...).
std::string render_facts(const CardDef& c);

class CardLibrary {
 public:
  // Every *.yaml file of `dir`; throws std::runtime_error listing every "file:line: problem".
  static std::shared_ptr<const CardLibrary> load_dir(const std::string& dir);
  static std::shared_ptr<const CardLibrary> load_text(const std::string& text, const std::string& file);
  static std::shared_ptr<const CardLibrary> bundled();
  const std::vector<CardDef>& cards() const { return cards_; }
  const CardDef& at(uint16_t i) const { return cards_.at(i); }
  // By full name ("Earth, Cradle of the Federation"), by name when only one card has it, or by id.
  const CardDef* find(const std::string& s) const;
  // (path, text) of each file; throws std::runtime_error listing every problem (core/card_files.h
  // builds libraries through it).
  void add_files(const std::vector<std::pair<std::string, std::string>>& files);

 private:
  std::vector<CardDef> cards_;
};

std::string data_dir();  // $SPACELINE_DATA or the compiled-in SPACELINE_DATA_DIR, + "/stccg2e"

}  // namespace spaceline::stccg2e
