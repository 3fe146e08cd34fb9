#include "helpers.h"

#include <algorithm>
#include <fstream>
#include <filesystem>
#include <mutex>
#include <sstream>

namespace tst {

namespace fs = std::filesystem;

std::shared_ptr<const CardLibrary> test_lib() {
  static std::once_flag once;
  static std::shared_ptr<const CardLibrary> lib;
  std::call_once(once, [] {
    std::vector<std::pair<std::string, std::string>> files;
    std::vector<fs::path> paths;
    for (const auto& e : fs::directory_iterator(data_dir() + "/cards")) paths.push_back(e.path());
    std::sort(paths.begin(), paths.end());
    for (const auto& p : paths) {
      std::ifstream in(p);
      std::ostringstream o;
      o << in.rdbuf();
      files.emplace_back(p.string(), o.str());
    }
    files.emplace_back("test-cards.yaml", kTestCards);
    auto l = std::make_shared<CardLibrary>();
    l->add_files(files);
    lib = l;
  });
  return lib;
}

std::unique_ptr<TsState> game(int players, uint64_t seed, std::vector<std::string> decks) {
  const std::vector<std::string> def = {"harbor_haulers", "jungle_express", "sky_raiders", "harbor_haulers"};
  if (decks.empty()) decks.assign(def.begin(), def.begin() + players);
  std::vector<Deck> d;
  for (const auto& n : decks) {
    d.push_back(load_deck(n, *test_lib(), seed));
    EXPECT_TRUE(d.back().errors.empty()) << n;
  }
  return new_state(test_lib(), d, seed, 0);
}

// Positions are set up with the module's own functions (games/talespin/scenario/position.h),
// the ones scenario files use.
Card add(TsState& s, int owner, const std::string& name) { return add_card(s, owner, name); }
void set_def(TsState& s, Card c, const std::string& name) { set_card(s, c, name); }
Card to_hand(TsState& s, int p, const std::string& name) { return put_in_hand(s, p, name); }
Card to_chain(TsState& s, int p, const std::string& name) { return put_in_chain(s, p, name); }
Card to_packed(TsState& s, int p, const std::string& name) { return put_packed(s, p, name); }
Card to_delivered(TsState& s, int p, const std::string& name) { return put_delivered(s, p, name); }
Card to_hold(TsState& s, int holder, const std::string& name, int owner) { return put_in_hold(s, holder, name, owner); }
void empty_hand(TsState& s, int p) { hand_to_deck_bottom(s, p); }

void fill_hand(TsState& s, int p, int n) {
  empty_hand(s, p);
  for (int i = 0; i < n; ++i) to_hand(s, p, "Test Reader");
}

void set_player(TsState& s, int p, const std::string& name) { set_player_character(s, p, name); }
void force_die(TsState& s, int face) { load_die(s, face); }

int pos_of_region(const TsState& s, Region r, int nth) {
  for (size_t i = 0; i < s.ring.size(); ++i)
    if (s.location(static_cast<int>(i)).region == r && nth-- == 0) return static_cast<int>(i);
  ADD_FAILURE() << "no such region";
  return 0;
}

int pos_of(const TsState& s, const std::string& location) { return ring_position(s, location); }

namespace {
bool match(Action x, Act kind, int a, int b) {
  return act_kind(x) == kind && (a < 0 || act_a(x) == a) && (b < 0 || act_b(x) == b);
}
}  // namespace

bool has(const TsState& s, Act kind, int a, int b) {
  for (Action x : s.legal_actions())
    if (match(x, kind, a, b)) return true;
  return false;
}

Action find(const TsState& s, Act kind, int a, int b) {
  for (Action x : s.legal_actions())
    if (match(x, kind, a, b)) return x;
  std::string legal;
  for (Action x : s.legal_actions()) legal += " " + s.action_key(x);
  ADD_FAILURE() << "no legal action of kind " << int(kind) << " a=" << a << " b=" << b << "; legal:" << legal;
  return Action{0};
}

void act(TsState& s, Act kind, int a, int b) { s.apply(find(s, kind, a, b)); }
void key(TsState& s, const std::string& k) { s.apply(s.parse_key(k)); }

std::vector<std::string> rules_since(const TsState& s, size_t from) {
  std::vector<std::string> v;
  for (size_t i = from; i < s.log.size(); ++i) v.push_back(rule_id(s.log[i].rule));
  return v;
}

std::vector<std::string> lines_since(const TsState& s, size_t from, int viewer) {
  std::vector<std::string> v;
  for (size_t i = from; i < s.log.size(); ++i) v.push_back(s.render(s.log[i], viewer));
  return v;
}

bool logged(const TsState& s, size_t from, LogKind k, Rule r) {
  for (size_t i = from; i < s.log.size(); ++i)
    if (s.log[i].kind == k && s.log[i].rule == r) return true;
  return false;
}

int count_kind(const TsState& s, size_t from, LogKind k) {
  int n = 0;
  for (size_t i = from; i < s.log.size(); ++i) n += s.log[i].kind == k;
  return n;
}

void finish_turn(TsState& s) {
  const int turn = s.turn;
  for (int guard = 0; guard < 1000 && !s.over && s.turn == turn; ++guard) {
    switch (s.pending) {
      case Pending::Play: act(s, Act::EndPlay); break;
      case Pending::Direction: act(s, Act::Direction, 0); break;
      case Pending::Cargo: act(s, Act::CargoPass); break;
      default: s.apply(s.legal_actions().front()); break;
    }
  }
}

std::unique_ptr<TsState> roundtrip(const TsState& s) { return state_from_json(s.to_json(), s.setup->lib); }

}  // namespace tst
