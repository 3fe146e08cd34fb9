#!/usr/bin/env python3
"""Generate data/stccg1e/cards/premiere.yaml from the Continuing Committee card list.

Usage:
    python3 tools/cardgen/premiere_from_cc.py [--csv PATH] [--out PATH]

Only facts are copied (titles, types, uniqueness, affiliation, classification, skills,
attributes, icons, staffing, RANGE/WEAPONS/SHIELDS, points, span, quadrant, mission
requirement expressions, species/gender keywords, commanders, rarity). The `Lore` column
and any printed game-text prose are never read into the output: a personnel special skill
(a sentence in the skill box) is replaced by `text: unimplemented` plus
`unimplemented: [special_skill]`.

The format is described in docs/card-format.md. Diagnostics go to stderr; the script exits
non-zero if any card could not be converted cleanly.
"""

import argparse
import csv
import os
import re
import sys

DEFAULT_CSV = "/work/shared/reference/cc-card-lists/Physical.csv"
REPO_ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
DEFAULT_OUT = os.path.join(REPO_ROOT, "data", "stccg1e", "cards", "premiere.yaml")

RELEASE = "premiere"
SET_CODE = "PR"
SET_NAME = "Premiere"

# ---------------------------------------------------------------------------
# Vocabulary
# ---------------------------------------------------------------------------

CLASSIFICATIONS = ["ANIMAL", "CIVILIAN", "ENGINEER", "MEDICAL", "OFFICER", "SCIENCE",
                   "SECURITY", "V.I.P."]

# Regular First Edition skills (superset of what Premiere uses).
REGULAR_SKILLS = [
    "Acquisition", "Anthropology", "Archaeology", "Astrophysics", "Barbering", "Biology",
    "Computer Skill", "Cybernetics", "Diplomacy", "Empathy", "Exobiology", "Geology",
    "Greed", "Guramba", "Honor", "Law", "Leadership", "Mindmeld", "Miracle Worker", "Music",
    "Navigation", "Obsidian Order", "Physics", "Resistance", "Smuggling",
    "Stellar Cartography", "Tal Shiar", "Transporter Skill", "Treachery", "Youth",
]

ALL_SKILLS = CLASSIFICATIONS + REGULAR_SKILLS
# Longest first so that multi-word names win.
_SKILLS_BY_LENGTH = sorted(ALL_SKILLS, key=len, reverse=True)

SPECIES = {
    "Android", "Angosian", "Bajoran", "Benzite", "Betazoid", "Bolian", "Cardassian",
    "Dopterian", "Ferengi", "Hologram", "Human", "J'Naii", "Klingon", "Ktarian", "Ramatin",
    "Romulan", "Takaran", "Trill", "Vulcan",
}

# Characteristics keywords that are known not to be species or gender (they are ignored).
NON_SPECIES = {
    "Admiral", "Ambassador", "Androgynous", "Captain", "Cook", "Counselor", "DaiMon",
    "Duras-related", "Emperor", "General", "Governor", "Gul", "High Council",
    "High Council Leader", "I.K.S. Pagh-related personnel",
    "Metaphasic Shield-related personnel", "Mission Specialist", "Neuter", "Nurse",
    "Professor", "Proconsul", "Romulan underground", "Senator", "Soong-type android",
    "Stone of Gol-related personnel", "Support Personnel", "Trill with symbiont",
    "U.S.S. Enterprise-related personnel", "Vice-Admiral",
}

AFFIL_ICONS = {"FED": "federation", "KLI": "klingon", "ROM": "romulan"}
STAFF_ICONS = {"Cmd": "command", "Stf": "staff"}
MISSION_TYPES = {"[P]": "planet", "[S]": "space", "[S/P]": "either", "[P/S]": "either"}
SHIP_EQUIPMENT = {
    "Cloaking Device": "cloaking_device",
    "Tractor Beam": "tractor_beam",
    "Holodeck": "holodeck",
    "Long-Range Scan Shielding": "long_range_scan_shielding",
}
TYPE_MAP = {
    "Personnel": "personnel", "Mission": "mission", "Dilemma": "dilemma",
    "Interrupt": "interrupt", "Event": "event", "Ship": "ship", "Equipment": "equipment",
    "Artifact": "artifact", "Facility": "facility",
}

# Errata applied on top of the list.
# CRD II.4: Khitomer Research has the Klingon affiliation icon.
MISSION_EXTRA_AFFILIATIONS = {"Khitomer Research": ["klingon"]}

# Personnel whose kind is fixed by card title regardless of keywords.
KIND_BY_NAME = {"Exocomp": "exocomp"}
SPECIES_BY_NAME = {"Exocomp": ["Exocomp"]}

problems = []


def warn(msg):
    print("premiere_from_cc: " + msg, file=sys.stderr)


def problem(msg):
    problems.append(msg)
    warn("ERROR: " + msg)


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


# ---------------------------------------------------------------------------
# Skill box and requirement expressions
# ---------------------------------------------------------------------------

def match_skill(text, pos):
    """Match a skill (optionally 'xN') at text[pos:]; return (skill_string, new_pos)."""
    for sk in _SKILLS_BY_LENGTH:
        end = pos + len(sk)
        if text.startswith(sk, pos) and (end == len(text) or text[end] == " "):
            m = re.match(r" x(\d+|1/2)(?= |$)", text[end:])
            if m:
                return "%s x%s" % (sk, m.group(1)), end + m.end()
            return sk, end
    return None, pos


def parse_skill_box(text, classification):
    """Return (skills, leftover) for a personnel skill box.

    The first token is the classification and is not itself a skill; a classification
    word later in the box is a skill.
    """
    text = normalize_multipliers(" ".join(text.split()))
    if not text.startswith(classification):
        return None, text
    pos = len(classification)
    skills = []
    while pos < len(text):
        if text[pos] == " ":
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
_NAME_RE = re.compile(r"\{[^{}]+\}")
_SKILL_ALT = "|".join(re.escape(s) for s in _SKILLS_BY_LENGTH)
_SKILL_TERM_RE = re.compile(r"(?:(?:\d+ )?(?:%s)|(?:%s) x(?:\d+|1/2))" % (_SKILL_ALT, _SKILL_ALT))


def valid_requirement(expr):
    """Validate a requirement expression (subset of the grammar in docs/card-format.md)."""
    if expr != expr.strip() or "  " in expr:
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


# ---------------------------------------------------------------------------
# Card conversion
# ---------------------------------------------------------------------------

def affiliation_of(s):
    parts = [p.strip().lower() for p in (s or "").split("/") if p.strip()]
    if not parts:
        return None
    return parts[0] if len(parts) == 1 else parts


def convert_personnel(r, card, fields):
    name = r["Name"]
    cls = r["Class"].strip()
    if cls not in CLASSIFICATIONS:
        problem("%s: unknown classification %r" % (name, cls))
    fields.append(("affiliation", affiliation_of(r["Affil"])))
    fields.append(("classification", cls))
    skills, leftover = parse_skill_box(r["Text"], cls)
    special = False
    if skills is None:
        problem("%s: skill box does not start with classification %s" % (name, cls))
        skills = []
    elif leftover:
        if looks_like_sentence(leftover):
            special = True
            warn("special skill (not copied): %s" % name)
        else:
            problem("%s: could not parse skill box remainder %r" % (name, leftover))
    fields.append(("skills", skills))
    fields.append(("integrity", int_or_none(r["Int/Rng"])))
    fields.append(("cunning", int_or_none(r["Cun/Wpn"])))
    fields.append(("strength", int_or_none(r["Str/Shd"])))

    chars = keywords(r["Characteristics/ Keywords"])
    icons = icons_in(r["Icons"])
    staffing = []
    kind = None
    for ic in icons:
        if ic in STAFF_ICONS:
            staffing.append(STAFF_ICONS[ic])
        elif ic == "Holo":
            kind = "hologram"
        else:
            problem("%s: unknown personnel icon [%s]" % (name, ic))
    if "Hologram" in chars:
        kind = "hologram"
    if "Android" in chars:
        kind = "android"
    if name in KIND_BY_NAME or "Exocomp" in chars:
        kind = KIND_BY_NAME.get(name, "exocomp")
    fields.append(("icons", staffing))
    if kind:
        fields.append(("kind", kind))

    species = []
    gender = None
    for k in chars:
        parts = k.split("/")
        if all(p in SPECIES for p in parts):
            species.extend(p for p in parts if p not in species)
        elif k in ("Male", "Female"):
            if gender and gender != k.lower():
                problem("%s: conflicting gender keywords" % name)
            gender = k.lower()
        elif k not in NON_SPECIES:
            problem("%s: unknown characteristic %r" % (name, k))
    if name in SPECIES_BY_NAME:
        species = SPECIES_BY_NAME[name]
    fields.append(("species", species))
    if "Soong-type android" in chars:
        fields.append(("soong_type", True))  # Lore's Fingernail names them
    if kind == "exocomp" or name == "Soren":
        gender = None  # R-HEA-7 / CRD IV.10.B: Exocomps have no gender; Soren is androgynous
    fields.append(("gender", gender or "none"))
    if r.get("Persona", "").strip():
        fields.append(("persona", r["Persona"].strip()))
    if special:
        return "unimplemented", ["special_skill"]
    return "none", None


# Filled by main(): personnel titles in the set, and ship title -> personnel titles whose
# Command column names that ship.
PERSONNEL_TITLES = set()
COMMANDS_BY_SHIP = {}
RANK_PREFIXES = ("Lt. Commander ", "Subcommander ", "Commander ", "Captain ", "Admiral ")


def commander_title(c):
    """The list names commanders with rank; use the personnel card title when it is in the set."""
    if c in PERSONNEL_TITLES:
        return c
    for pre in RANK_PREFIXES:
        if c.startswith(pre) and c[len(pre):] in PERSONNEL_TITLES:
            return c[len(pre):]
    return c


def convert_ship(r, card, fields):
    name = r["Name"]
    fields.append(("affiliation", affiliation_of(r["Affil"])))
    fields.append(("class", r["Class"].strip()))
    staffing = []
    for ic in icons_in(r["Staff"]):
        if ic not in STAFF_ICONS:
            problem("%s: unknown staffing icon [%s]" % (name, ic))
        else:
            staffing.append(STAFF_ICONS[ic])
    fields.append(("staffing", staffing))
    fields.append(("range", int_or_none(r["Int/Rng"])))
    fields.append(("weapons", int_or_none(r["Cun/Wpn"])))
    fields.append(("shields", int_or_none(r["Str/Shd"])))
    equipment = []
    text_items = [t.strip() for t in r["Text"].split(",") if t.strip()]
    for t in text_items:
        if t not in SHIP_EQUIPMENT:
            problem("%s: unrecognised ship text item %r" % (name, t))
        elif SHIP_EQUIPMENT[t] not in equipment:
            equipment.append(SHIP_EQUIPMENT[t])
    for k in keywords(r["Characteristics/ Keywords"]):
        if k in SHIP_EQUIPMENT and SHIP_EQUIPMENT[k] not in equipment:
            warn("%s: equipment %s only in keywords" % (name, k))
            equipment.append(SHIP_EQUIPMENT[k])
    fields.append(("equipment", equipment))
    commanders = []
    for c in (c.strip() for c in r["Command"].split(";")):
        if not c:
            continue
        title = commander_title(c)
        if title != c:
            warn("%s: commander %r written as card title %r" % (name, c, title))
        if title not in commanders:
            commanders.append(title)
    # A personnel row's Command column names the ship(s) that personnel commands.
    for pers in COMMANDS_BY_SHIP.get(name, []):
        if pers not in commanders:
            warn("%s: commander %s taken from that personnel's row" % (name, pers))
            commanders.append(pers)
    if commanders:
        fields.append(("commander", commanders))
    return "none", None


def convert_facility(r, card, fields):
    name = r["Name"]
    if r["Class"].strip() != "Outpost":
        problem("%s: facility class %r not handled" % (name, r["Class"]))
    fields.append(("facility", "outpost"))
    fields.append(("affiliation", affiliation_of(r["Affil"])))
    fields.append(("shields", int_or_none(r["Str/Shd"])))
    fields.append(("seed", "one"))
    fields.append(("build_requires", "ENGINEER"))
    # Sanity check only (nothing is copied): the printed text must be the standard outpost
    # seed/build rule naming this affiliation's ENGINEER.
    words = set(re.findall(r"[A-Za-z]+", r["Text"]))
    if not {"Seed", "ENGINEER", r["Affil"].strip()} <= words:
        problem("%s: facility text is not the standard outpost text" % name)
    return "implemented", None


def convert_mission(r, card, fields):
    name = r["Name"]
    mtype = MISSION_TYPES.get(r["Mission/ Dilemma Type"].strip())
    if not mtype:
        problem("%s: unknown mission type %r" % (name, r["Mission/ Dilemma Type"]))
    fields.append(("mission", mtype))
    fields.append(("quadrant", r["Quadrant"].strip().lower()))
    affs = []
    for ic in icons_in(r["Affil"]):
        if ic not in AFFIL_ICONS:
            problem("%s: unknown affiliation icon [%s]" % (name, ic))
        else:
            affs.append(AFFIL_ICONS[ic])
    for extra in MISSION_EXTRA_AFFILIATIONS.get(name, []):
        if extra not in affs:
            warn("%s: erratum adds %s icon" % (name, extra))
            affs.append(extra)
    fields.append(("affiliations", affs))
    fields.append(("points", int_or_none(r["Points"])))
    fields.append(("span", int_or_none(r["Span"])))
    req = convert_requirement(r["Text"])
    if not valid_requirement(req):
        problem("%s: requirement %r does not match the grammar" % (name, req))
        return "unimplemented", ["special_text"]
    fields.append(("requirements", req))
    return "implemented", None


def convert_dilemma(r, card, fields):
    name = r["Name"]
    dtype = MISSION_TYPES.get(r["Mission/ Dilemma Type"].strip())
    if not dtype:
        problem("%s: unknown dilemma type %r" % (name, r["Mission/ Dilemma Type"]))
    fields.append(("dilemma", dtype))
    pts = int_or_none(r["Points"])
    if pts is not None:
        fields.append(("points", pts))
    for ic in icons_in(r["Icons"]):
        if re.fullmatch(r"\d+", ic):
            fields.append(("countdown", int(ic)))
        else:
            warn("%s: dilemma icon [%s] not represented" % (name, ic))
    return "unimplemented", None


def convert_equipment(r, card, fields):
    reqs = [k.lower() for k in keywords(r["Requires"])]
    if reqs:
        fields.append(("requires_affiliation", reqs))
    return "unimplemented", None


def convert_plain(r, card, fields):
    # Interrupts and events may score points (Particle Fountain) or count down (Temporal Rift).
    pts = int_or_none(r["Points"])
    if pts:
        fields.append(("points", pts))
    for ic in icons_in(r["Icons"]):
        if re.fullmatch(r"\d+", ic):
            fields.append(("countdown", int(ic)))
    return "unimplemented", None


CONVERTERS = {
    "personnel": convert_personnel, "ship": convert_ship, "facility": convert_facility,
    "mission": convert_mission, "dilemma": convert_dilemma, "equipment": convert_equipment,
    "event": convert_plain, "interrupt": convert_plain, "artifact": convert_plain,
}


# Cards the CRD treats as unique though the card list leaves the column empty
# (docs/rulings.md D-EVT-6, D-EVT-7: R-ID-1).
UNIQUE_BY_RULING = {"Distortion Field", "Atmospheric Ionization"}


def convert(r):
    ctype = TYPE_MAP.get(r["Type"].strip())
    if ctype is None:
        problem("%s: unknown type %r" % (r["Name"], r["Type"]))
        return None
    name = r["Name"].strip()
    fields = [("id", "%s-%s" % (SET_CODE, slug(name))), ("name", name), ("type", ctype)]
    univ = r["Uniqueness"].strip().lower() == "univ"
    if univ:
        fields.append(("unique", False))
    elif ctype in ("personnel", "ship", "mission", "facility") or name in UNIQUE_BY_RULING:
        fields.append(("unique", True))
    elif r["Uniqueness"].strip():
        problem("%s: unknown uniqueness %r" % (name, r["Uniqueness"]))
    rarity = rarity_of(r["Info"])
    if rarity:
        fields.append(("rarity", rarity))
    else:
        problem("%s: no rarity" % name)
    text, unimpl = CONVERTERS[ctype](r, None, fields)
    fields.append(("text", text))
    if unimpl:
        fields.append(("unimplemented", unimpl))
    return fields


QUOTED_KEYS = {"name", "requirements", "class"}


def emit(cards, csv_name):
    out = []
    out.append("# GENERATED FILE - do not edit by hand.")
    out.append("# Generated by tools/cardgen/premiere_from_cc.py from the Continuing Committee")
    out.append("# card list (%s), Premiere release. Facts only: no lore, no printed" % csv_name)
    out.append("# game text. See docs/card-format.md for the format.")
    out.append("set:")
    out.append("  code: %s" % SET_CODE)
    out.append("  name: %s" % SET_NAME)
    out.append("cards:")
    for fields in cards:
        first = True
        for key, val in fields:
            if val is None:
                problem("%s: missing value for %s" % (dict(fields)["name"], key))
                continue
            if isinstance(val, list):
                v = flow(val)
            elif isinstance(val, str) and key in QUOTED_KEYS:
                v = q(val)
            else:
                v = scalar(val)
            prefix = "  - " if first else "    "
            out.append("%s%s: %s" % (prefix, key, v))
            first = False
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--csv", default=DEFAULT_CSV)
    ap.add_argument("--out", default=DEFAULT_OUT)
    args = ap.parse_args()

    with open(args.csv, encoding="utf-8-sig", newline="") as f:
        rows = [r for r in csv.DictReader(f) if r["Release"].strip() == RELEASE]

    for r in rows:
        if r["Type"].strip() == "Personnel":
            PERSONNEL_TITLES.add(r["Name"].strip())
            for ship in (x.strip() for x in r["Command"].split(";")):
                if ship:
                    COMMANDS_BY_SHIP.setdefault(ship, []).append(r["Name"].strip())

    cards = []
    ids = set()
    for r in rows:
        c = convert(r)
        if c is None:
            continue
        cid = c[0][1]
        if cid in ids:
            problem("duplicate id %s" % cid)
        ids.add(cid)
        cards.append(c)

    text = emit(cards, os.path.basename(args.csv))
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    warn("wrote %d cards to %s" % (len(cards), args.out))
    if problems:
        warn("%d problem(s)" % len(problems))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
