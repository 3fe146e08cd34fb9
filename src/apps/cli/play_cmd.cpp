// `spaceline play`: a human in the terminal against the computer.
#include <fstream>
#include <iostream>
#include <random>
#include <sstream>

#include "apps/cli/commands.h"
#include "apps/cli/render.h"
#include "games/stccg1e/agents/heuristic_agent.h"
#include "games/stccg1e/state/save_file.h"

namespace spaceline::cli {
using namespace spaceline::stccg1e;

namespace {

struct PlayOptions {
  std::string deck = "federation-premiere";
  std::string opponent_deck = "klingon-premiere";
  std::string agent = "heuristic";
  uint64_t seed = 0;
  bool seed_given = false;
  int seat = 1;
  std::string save = "spaceline-save.json";
  std::string resume;
};

void save_game(const GameState& s, const PlayOptions& o) {
  if (o.save.empty()) return;
  std::ofstream f(o.save + ".tmp");
  nlohmann::json j = {{"state", s.to_json()}, {"agent", o.agent}, {"seat", o.seat}};
  f << j.dump();
  f.close();
  std::rename((o.save + ".tmp").c_str(), o.save.c_str());  // atomic: a crash never leaves half a save
}

int run_play(PlayOptions o) {
  auto db = CardDb::bundled();
  std::unique_ptr<GameState> s;
  if (!o.resume.empty()) {
    std::ifstream f(o.resume);
    if (!f) throw std::runtime_error(o.resume + ": cannot open saved game");
    std::stringstream text;
    text << f.rdbuf();
    auto saved = load_saved_game_text(db, text.str(), o.resume);  // every field checked (state/save_file.h)
    s = std::make_unique<GameState>(std::move(saved.state));
    if (saved.has_agent) o.agent = saved.agent;
    if (saved.has_seat) o.seat = saved.seat;
    std::cout << "Resumed " << o.resume << " at turn " << s->turn << ".\n";
  } else {
    if (!o.seed_given) o.seed = std::random_device{}();
    auto mine = load_deck_file(resolve_deck_path(o.deck), *db);
    auto theirs = load_deck_file(resolve_deck_path(o.opponent_deck), *db);
    for (auto* d : {&mine, &theirs}) {
      auto issues = validate_deck(*d, *db);
      if (!deck_is_legal(issues)) {
        std::ostringstream m;
        m << d->source << " is not a legal deck:";
        for (auto& i : issues)
          if (i.error) m << "\n  [" << i.rule << "] " << i.message;
        throw std::runtime_error(m.str());
      }
    }
    std::array<Deck, 2> decks = o.seat == 1 ? std::array<Deck, 2>{mine, theirs} : std::array<Deck, 2>{theirs, mine};
    s = std::make_unique<GameState>(db, decks, o.seed);
    std::cout << "New game, seed " << o.seed << " (replay it with --seed " << o.seed << "). You are P" << o.seat
              << " with " << mine.name << "; the computer (" << o.agent << ") plays " << theirs.name << ".\n";
  }
  const int me = o.seat - 1;
  auto bot = make_agent(o.agent, o.seed + 99);
  size_t shown_log = 0;
  std::cout << "Type a number to choose, 'b' for the board, 'l' for the full log, 'c NAME' to look up a card, 'q' to quit.\n";
  auto flush_log = [&] {
    for (; shown_log < s->log.size(); ++shown_log) {
      const auto& e = s->log[shown_log];
      if (e.visible_to < 0 || e.visible_to == me) std::cout << "  " << s->render_log_entry(e) << "\n";
    }
  };
  bool show_board = true;
  while (!s->is_terminal()) {
    if (s->current_player() != me) {
      s->apply(bot->choose(*s));
      save_game(*s, o);
      continue;
    }
    flush_log();
    if (show_board) std::cout << "\n" << render_board(*s, me);
    show_board = false;
    auto legal = s->legal_actions();
    std::cout << "\n" << s->decision().prompt << ":\n";
    for (size_t i = 0; i < legal.size(); ++i) std::cout << "  " << i + 1 << ") " << s->action_label(legal[i]) << "\n";
    std::cout << "> " << std::flush;
    std::string line;
    if (!std::getline(std::cin, line)) {
      std::cout << "\nInput closed; the game is saved in " << o.save << " (resume with --resume " << o.save << ").\n";
      return 0;
    }
    if (line == "q") {
      std::cout << "Saved in " << o.save << " (resume with: spaceline play --resume " << o.save << ").\n";
      return 0;
    }
    if (line == "b") {
      show_board = true;
      continue;
    }
    if (line == "l") {
      for (const auto& e : s->log)
        if (e.visible_to < 0 || e.visible_to == me) std::cout << "  " << s->render_log_entry(e) << "\n";
      continue;
    }
    if (line.rfind("c ", 0) == 0) {
      if (const auto* c = db->by_name(line.substr(2))) std::cout << card_text(*c);
      else std::cout << "no card named '" << line.substr(2) << "'\n";
      continue;
    }
    size_t n = 0;
    try {
      n = std::stoul(line);
    } catch (...) {
      std::cout << "Please type a number between 1 and " << legal.size() << ".\n";
      continue;
    }
    if (n < 1 || n > legal.size()) {
      std::cout << "Please type a number between 1 and " << legal.size() << ".\n";
      continue;
    }
    s->apply(legal[n - 1]);
    save_game(*s, o);
    show_board = true;
  }
  flush_log();
  std::cout << "\n" << render_board(*s, me);
  std::cout << "\nGame over: "
            << (s->winner < 0 ? std::string("a draw") : s->winner == me ? std::string("you win!") : std::string("the computer wins."))
            << " (" << s->end_reason << ")\n";
  return 0;
}

}  // namespace

void register_play(CLI::App& app) {
  auto o = std::make_shared<PlayOptions>();
  auto* play = app.add_subcommand("play", "Play a game against the computer in the terminal");
  play->add_option("--deck", o->deck, "your deck (file or bundled name)");
  play->add_option("--opponent-deck", o->opponent_deck, "the computer's deck");
  play->add_option("--agent", o->agent, "the computer player: heuristic or random");
  play->add_option("--seat", o->seat, "1 or 2")->check(CLI::Range(1, 2));
  play->add_option("--save", o->save, "file the game is saved to after every action");
  play->add_option("--resume", o->resume, "continue a saved game");
  auto* seed = play->add_option("--seed", o->seed, "random seed (the same seed and choices replay the same game)");
  auto* save = play->get_option("--save");
  play->callback([o, seed, save] {
    o->seed_given = seed->count() > 0;
    // A resumed game keeps saving to the file it came from unless told otherwise.
    if (!o->resume.empty() && save->count() == 0) o->save = o->resume;
    set_exit_code(run_play(*o));
  });
}

}  // namespace spaceline::cli
