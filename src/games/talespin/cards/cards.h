#pragma once
// Immutable TaleSpin card definitions (docs/talespin/card-format.md), loaded
// once from data/talespin/cards/*.yaml and shared by every game through a
// pointer (docs/architecture.md). Game text is a short list of `Op`s in a small
// vocabulary interpreted by one mechanism (rules/effects.cpp); the text a user
// sees is rendered from it (render_text), so it always matches behaviour.
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace spaceline::talespin {

enum class CardType : uint8_t { Player, Passenger, Pilot, Cargo, Location, Action, Artifact };
inline constexpr int kCardTypes = 7;
const char* to_string(CardType t);

// Regions of the Location ring; cargo ships from one and is received in one (D-TS-6).
enum class Region : uint8_t { Harbor, Jungle, Mesa, Isle, Any };
inline constexpr int kRegions = 4;  // Any is not a region of a Location
const char* to_string(Region r);

// The effect vocabulary (docs/talespin/card-format.md "Effects").
enum class OpKind : uint8_t {
  Move,            // move X Locations in a chosen direction, then play cargo (S1-8, S1-9, D-TS-4/5/6)
  Draw,            // draw N (S1-3 cap)
  DiscardSelf,     // this Passenger is discarded (it is where the chain is: S1-10)
  MarkNext,        // mark the next Passenger in the chain for discard (S1-10, D-TS-14)
  MarkLast,        // mark the last Passenger in the chain for discard (S1-10, D-TS-14)
  ToLast,          // move this Passenger to the last position (S1-11)
  ToFirst,         // move this Passenger to the first position (S1-11)
  LoseDelivered,   // lose N delivered cargo, the most recent first (D-TS-26)
  Steal,           // take a random card from the fullest opponent hand (D-TS-25)
  Maneuver,        // +N to your side of the current dogfight (D-TS-11)
  DiscardPassenger,// target: any Passenger in any chain is discarded (D-TS-20)
  Jettison,        // target: an Artifact in any hold is discarded (D-TS-8)
  Promote,         // target: one of your Passengers moves to the first position (S1-11)
  Inspect,         // target: an opponent discards one random packed cargo (D-TS-20)
  OthersDraw,      // every other player draws N (S1-3 cap)
};
const char* op_word(OpKind k);

struct Op {
  OpKind kind = OpKind::Draw;
  int8_t n = 0;
};

// What a card played from hand aims at (chosen when it is played, D-TS-20).
enum class Target : uint8_t { None, AnyPassenger, OwnPassenger, AnyArtifact, Opponent };

// Continuous modifiers of an Artifact in a hold or a Passenger in a chain (D-TS-8, D-TS-24).
struct Mods {
  int8_t pilot = 0, range = 0, hold = 0, move = 0;
  bool any() const { return pilot || range || hold || move; }
};

struct CardDef {
  uint16_t index = 0;          // position in the library
  std::string id;              // e.g. "TS-001"
  std::string name;
  CardType type = CardType::Cargo;
  std::string file;            // where it was defined
  int line = 0;
  // Player and Pilot stats
  int8_t pilot = 0, range = 0, hold = 0;
  // Player and Passenger roll table: ops for die faces 1..6 (index 0 = face 1)
  std::array<std::vector<Op>, 6> roll;
  // Action effect (and Location arrival effect)
  std::vector<Op> effect;
  bool dogfight_only = false;  // an Action played only in a dogfight (a maneuver, D-TS-11)
  Target target = Target::None;
  Mods mods;
  // Cargo and Location
  Region ships_from = Region::Any, receives_in = Region::Any;
  Region region = Region::Any;  // Location
  std::string flavor;          // optional one-line flavour (original)
};

// Rendered rules text of a card, from its definition.
std::string render_text(const CardDef& c);
std::string render_ops(const std::vector<Op>& ops);

class CardLibrary {
 public:
  // Loads every *.yaml under `dir` (sorted). Throws std::runtime_error listing
  // every problem as "file:line: message".
  static std::shared_ptr<const CardLibrary> load_dir(const std::string& dir);
  // Loads one YAML text (for tests); `file` names it in errors.
  static std::shared_ptr<const CardLibrary> load_text(const std::string& text, const std::string& file);
  // The bundled library (data/talespin/cards), loaded once.
  static std::shared_ptr<const CardLibrary> bundled();

  const std::vector<CardDef>& cards() const { return cards_; }
  const CardDef& at(uint16_t i) const { return cards_.at(i); }
  size_t size() const { return cards_.size(); }
  // Exact name, then case-insensitive name, then id.
  const CardDef* find(const std::string& name_or_id) const;
  std::string suggest(const std::string& name) const;  // closest name, or ""
  std::vector<uint16_t> locations() const;             // every Location, library order (D-TS-3)

  void add_files(const std::vector<std::pair<std::string, std::string>>& files);  // (path, text)

 private:
  std::vector<CardDef> cards_;
  std::unordered_map<std::string, uint16_t> by_name_;
};

std::string data_dir();  // $SPACELINE_DATA or the compiled-in SPACELINE_DATA_DIR, + "/talespin"

}  // namespace spaceline::talespin
