"""The Continuing Committee card list's vocabulary, shared by the card generators.

premiere_from_cc.py and era_from_cc.py both read Physical.csv; this module holds what they
read it with: the skill, species and icon words, the skill-box and requirement parsers and the
YAML writer. Only facts pass through it (docs/card-format.md); the `Lore` column is never read.
"""

import re

CLASSIFICATIONS = ["ANIMAL", "CIVILIAN", "ENGINEER", "MEDICAL", "OFFICER", "SCIENCE",
                   "SECURITY", "V.I.P."]

# Regular First Edition skills of the sets we generate (Premiere and the CRD v1.11 era).
REGULAR_SKILLS = [
    "Acquisition", "Anthropology", "Archaeology", "Astrophysics", "Barbering", "Biology",
    "Cantankerousness", "Computer Skill", "Cybernetics", "Diplomacy", "Empathy", "Exobiology",
    "Geology", "Greed", "Guramba", "Honor", "Law", "Leadership", "Mindmeld", "Miracle Worker",
    "Music", "Navigation", "Obsidian Order", "Physics", "Resistance", "Smuggling",
    "Stellar Cartography", "Tal Shiar", "Transporter Skill", "Treachery", "Youth",
]

ALL_SKILLS = CLASSIFICATIONS + REGULAR_SKILLS
# Longest first so that multi-word names win.
_SKILLS_BY_LENGTH = sorted(ALL_SKILLS, key=len, reverse=True)

SPECIES = {
    "Acamarian", "Android", "Angosian", "Bajoran", "Benzite", "Betazoid", "Bolian", "Borg",
    "Cairn", "Cardassian", "Cat", "Dopterian", "El-Aurian", "Ferengi", "Hologram", "Human", "J'Naii",
    "Kaelonian", "Klingon", "Ktarian", "Lumerian", "Malcorian", "Mizarian", "Nausicaan",
    "Ramatin", "Romulan", "Takaran", "Tamarian", "Targ", "Trill", "Ullian", "Vorgon", "Vulcan",
    "Zalkonian", "Zibalian",
}

# Characteristics keywords that are known not to be species or gender (they are ignored).
NON_SPECIES = {
    "Admiral", "Ambassador", "Androgynous", "Bartender", "Bodyguard", "Captain", "Chancellor",
    "Cook", "Counselor", "Counterpart", "DaiMon", "Dual Personnel", "Duras-related", "Emperor",
    "General", "Governor", "Gul", "High Council", "High Council Leader",
    "I.K.S. Pagh-related personnel", "Metaphasic Shield-related personnel",
    "Mission Specialist", "Neuter", "Nurse", "Professor", "Proconsul", "Romulan underground",
    "Royale-related", "Senator", "Soong-type android", "Stone of Gol-related personnel",
    "Support Personnel", "Thief", "Trill with symbiont", "U.S.S. Enterprise-related personnel",
    "Vice-Admiral", "any Scotty",
}

AFFIL_ICONS = {"FED": "federation", "KLI": "klingon", "ROM": "romulan", "NON": "non-aligned"}
STAFF_ICONS = {"Cmd": "command", "Stf": "staff"}
MISSION_TYPES = {"[P]": "planet", "[S]": "space", "[S/P]": "either", "[P/S]": "either",
                 "[S][P]": "either"}
SHIP_EQUIPMENT = {
    "Cloaking Device": "cloaking_device",
    "Tractor Beam": "tractor_beam",
    "Holodeck": "holodeck",
    "Long-Range Scan Shielding": "long_range_scan_shielding",
}

# ---------------------------------------------------------------------------
# Small helpers
# ---------------------------------------------------------------------------


def slug(name):
    s = re.sub(r"[^a-z0-9]+", "-", name.lower())
    return s.strip("-")


def rarity_of(info):
    tokens = info.split()
    if not tokens:
        return None
    r = re.sub(r"[^A-Za-z0-9]", "", tokens[-1])
    return r or None


def int_or_none(s):
    s = (s or "").strip()
    if not s:
        return None
    if not re.fullmatch(r"-?\d+", s):
        raise ValueError("not an integer: %r" % s)
    return int(s)


def keywords(s):
    return [k.strip() for k in (s or "").split(";") if k.strip()]


def icons_in(s):
    return re.findall(r"\[([^\]]+)\]", s or "")


def normalize_multipliers(s):
    # "Physics x 2" / "Physics X2" -> "Physics x2"
    return re.sub(r"\s+[xX]\s*(\d+|1/2)\b", r" x\1", s)


def affiliation_of(s):
    parts = [p.strip().lower() for p in (s or "").split("/") if p.strip()]
    if not parts:
        return None
    return parts[0] if len(parts) == 1 else parts


# ---------------------------------------------------------------------------
# Skill box and requirement expressions
# ---------------------------------------------------------------------------

def match_skill(text, pos):
    """Match a skill (optionally 'xN') at text[pos:]; return (skill_string, new_pos)."""
    for sk in _SKILLS_BY_LENGTH:
        end = pos + len(sk)
        if text.startswith(sk, pos) and (end == len(text) or text[end] in " ,"):
            m = re.match(r" x(\d+|1/2)(?= |,|$)", text[end:])
            if m:
                return "%s x%s" % (sk, m.group(1)), end + m.end()
            return sk, end
    return None, pos


def parse_skill_box(text, classification):
    """Return (skills, leftover) for a personnel skill box.

    The first token is the classification and is not itself a skill; a classification
    word later in the box is a skill. Commas between skills (some later printings) are
    separators.
    """
    text = normalize_multipliers(" ".join(text.split()))
    if not text.startswith(classification):
        return None, text
    pos = len(classification)
    skills = []
    while pos < len(text):
        if text[pos] in " ,":
            pos += 1
            continue
        sk, newpos = match_skill(text, pos)
        if sk is None:
            return skills, text[pos:]
        skills.append(sk)
        pos = newpos
    return skills, ""


def looks_like_sentence(s):
    words = s.split()
    return len(words) >= 4 and (s.rstrip().endswith(".") or
                                sum(1 for w in words if w[:1].islower()) >= 2)


_ATTR_RE = re.compile(r"(INTEGRITY|CUNNING|STRENGTH|SHIELDS)>\d+")
_NAME_RE = re.compile(r"\{[^{}\[\]]+\}")
_SKILL_ALT = "|".join(re.escape(s) for s in _SKILLS_BY_LENGTH)
_SKILL_TERM_RE = re.compile(r"(?:(?:\d+ )?(?:%s)|(?:%s) x(?:\d+|1/2))" % (_SKILL_ALT, _SKILL_ALT))


def valid_requirement(expr):
    """Validate a requirement expression (subset of the grammar in docs/card-format.md)."""
    if not expr or expr != expr.strip() or "  " in expr:
        return False
    for alt in expr.split(" OR "):
        for term in re.split(r" \+ | and ", alt):
            if not (_ATTR_RE.fullmatch(term) or _NAME_RE.fullmatch(term)
                    or _SKILL_TERM_RE.fullmatch(term)
                    or re.fullmatch(r"(\d+ )?(male|female|android)", term)):
                return False
    return True


def convert_requirement(text):
    s = " ".join(text.split())
    s = normalize_multipliers(s)
    s = re.sub(r"\s*\+\s*", " + ", s)
    s = re.sub(r"\s*(INTEGRITY|CUNNING|STRENGTH)\s*>\s*(\d+)", r" \1>\2", s).strip()
    return s


# ---------------------------------------------------------------------------
# YAML output
# ---------------------------------------------------------------------------

_PLAIN_RE = re.compile(r"[A-Za-z][A-Za-z0-9_ ./'\-]*")
_YAML_WORDS = {"y", "n", "yes", "no", "on", "off", "true", "false", "null", "~"}


def q(s):
    """Always double-quoted YAML scalar."""
    out = s.replace("\\", "\\\\").replace('"', '\\"')
    return '"' + out + '"'


def scalar(s):
    if isinstance(s, bool):
        return "true" if s else "false"
    if isinstance(s, int):
        return str(s)
    if (_PLAIN_RE.fullmatch(s) and not s.endswith(" ") and s.lower() not in _YAML_WORDS):
        return s
    return q(s)


def flow(items):
    return "[" + ", ".join(scalar(i) for i in items) + "]"


QUOTED_KEYS = {"name", "requirements", "class"}


def card_lines(fields, on_missing):
    """YAML lines of one card, a list of (key, value) pairs; a value may be a dict of scalars."""
    out = []
    first = True
    for key, val in fields:
        if val is None:
            on_missing(key)
            continue
        if isinstance(val, dict):
            v = "{" + ", ".join("%s: %s" % (k, q(x) if k in QUOTED_KEYS and isinstance(x, str)
                                            else flow(x) if isinstance(x, list) else scalar(x))
                                for k, x in val.items()) + "}"
        elif isinstance(val, list):
            v = flow(val)
        elif isinstance(val, str) and key in QUOTED_KEYS:
            v = q(val)
        else:
            v = scalar(val)
        prefix = "  - " if first else "    "
        out.append("%s%s: %s" % (prefix, key, v))
        first = False
    return out
