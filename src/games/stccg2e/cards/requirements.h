#pragma once
// Mission requirements and the "unless" conditions of dilemmas: skills, attribute totals and
// "N different skills" (D-2E-16, R2-5), read from the text printed on the card
// ("Transporters and (Engineer, Physics, and Integrity>29 or Acquisition, Treachery, and Cunning>31)").
#include <array>
#include <string>
#include <utility>
#include <vector>

namespace spaceline::stccg2e {

// One way of meeting a requirement: every skill count, every attribute total above its bar, and
// `distinct` different skills besides the named skills (R2-5).
struct Requirement {
  std::vector<std::pair<std::string, int>> skills;
  std::array<int, 3> above{-1, -1, -1};  // INTEGRITY, CUNNING, STRENGTH must total more than this (-1: no bar)
  int distinct = 0;                      // "N different skills" (R2-5)
  bool empty() const { return skills.empty() && distinct == 0 && above == std::array<int, 3>{-1, -1, -1}; }
};

// The text as alternatives (any one suffices). Throws std::invalid_argument naming the word that
// could not be read.
std::vector<Requirement> parse_requirements(const std::string& text);

// What a group of personnel brings: each skill's total and each attribute's total.
struct GroupSkills {
  std::vector<std::pair<std::string, int>> skills;
  std::array<int, 3> attributes{0, 0, 0};
  int skill(const std::string& s) const;
};

bool meets(const Requirement& r, const GroupSkills& g);
bool meets_any(const std::vector<Requirement>& alternatives, const GroupSkills& g);

// Whether the printed requirements name `skill` (R2-5: "N different skills" names none).
bool names_skill(const std::vector<Requirement>& alternatives, const std::string& skill);

std::string render(const std::vector<Requirement>& alternatives);

}  // namespace spaceline::stccg2e
