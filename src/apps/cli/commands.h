#pragma once
#include <CLI/CLI.hpp>

namespace spaceline::cli {
void register_play(CLI::App& app);
void register_deck(CLI::App& app);
void register_cards(CLI::App& app);
void register_sim(CLI::App& app);
void register_scenario(CLI::App& app);
void register_explain(CLI::App& app);
void register_replay(CLI::App& app);
void register_serve(CLI::App& app);
int exit_code();
void set_exit_code(int code);
}  // namespace spaceline::cli
