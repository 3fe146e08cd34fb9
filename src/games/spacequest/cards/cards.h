#pragma once
// Immutable Space Quest card definitions (docs/spacequest/card-format.md), loaded once from
// data/spacequest/cards/*.yaml and shared by every game through a pointer. Game text is a list of
// operations from a small vocabulary (ops/), each interpreted by one file; the text a player reads
// is rendered from the same list (render_text), so it always says what the engine does.
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace spaceline::spacequest {

enum class CardType : uint8_t { Land, Creature, Sorcery, Instant, Enchantment, Artifact };
const char* to_string(CardType t);

// The five colours and colourless; mana symbols W U B R G, and a number for generic mana.
inline constexpr int kColors = 6;
inline constexpr int kColorless = 5;
const char* color_word(int c);   // "white" ... "colourless"
char color_symbol(int c);        // 'W' ... 'C'
int color_from_symbol(char ch);  // -1 when not one of W U B R G C

// A mana cost: coloured symbols by colour, and the generic amount in the colourless slot.
struct ManaCost {
  std::array<int8_t, kColors> need{};
  int total() const {
    int t = 0;
    for (int v : need) t += v;
    return t;
  }
  bool empty() const { return total() == 0; }
  std::string text() const;  // "2WW", "0"
};

// What an operation of a spell or ability aims at, chosen when it is cast or activated.
enum class Target : uint8_t { None, Any, Creature, Ship, NonShip, OwnShip, Player, Spell };
const char* target_words(Target t);  // "any target", "target creature", ...

// One operation of game text: an index into the vocabulary (ops/ops.h) and up to two numbers.
struct Op {
  uint8_t kind = 0;
  int8_t a = 0, b = 0;
};

// An activated ability "COST: EFFECT" (D-SQ-9); a mana ability resolves at once, off the stack.
struct Ability {
  ManaCost cost;
  bool tap = false, sacrifice = false;
  Target target = Target::None;
  std::vector<Op> ops;
  bool mana = false;  // every op is a mana op
};

struct CardDef {
  uint16_t index = 0;
  std::string id, name;
  CardType type = CardType::Land;
  std::string file;
  int line = 0;
  ManaCost cost;
  int8_t land_color = -1;  // the mana a land taps for
  bool basic = false;      // a basic land: any number in a deck (D-SQ-2)
  int8_t power = 0, toughness = 0;
  // Ships (SQ-1, SQ-2): power and toughness above are those at Minimum Crew.
  bool ship = false;
  int8_t min_crew = 0, max_crew = 0;
  bool stardrive = false;  // SQ-15
  bool first_strike = false, trample = false, flying = false;
  // A sorcery's or instant's effect; its target.
  Target target = Target::None;
  std::vector<Op> effect;
  std::optional<Ability> ability;
  std::vector<Op> enters;  // "When this enters play: ..." (D-SQ-10)
  std::vector<Op> upkeep;  // "At the beginning of your upkeep: ..." (D-SQ-10)
  std::vector<Op> statics; // while in play (an enchantment's anthem)
  std::string flavor;
  bool creature() const { return type == CardType::Creature; }
  int color() const;  // the colour of its cost's coloured symbols; colourless when none or several
};

std::string render_text(const CardDef& c);
std::string render_ops(const std::vector<Op>& ops, Target target);

class CardLibrary {
 public:
  // Loads every *.yaml under `dir` (sorted). Throws std::runtime_error listing every problem as
  // "file:line: message".
  static std::shared_ptr<const CardLibrary> load_dir(const std::string& dir);
  static std::shared_ptr<const CardLibrary> load_text(const std::string& text, const std::string& file);
  static std::shared_ptr<const CardLibrary> bundled();  // data/spacequest/cards, loaded once

  const std::vector<CardDef>& cards() const { return cards_; }
  const CardDef& at(uint16_t i) const { return cards_.at(i); }
  size_t size() const { return cards_.size(); }
  const CardDef* find(const std::string& name_or_id) const;  // exact, then case aside, then id
  std::string suggest(const std::string& name) const;

  void add_files(const std::vector<std::pair<std::string, std::string>>& files);  // (path, text)

 private:
  std::vector<CardDef> cards_;
  std::unordered_map<std::string, uint16_t> by_name_;
};

std::string data_dir();  // $SPACELINE_DATA or the compiled-in data folder, + "/spacequest"

}  // namespace spaceline::spacequest
