#include "games/stccg1e/cards/lackey_deck.h"

#include <cctype>
#include <charconv>

#include "games/stccg1e/cards/deck.h"

namespace spaceline::stccg1e {

namespace {

// Far more than any deck; a bound so a hostile paste cannot make us build a huge list.
constexpr size_t kMaxCards = 2000;
constexpr size_t kMaxDepth = 64;

std::string lower(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

void append_utf8(std::string& out, uint32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

// The subset of XML a .dek uses: elements, attributes, text, entities, comments, CDATA and the
// <?xml?> declaration. Anything else is refused with its line rather than guessed at.
class DekReader {
 public:
  DekReader(const std::string& text, const std::string& source) : t_(text), source_(source) {}

  std::vector<LackeyCard> read() {
    if (t_.compare(0, 3, "\xEF\xBB\xBF") == 0) i_ = 3;
    while (i_ < t_.size()) {
      if (t_[i_] != '<') {
        text(t_.find('<', i_));
        continue;
      }
      if (starts("<!--")) {
        skip_past("-->", "comment");
      } else if (starts("<![CDATA[")) {
        size_t end = t_.find("]]>", i_ + 9);
        if (end == std::string::npos) fail(line_, "CDATA section never closed");
        size_t from = i_ + 9;
        advance_to(end + 3);
        if (capturing_) name_ += t_.substr(from, end - from);
      } else if (starts("<?") || starts("<!")) {
        skip_past(">", "declaration");
      } else if (starts("</")) {
        close_tag();
      } else {
        open_tag();
      }
    }
    if (!stack_.empty()) fail(stack_.back().line, "<" + stack_.back().name + "> is never closed");
    if (!saw_root_) fail(line_, "no <deck> element");
    return std::move(cards_);
  }

 private:
  struct Open {
    std::string name;
    int line;
  };

  [[noreturn]] void fail(int line, const std::string& problem) const {
    throw DeckParseError(source_ + ":" + std::to_string(line) + ": " + problem);
  }
  bool starts(const char* s) const { return t_.compare(i_, std::char_traits<char>::length(s), s) == 0; }
  void advance_to(size_t to) {
    for (; i_ < to && i_ < t_.size(); ++i_)
      if (t_[i_] == '\n') ++line_;
  }
  void skip_past(const char* end, const char* what) {
    size_t e = t_.find(end, i_ + 1);
    if (e == std::string::npos) fail(line_, std::string(what) + " never closed");
    advance_to(e + std::char_traits<char>::length(end));
  }

  // Text up to `end` (npos: the end of the file).
  void text(size_t end) {
    if (end == std::string::npos) end = t_.size();
    int at = line_;
    std::string raw = t_.substr(i_, end - i_);
    advance_to(end);
    bool blank = raw.find_first_not_of(" \t\r\n") == std::string::npos;
    if (stack_.empty() && !blank) fail(at, "text outside the <deck> element");
    if (capturing_) name_ += decode(raw, at);
  }

  std::string decode(const std::string& raw, int line) const {
    std::string out;
    for (size_t k = 0; k < raw.size(); ++k) {
      if (raw[k] != '&') {
        out += raw[k];
        continue;
      }
      size_t semi = raw.find(';', k);
      if (semi == std::string::npos || semi - k > 10) fail(line, "'&' that does not start an entity (write &amp;)");
      std::string ent = raw.substr(k + 1, semi - k - 1);
      if (ent == "amp") out += '&';
      else if (ent == "lt") out += '<';
      else if (ent == "gt") out += '>';
      else if (ent == "quot") out += '"';
      else if (ent == "apos") out += '\'';
      else if (ent.size() > 1 && ent[0] == '#') {
        bool hex = ent[1] == 'x' || ent[1] == 'X';
        const char* b = ent.data() + (hex ? 2 : 1);
        const char* e = ent.data() + ent.size();
        uint32_t cp = 0;
        auto [p, ec] = std::from_chars(b, e, cp, hex ? 16 : 10);
        if (ec != std::errc() || p != e || b == e || cp == 0 || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
          fail(line, "bad character reference '&" + ent + ";'");
        append_utf8(out, cp);
      } else {
        fail(line, "unknown entity '&" + ent + ";'");
      }
      k = semi;
    }
    return out;
  }

  std::string read_name() {
    size_t b = i_;
    while (i_ < t_.size() && (std::isalnum(static_cast<unsigned char>(t_[i_])) || t_[i_] == '_' || t_[i_] == '-' ||
                              t_[i_] == '.' || t_[i_] == ':'))
      ++i_;
    return t_.substr(b, i_ - b);
  }
  void skip_space() {
    while (i_ < t_.size() && std::isspace(static_cast<unsigned char>(t_[i_]))) advance_to(i_ + 1);
  }

  void open_tag() {
    int at = line_;
    ++i_;
    std::string name = read_name();
    if (name.empty()) fail(at, "'<' that does not start an element (write &lt;)");
    std::string zone_name;
    bool has_zone_name = false;
    for (;;) {
      skip_space();
      if (i_ >= t_.size()) fail(at, "<" + name + " is never finished with '>'");
      if (t_[i_] == '>' || starts("/>")) break;
      std::string attr = read_name();
      if (attr.empty()) fail(line_, "unexpected '" + std::string(1, t_[i_]) + "' in <" + name + ">");
      skip_space();
      if (i_ >= t_.size() || t_[i_] != '=') fail(line_, "attribute " + attr + " of <" + name + "> has no value");
      ++i_;
      skip_space();
      if (i_ >= t_.size() || (t_[i_] != '"' && t_[i_] != '\''))
        fail(line_, "attribute " + attr + " of <" + name + ">: the value must be in quotes");
      char q = t_[i_];
      size_t end = t_.find(q, i_ + 1);
      if (end == std::string::npos) fail(line_, "attribute " + attr + " of <" + name + "> never closes its quote");
      std::string value = decode(t_.substr(i_ + 1, end - i_ - 1), line_);
      advance_to(end + 1);
      if (attr == "name") {
        zone_name = value;
        has_zone_name = true;
      }
    }
    bool self_closing = starts("/>");
    advance_to(i_ + (self_closing ? 2 : 1));

    if (stack_.empty()) {
      if (saw_root_) fail(at, "a second top-level element <" + name + "> after </deck>");
      if (name != "deck") fail(at, "expected <deck> as the first element, found <" + name + ">: not a LackeyCCG .dek");
      saw_root_ = true;
    }
    if (name == "superzone") {
      if (!has_zone_name) fail(at, "<superzone> without a name=\"...\"");
      std::string z = lower(zone_name);
      if (z.find("seed") != std::string::npos) zone_ = Zone::Seed;
      else if (z.find("draw") != std::string::npos || z == "deck") zone_ = Zone::Draw;
      else
        fail(at, "superzone '" + zone_name +
                     "' is neither a seed nor a draw deck (side decks are not read from deck files)");
    } else if (name == "card") {
      if (zone_ == Zone::None) fail(at, "<card> outside any <superzone>");
      if (cards_.size() >= kMaxCards) fail(at, "more than " + std::to_string(kMaxCards) + " cards");
      in_card_ = true;
      card_line_ = at;
      card_name_.clear();
      has_card_name_ = false;
    } else if (name == "name" && in_card_ && !self_closing) {
      capturing_ = true;
      name_.clear();
    }
    if (self_closing) {
      closed(name, at);
      return;
    }
    if (stack_.size() >= kMaxDepth) fail(at, "elements nested more than " + std::to_string(kMaxDepth) + " deep");
    stack_.push_back({name, at});
  }

  void close_tag() {
    int at = line_;
    i_ += 2;
    std::string name = read_name();
    skip_space();
    if (i_ >= t_.size() || t_[i_] != '>') fail(at, "</" + name + " is never finished with '>'");
    advance_to(i_ + 1);
    if (stack_.empty()) fail(at, "</" + name + "> closes nothing");
    if (stack_.back().name != name)
      fail(at, "</" + name + "> closes <" + stack_.back().name + "> (opened at line " +
                   std::to_string(stack_.back().line) + ")");
    stack_.pop_back();
    closed(name, at);
  }

  void closed(const std::string& name, int at) {
    if (name == "name" && capturing_) {
      capturing_ = false;
      card_name_ = name_;
      has_card_name_ = true;
    } else if (name == "card" && in_card_) {
      in_card_ = false;
      size_t a = card_name_.find_first_not_of(" \t\r\n");
      if (!has_card_name_ || a == std::string::npos) fail(card_line_, "<card> without a <name>");
      size_t b = card_name_.find_last_not_of(" \t\r\n");
      cards_.push_back({zone_ == Zone::Seed, card_name_.substr(a, b - a + 1), card_line_});
    } else if (name == "superzone") {
      zone_ = Zone::None;
    }
    (void)at;
  }

  enum class Zone { None, Seed, Draw };
  const std::string& t_;
  const std::string& source_;
  size_t i_ = 0;
  int line_ = 1;
  std::vector<Open> stack_;
  bool saw_root_ = false;
  Zone zone_ = Zone::None;
  bool in_card_ = false, capturing_ = false, has_card_name_ = false;
  int card_line_ = 0;
  std::string name_, card_name_;
  std::vector<LackeyCard> cards_;
};

}  // namespace

bool looks_like_lackey_dek(const std::string& text) {
  size_t i = text.compare(0, 3, "\xEF\xBB\xBF") == 0 ? 3 : 0;
  for (;;) {
    i = text.find_first_not_of(" \t\r\n", i);
    if (i == std::string::npos || text[i] != '<') return false;
    bool decl = text.compare(i, 2, "<?") == 0;
    if (decl || text.compare(i, 4, "<!--") == 0) {
      const char* end = decl ? "?>" : "-->";
      size_t e = text.find(end, i);
      if (e == std::string::npos) return true;  // let the reader say what is wrong
      i = e + std::char_traits<char>::length(end);
      continue;
    }
    return text.compare(i, 5, "<deck") == 0;
  }
}

std::vector<LackeyCard> read_lackey_dek(const std::string& text, const std::string& source) {
  return DekReader(text, source).read();
}

}  // namespace spaceline::stccg1e
