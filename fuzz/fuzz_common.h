#pragma once
// Shared by the fuzz targets (docs/fuzzing.md): what counts as an accepted outcome. Bad input may be
// refused with one of the documented errors (std::invalid_argument, std::runtime_error and the
// loaders' errors derived from it: CardLoadError, DeckParseError, ScenarioError, ReqParseError);
// anything else leaving the engine (std::out_of_range, std::logic_error, a YAML or JSON library
// exception that was not converted into one of ours) is a bug, and so is a crash or a sanitizer report.
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <stdexcept>
#include <string>
#include <typeinfo>

#include <nlohmann/json.hpp>
#include <yaml-cpp/yaml.h>

namespace spaceline::fuzz {

[[noreturn]] inline void bug(const char* kind, const char* what) {
  std::fprintf(stderr, "\nFUZZ BUG: unexpected %s escaped the engine: %s\n", kind, what);
  std::fflush(stderr);
  std::abort();
}

// Runs `f`; returns normally for accepted outcomes, aborts (a finding) for any other exception.
template <class F>
void run_accepting_documented_errors(F&& f) {
  try {
    f();
  } catch (const std::invalid_argument&) {  // refused input (a std::logic_error, so caught before it)
  } catch (const std::logic_error& e) {     // std::out_of_range, std::length_error, ...: an engine bug
    bug(typeid(e).name(), e.what());
  } catch (const YAML::Exception& e) {      // a std::runtime_error too: must be converted to our errors
    bug("YAML exception", e.what());
  } catch (const std::runtime_error&) {     // CardLoadError, DeckParseError, ScenarioError, ...
  } catch (const nlohmann::json::exception& e) {
    bug("JSON library exception", e.what());
  } catch (const std::exception& e) {
    bug(typeid(e).name(), e.what());
  }
}

inline std::string as_text(const uint8_t* data, size_t size) { return std::string(reinterpret_cast<const char*>(data), size); }

}  // namespace spaceline::fuzz
