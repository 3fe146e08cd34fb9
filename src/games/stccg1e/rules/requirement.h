#pragma once
// Requirement expressions: mission requirements and dilemma conditions
// (docs/card-format.md "Requirement expressions"; CRD III.2 Requirements,
// R-REQ-1..5, R-SKILL-3..6). Parsed once at card load, evaluated against a
// group of personnel through the RequirementView interface.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace spaceline::stccg1e {

using SkillId = uint8_t;
constexpr SkillId kNoSkill = 0xFF;

// Classifications come first so a classification id doubles as its skill id
// (R-SKILL-2: a classification word in the skill box is a skill).
enum Classification : SkillId { ANIMAL, CIVILIAN, ENGINEER, MEDICAL, OFFICER, SCIENCE, SECURITY, VIP, kNumClassifications };

// Canonical skill name for an id, and lookup (case-insensitive). The list is
// fixed: an unknown skill in a card file is a load error, not a silent typo.
const std::string& skill_name(SkillId id);
std::optional<SkillId> parse_skill(const std::string& name);
size_t num_skills();
bool is_classification(SkillId id);

enum class Attr : uint8_t { Integrity, Cunning, Strength };
const char* to_string(Attr a);

struct ReqExpr;

struct ReqTerm {
  // AttrLess: "INTEGRITY<21" (Quash Conspiracy); PersonnelCount: "3 personnel" (Brute Force's minimum);
  // AuIconCount: "3 [AU]", personnel showing the AU icon (Fissure Research).
  enum Kind : uint8_t { Skill, AttrGreater, Named, GenderCount, AndroidCount, ShieldsGreater, Any, DiscardCost, AttrLess,
                        PersonnelCount, AuIconCount };
  Kind kind = Skill;
  SkillId skill = kNoSkill;
  int count = 1;          // Skill: total in whole units; Gender/Android/Personnel/AU: number of personnel
  Attr attr = Attr::Integrity;
  std::optional<Attr> plus_attr;  // AttrGreater / AttrLess: "(CUNNING + STRENGTH)>68" adds a second attribute (Ferengi Attack)
  bool per_member = false;        // AttrGreater: "STRENGTH>10 per member": the threshold times the group's size (Brute Force, R-REQ-5)
  int threshold = 0;      // AttrGreater / ShieldsGreater: strictly greater than; AttrLess: strictly less than
  bool female = false;    // GenderCount
  std::string name;       // Named: exact title (R-REQ-6)
  bool equipment = false; // DiscardCost: any equipment (else a personnel with `skill`)
  std::shared_ptr<const ReqExpr> inner;  // Any
};

struct ReqExpr {
  // Disjunction of conjunctions: alternatives[i] is one way to meet it.
  std::vector<std::vector<ReqTerm>> alternatives;
  std::string text;  // canonical rendering
};

struct ReqParseError : std::runtime_error {
  using std::runtime_error::runtime_error;
};
ReqExpr parse_requirement(const std::string& text);

// What evaluation needs to know about the group; implemented by the game state.
class RequirementView {
 public:
  virtual ~RequirementView() = default;
  // Skill total in half units for one member (classification counts, R-SKILL-3/4).
  virtual int skill_halves(uint16_t card, SkillId s) const = 0;
  virtual int attribute(uint16_t card, Attr a) const = 0;
  virtual bool is_female(uint16_t card) const = 0;
  virtual bool is_male(uint16_t card) const = 0;
  virtual bool is_android(uint16_t card) const = 0;
  virtual const std::string& title(uint16_t card) const = 0;
  virtual bool has_classification(uint16_t card, SkillId s) const = 0;
  virtual bool is_hologram(uint16_t card) const = 0;
  virtual bool has_au_icon(uint16_t card) const = 0;  // the printed Alternate Universe icon
};

struct ReqContext {
  const RequirementView* view = nullptr;
  const std::vector<uint16_t>* group = nullptr;      // personnel present
  const std::vector<uint16_t>* equipment = nullptr;  // equipment present
  int shields = -1;                                   // facing ship/outpost SHIELDS, -1 if none
  const std::vector<uint16_t>* discardable = nullptr;  // the equipment a discard(equipment) term may take; null: all of it
};

struct ReqResult {
  bool met = false;
  int alternative = -1;              // which alternative was met
  std::vector<uint16_t> discards;    // cards a met DiscardCost term would discard
  bool needs_cost = false;           // the met alternative has a discard cost
};

// All requirements are checked at the same moment (R-REQ-1); a card may both
// supply a skill and be the discarded card. Alternatives without a cost are
// preferred over those with one.
ReqResult evaluate(const ReqExpr& e, const ReqContext& ctx);
// What a group still lacks to meet `e` (the terminal's "lacks" lines: a mission's requirements, a
// dilemma's condition): empty when some alternative is met; else, for each alternative, its unmet
// terms said as the shortfall -- "2 Diplomacy" for a group with 3 of Diplomacy x5 (R-SKILL-6: halves
// add up, so "1.5 Diplomacy" can be), "CUNNING>40 (has 32)" -- the alternatives with the fewest unmet
// terms first, ties in written order.
std::vector<std::vector<std::string>> unmet_terms(const ReqExpr& e, const ReqContext& ctx);
// unmet_terms as one line: "requirements met", or "lacks A and B, or C".
std::string lacks_text(const std::vector<std::vector<std::string>>& unmet);
std::string term_to_string(const ReqTerm& t);

}  // namespace spaceline::stccg1e
