#pragma once
// Small text helpers every reader of user files needs (card files, deck files, scenario files):
// one definition, so "case aside" and "spaces aside" mean the same in every game.
#include <string>
#include <vector>

namespace spaceline {

// `s` in lower case (ASCII letters only: card and deck names are ASCII).
std::string lower(std::string s);
// `s` without leading and trailing white space.
std::string trim(const std::string& s);
// The words of `s`, split at white space.
std::vector<std::string> words(const std::string& s);
// "[a, b, c]": a list of allowed values for an error message.
std::string bracketed(const std::vector<std::string>& v);
// `message` and, when `suggestion` is not empty, " (did you mean 'SUGGESTION'?)".
std::string with_suggestion(const std::string& message, const std::string& suggestion);

}  // namespace spaceline
