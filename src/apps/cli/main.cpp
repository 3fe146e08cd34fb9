// spaceline: the command-line front end (README, docs/cli.md).
#include <CLI/CLI.hpp>

#include <iostream>

#include "apps/cli/commands.h"

int main(int argc, char** argv) {
  CLI::App app{"Spaceline: rules engines for Star Trek CCG First Edition (CRD v1.11) and TaleSpin; play, replay, explain, sim, cards and deck take --game"};
  app.require_subcommand(1);
  spaceline::cli::register_play(app);
  spaceline::cli::register_deck(app);
  spaceline::cli::register_cards(app);
  spaceline::cli::register_sim(app);
  spaceline::cli::register_scenario(app);
  spaceline::cli::register_explain(app);
  spaceline::cli::register_replay(app);
  spaceline::cli::register_serve(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e);
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 1;
  }
  return spaceline::cli::exit_code();
}
