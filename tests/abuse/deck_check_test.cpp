// `POST /api/decks/check` needs no login (issue 23, part 3): it reads the deck from memory and
// writes nothing, refuses large texts, and limits anonymous callers.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "abuse/abuse_server.h"
#include "spaceline_paths.h"

using namespace spaceline::abuse;

namespace {

std::string bundled_deck_text() {
  std::ifstream in(SPACELINE_DATA_DIR "/talespin/decks/" + std::string("harbor_haulers.deck"));
  std::ostringstream o;
  o << in.rdbuf();
  return o.str();
}

size_t files_under(const std::string& dir) {
  std::error_code ec;
  size_t n = 0;
  for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::recursive_directory_iterator(); ++it) ++n;
  return n;
}

}  // namespace

TEST(DeckCheck, ADeckCheckWritesNoFile) {
  AbuseServer s;
  const std::string text = bundled_deck_text();
  ASSERT_FALSE(text.empty());
  for (int i = 0; i < 3; ++i) {
    auto r = s.call("POST", "/api/decks/check", {{"game", "talespin"}, {"text", text + "\n# variant " + std::to_string(i)}});
    ASSERT_EQ(r.status, 200) << r.body.dump();
    EXPECT_TRUE(r.body["check"]["playable"].get<bool>()) << r.body.dump();
  }
  auto bad = s.call("POST", "/api/decks/check", {{"game", "talespin"}, {"text", "name: x\n3 No Such Card\n"}});
  ASSERT_EQ(bad.status, 200) << bad.body.dump();
  EXPECT_FALSE(bad.body["check"]["playable"].get<bool>());
  EXPECT_EQ(files_under(s.deck_dir()), 0u) << s.deck_dir();
}

TEST(DeckCheck, ADeckTextOverTheCapIsRefusedWith413) {
  Limits l;
  l.api.max_deck_chars = 4096;
  AbuseServer s(l);
  auto r = s.call("POST", "/api/decks/check", {{"game", "talespin"}, {"text", std::string(5000, 'x')}});
  EXPECT_EQ(r.status, 413) << r.body.dump();
}

TEST(DeckCheck, AnonymousDeckChecksAreRateLimitedPerAddressButNotLoggedInOnes) {
  Limits l;
  l.api.anonymous_deck_checks_per_minute = 3;
  AbuseServer s(l);
  const json body = {{"game", "talespin"}, {"text", "name: x\n"}};
  for (int i = 0; i < 3; ++i) EXPECT_EQ(s.call("POST", "/api/decks/check", body).status, 200);
  auto r = s.call("POST", "/api/decks/check", body);
  EXPECT_EQ(r.status, 429) << r.body.dump();
  const std::string tok = s.user("alice");
  for (int i = 0; i < 5; ++i) EXPECT_EQ(s.call("POST", "/api/decks/check", body, tok).status, 200);
}
