// Optional card images (`spaceline serve --card-images`, docs/server.md "Card images"): what a
// folder is allowed to serve, what a URL template may say, and that an operator's mistake stops
// the server with a sentence naming it. The browser side is tests/web/card_images.test.mjs.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "server/card_images.h"

namespace fs = std::filesystem;
using spaceline::server::CardImages;

namespace {

struct Folder {
  fs::path root = fs::temp_directory_path() / ("spaceline-card-images-" + std::to_string(::getpid()));
  Folder() {
    fs::remove_all(root);
    fs::create_directories(root / "stccg1e");
  }
  ~Folder() { fs::remove_all(root); }
  void write(const fs::path& rel, const std::string& bytes) {
    fs::create_directories((root / rel).parent_path());
    std::ofstream(root / rel, std::ios::binary) << bytes;
  }
};

std::string error_of(const std::string& option) {
  std::vector<std::string> w;
  try {
    CardImages::from_option(option, w);
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST(CardImages, NoneByDefaultTellsTheClientToDrawFrames) {
  std::vector<std::string> w;
  const CardImages none = CardImages::from_option("", w);
  EXPECT_FALSE(none.enabled());
  EXPECT_EQ(none.client_config(), (nlohmann::json{{"source", "none"}}));
  EXPECT_EQ(none.img_src(), "'self' data:");
  ASSERT_TRUE(none.serve("/card-images/stccg1e/PR-tricorder"));
  EXPECT_EQ(none.serve("/card-images/stccg1e/PR-tricorder")->status, 404);
  EXPECT_FALSE(none.serve("/index.html")) << "only /card-images/ is the images' route";
}

TEST(CardImages, AFolderServesImagesNamedAfterCardIdsAndSaysWhatItSkips) {
  Folder f;
  f.write("stccg1e/PR-tricorder.PNG", "png-bytes");
  f.write("stccg1e/PR-archer.jpg", "jpg-bytes");
  f.write("stccg1e/PR-archer.webp", "second");          // a second image of the same card
  f.write("stccg1e/notes.txt", "not an image");
  f.write("stccg1e/big.png", std::string(CardImages::kMaxImageBytes + 1, 'x'));
  f.write("Not A Game/PR-x.png", "x");
  f.write("outside.png", "secret");
  fs::create_symlink(f.root / "outside.png", f.root / "stccg1e" / "PR-link.png");
  std::vector<std::string> warnings;
  const CardImages images = CardImages::from_option(f.root.string(), warnings);
  EXPECT_EQ(images.image_count(), 3u) << "PR-tricorder, PR-archer and the link (inside the folder: outside.png is not)";
  EXPECT_EQ(images.client_config(), (nlohmann::json{{"source", "folder"}, {"template", "/card-images/{game}/{id}"}}));
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_NE(warnings[0].find("not served"), std::string::npos) << warnings[0];

  const auto png = images.serve("/card-images/stccg1e/PR-tricorder");
  ASSERT_TRUE(png);
  EXPECT_EQ(png->status, 200);
  EXPECT_EQ(png->body, "png-bytes");
  EXPECT_EQ(png->content_type, "image/png");
  const auto jpg = images.serve("/card-images/stccg1e/PR-archer");
  ASSERT_TRUE(jpg);
  EXPECT_EQ(jpg->content_type, "image/jpeg");
  for (const char* p : {"/card-images/stccg1e/notes", "/card-images/stccg1e/big", "/card-images/stccg1e/../outside",
                        "/card-images/talespin/PR-tricorder", "/card-images/stccg1e", "/card-images/"})
    EXPECT_EQ(images.serve(p)->status, 404) << p;
}

TEST(CardImages, ALinkLeadingOutOfTheFolderIsNotServed) {
  Folder f;
  const fs::path outside = f.root.parent_path() / ("spaceline-outside-" + std::to_string(::getpid()) + ".png");
  std::ofstream(outside) << "secret";
  fs::create_symlink(outside, f.root / "stccg1e" / "PR-archer.png");
  std::vector<std::string> warnings;
  const CardImages images = CardImages::from_option(f.root.string(), warnings);
  fs::remove(outside);
  EXPECT_EQ(images.image_count(), 0u);
  EXPECT_EQ(images.serve("/card-images/stccg1e/PR-archer")->status, 404);
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_NE(warnings[0].find("leads out of the folder"), std::string::npos) << warnings[0];
}

TEST(CardImages, AUrlTemplateIsCheckedAndItsHostAllowedForImagesOnly) {
  std::vector<std::string> w;
  const CardImages url = CardImages::from_option("https://img.example.org:8443/cards/{game}/{id}.jpg", w);
  EXPECT_TRUE(url.enabled());
  EXPECT_EQ(url.client_config(), (nlohmann::json{{"source", "url"}, {"template", "https://img.example.org:8443/cards/{game}/{id}.jpg"}}));
  EXPECT_EQ(url.img_src(), "'self' data: https://img.example.org:8443");
  EXPECT_EQ(url.serve("/card-images/stccg1e/PR-tricorder")->status, 404) << "a template's images are not the server's";

  EXPECT_NE(error_of("https://img.example/{game}.jpg").find("has no {id}"), std::string::npos);
  EXPECT_NE(error_of("https://img.example/{id}.jpg; script-src *").find("holds ';'"), std::string::npos)
      << "a semicolon would write a new directive into the header";
  EXPECT_NE(error_of("https://img.example/{id} .jpg").find("holds ' '"), std::string::npos);
  EXPECT_NE(error_of("https://img.example/{id}';.jpg").find("holds '''"), std::string::npos);
  EXPECT_NE(error_of("https://img.example/{name}/{id}.jpg").find("only {id} and {game}"), std::string::npos);
  EXPECT_NE(error_of("https://{game}.example/{id}.jpg").find("fixed host"), std::string::npos);
  EXPECT_NE(error_of("/no/such/folder/anywhere").find("no such folder"), std::string::npos);
}

TEST(CardImages, AFolderOfMoreThanTheBoundIsRefused) {
  Folder f;
  for (int i = 0; i < 10; ++i) std::ofstream(f.root / "stccg1e" / ("c" + std::to_string(i) + ".png"));
  std::vector<std::string> w;
  EXPECT_EQ(CardImages::from_option(f.root.string(), w, 11).image_count(), 10u) << "the game's folder and its 10 files";
  try {
    CardImages::from_option(f.root.string(), w, 10);
    ADD_FAILURE() << "11 entries against a bound of 10 were accepted";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("more than 10 entries"), std::string::npos) << e.what();
  }
}
