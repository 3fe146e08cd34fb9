// Save files: the outer object ("state", "agent", "seat") checked field by field; the state itself is
// GameState::from_json's (serialize.cpp). Errors name the file and the field.
#include "games/stccg1e/state/save_file.h"

#include <stdexcept>

namespace spaceline::stccg1e {

SavedGame load_saved_game(std::shared_ptr<const CardDb> db, const nlohmann::json& j, const std::string& source,
                          bool bare_state_ok) {
  auto fail = [&](const std::string& what) -> void { throw std::invalid_argument(source + ": " + what); };
  if (!j.is_object()) fail("not a saved game (a JSON object with a \"state\" member)");
  const bool wrapped = j.contains("state");
  if (!wrapped && !bare_state_ok) fail("not a saved game: the \"state\" member is missing");
  std::string agent = "heuristic";
  int seat = 1;
  bool has_agent = false, has_seat = false;
  if (wrapped) {
    if (auto it = j.find("agent"); it != j.end()) {
      if (!it->is_string() || (it->get_ref<const std::string&>() != "heuristic" && it->get_ref<const std::string&>() != "random"))
        fail("agent: must be \"heuristic\" or \"random\"");
      agent = it->get<std::string>();
      has_agent = true;
    }
    if (auto it = j.find("seat"); it != j.end()) {
      if (!it->is_number_integer() || it->get<int64_t>() < 1 || it->get<int64_t>() > 2 ||
          (it->is_number_unsigned() && it->get<uint64_t>() > 2))
        fail(it->is_number_integer() ? "seat: must be 1 or 2 (your seat), not " + std::to_string(it->get<int64_t>())
                                     : std::string("seat: must be 1 or 2 (your seat), a whole number"));
      seat = it->get<int>();
      has_seat = true;
    }
  }
  const auto& sj = wrapped ? j.at("state") : j;
  try {
    SavedGame g{GameState::from_json(std::move(db), sj), agent, seat, has_agent, has_seat};
    return g;
  } catch (const std::invalid_argument& e) {
    throw std::invalid_argument(source + ": " + e.what());
  }
}

SavedGame load_saved_game_text(std::shared_ptr<const CardDb> db, const std::string& text, const std::string& source,
                               bool bare_state_ok) {
  nlohmann::json j = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) {
    // Parse again for the position of the first error.
    try {
      (void)nlohmann::json::parse(text);
    } catch (const nlohmann::json::parse_error& e) {
      throw std::invalid_argument(source + ": not a saved game (JSON syntax error at byte " + std::to_string(e.byte) + ")");
    } catch (const nlohmann::json::exception& e) {  // a number too large for any type (out_of_range.406), ...
      throw std::invalid_argument(source + ": not a saved game (" + e.what() + ")");
    }
    throw std::invalid_argument(source + ": not a saved game (not JSON)");
  }
  return load_saved_game(std::move(db), j, source, bare_state_ok);
}

}  // namespace spaceline::stccg1e
