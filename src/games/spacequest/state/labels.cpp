// Action labels (what a player reads and scenario scripts name), action keys and their inverse.
#include <sstream>
#include <stdexcept>

#include "games/spacequest/rules/rules.h"
#include "games/spacequest/state/state.h"

namespace spaceline::spacequest {

std::string SqState::action_label(Action a) const {
  const Card c = act_a(a), b = act_b(a);
  switch (act_kind(a)) {
    case Act::Pass: return stack.empty() ? "Pass priority" : "Pass priority (let " + name(stack.back().source) + " resolve)";
    case Act::Keep: return "Keep this hand";
    case Act::Mulligan: return "Mulligan";
    case Act::PlayLand: return "Play land " + name(c);
    case Act::Cast: return "Cast " + name(c) + (b == kNone ? "" : " targeting " + target_name(b));
    case Act::Activate: {
      const auto& ab = *def(c).ability;
      return (ab.mana ? "Tap " : "Activate ") + name(c) + ": " + render_ops(ab.ops, ab.target) +
             (b == kNone ? "" : " (" + target_name(b) + ")");
    }
    case Act::DeclareStaffing: return "Declare a Staffing Phase";
    case Act::Crew: return "Put " + name(c) + " under " + name(b);
    case Act::Uncrew: return "Move " + name(c) + " out from under " + name(cards[c].under);
    case Act::EndStaffing: return "End the Staffing Phase";
    case Act::Attack: return "Attack with " + name(c);
    case Act::DoneAttacking: return "Done declaring attackers";
    case Act::Block: return "Block " + name(b) + " with " + name(c);
    case Act::DoneBlocking: return "Done declaring blockers";
    case Act::Evict: return "Move " + name(c) + " off " + name(over_ship);
    case Act::Discard: return "Discard " + name(c);
    case Act::AssignDamage:
      return "Assign 1 of " + name(assigning) + "'s damage to " + target_name(c) + " (" + std::to_string(assign_left) + " left)";
  }
  return "?";
}

namespace {
const char* const kKeys[] = {"", "pass", "keep", "mulligan", "land", "cast", "activate", "staff", "crew", "uncrew",
                             "endstaff", "attack", "attacked", "block", "blocked", "evict", "discard", "assign"};
constexpr int kKeyCount = sizeof(kKeys) / sizeof(kKeys[0]);
}  // namespace

std::string SqState::action_key(Action a) const {
  const int k = static_cast<int>(act_kind(a));
  if (k <= 0 || k >= kKeyCount) return "?" + std::to_string(a.bits);
  return std::string(kKeys[k]) + ":" + std::to_string(act_a(a)) + ":" + std::to_string(act_b(a));
}

Action SqState::parse_key(const std::string& key) const {
  std::istringstream in(key);
  std::string word, x, y;
  if (!std::getline(in, word, ':') || !std::getline(in, x, ':') || !std::getline(in, y))
    throw std::invalid_argument("action key '" + key + "' is not WORD:A:B");
  for (int k = 1; k < kKeyCount; ++k)
    if (word == kKeys[k]) {
      try {
        size_t ex = 0, ey = 0;
        const unsigned long a = std::stoul(x, &ex), b = std::stoul(y, &ey);
        if (ex != x.size() || ey != y.size() || a > 0xFFFF || b > 0xFFFF) throw 0;
        return make_action(static_cast<Act>(k), static_cast<uint32_t>(a), static_cast<uint32_t>(b));
      } catch (...) {
        throw std::invalid_argument("action key '" + key + "': A and B must be whole numbers up to 65535");
      }
    }
  throw std::invalid_argument("action key '" + key + "': unknown action '" + word + "'");
}

}  // namespace spaceline::spacequest
