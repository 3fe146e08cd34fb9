#!/usr/bin/env python3
"""Generate the facts files of the CRD v1.11 era's sets beyond Premiere from the card list.

Usage:
    python3 tools/cardgen/era_from_cc.py [--csv PATH] [--era PATH] [--out-dir DIR]
                                         [--names-out PATH] [--doc PATH]

Reads the era list (`release<TAB>name`, 288 lines) and Physical.csv (joined on its Release and
Name columns) and writes one facts file per set into data/stccg1e/cards/ (docs/card-sets.md lists
them), plus the era's names for the card-library test (tests/stccg1e/data/crd_era_cards.tsv) and
the per-set table of docs/card-sets.md.

Facts only, as premiere_from_cc.py: the Lore column is never read and no printed prose is copied.
A card whose printed text says more than its facts gets `text: unimplemented` and a short tag
naming what is missing. Where the list (today's errata) and the CRD v1.11 disagree, the CRD wins;
each such case is in CRD_RULINGS below and in docs/rulings.md (D-CARD-*).
"""

import argparse
import collections
import csv
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from cc_vocabulary import (  # noqa: E402
    AFFIL_ICONS, CLASSIFICATIONS, MISSION_TYPES, NON_SPECIES, SHIP_EQUIPMENT, SPECIES,
    STAFF_ICONS, affiliation_of, card_lines, convert_requirement, icons_in, int_or_none,
    keywords, looks_like_sentence, parse_skill_box, q, rarity_of, slug, valid_requirement)

DEFAULT_CSV = "/work/shared/reference/cc-card-lists/Physical.csv"
DEFAULT_ERA = "/work/shared/reference/crd-era-cards.txt"
REPO_ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))

# release column -> (set code, set name, file, order in the CRD era: Premiere is 1)
SETS = collections.OrderedDict([
    ("au", ("AU", "Alternate Universe", "alternate-universe.yaml", 2)),
    ("qc", ("QC", "Q-Continuum", "q-continuum.yaml", 3)),
    ("2pg", ("2PG", "Introductory Two-Player Game", "two-player-game.yaml", 4)),
    ("1anth", ("ANTH", "First Anthology", "first-anthology.yaml", 5)),
    ("warppack", ("WARP", "Warp Pack", "warp-pack.yaml", 6)),
    ("faj", ("FAJ", "Fajo Collection", "fajo-collection.yaml", 7)),
])

# Card list type -> (our type, Q icon card, second type)
TYPE_MAP = {
    "Personnel": ("personnel", False, None), "Ship": ("ship", False, None),
    "Facility": ("facility", False, None), "Mission": ("mission", False, None),
    "Dilemma": ("dilemma", False, None), "Artifact": ("artifact", False, None),
    "Event": ("event", False, None), "Interrupt": ("interrupt", False, None),
    "Equipment": ("equipment", False, None), "Doorway": ("doorway", False, None),
    "Q Dilemma": ("dilemma", True, None), "Q Event": ("event", True, None),
    "Q Interrupt": ("interrupt", True, None), "Q Mission": ("mission", True, None),
    "Q Artifact": ("artifact", True, None),
    "Interrupt/Event": ("interrupt", False, "event"),
}

# Icons beyond command and staff, by their card-list spelling.
OTHER_ICONS = {
    "AU": "au", "Films": "films", "Bar": "bar", "Com": "communications", "Def": "defense",
    "Nav": "navigation", "Shield": "shield", "Self": "self", "Pun": "pun", "Q": "q",
    "(L>": "pair_l_left", "<L)": "pair_l_right", "(Y>": "pair_y_left", "<Y)": "pair_y_right",
}
STAFFING_ICONS = dict(STAFF_ICONS, AU="au", NA="non_aligned")
ERA_SHIP_EQUIPMENT = dict(SHIP_EQUIPMENT, **{"Particle Scattering Device": "particle_scattering_device"})

# Where the card list (today's errata) and the CRD v1.11 disagree, the CRD rules (docs/rulings.md).
CRD_RULINGS = {
    # D-CARD-1, CRD IV.10.B: "a completely normal personnel ... not a Hologram, Exocomp, or Android".
    "Commander Data": "not_android",
    # D-CARD-2, CRD II.1 Seed cards and IV.10.B: a seed card, joining the Away Team that uncovers her.
    "Mirasta Yale": "seeds_under_mission",
}

# CRD II.3A skills with inherent abilities that the engine does not implement yet: a personnel
# with one is not played as if the skill were a plain word (Tal Shiar and Guramba are implemented).
UNMODELLED_SKILLS = {"Cybernetics": "cybernetics", "Transporter Skill": "transporter_skill",
                     "Miracle Worker": "miracle_worker"}

problems = []


def warn(msg):
    print("era_from_cc: " + msg, file=sys.stderr)


def problem(msg):
    problems.append(msg)
    warn("ERROR: " + msg)


def all_icons(s):
    """Bracketed icons and the half-pair icons ((L> <L) (Y> <Y)) in the order printed."""
    return re.findall(r"\[([^\]]+)\]|(\([A-Z]>|<[A-Z]\))", s or "") and [
        a or b for a, b in re.findall(r"\[([^\]]+)\]|(\([A-Z]>|<[A-Z]\))", s or "")]


def attribute(r, col, key, fields, variable):
    """A printed number; X, *, Q or NO (defined by game text) is recorded as `variable`."""
    s = r[col].strip()
    m = re.fullmatch(r"(\d+)\+X", s)
    if m:
        fields.append((key, int(m.group(1))))
        variable.append(key)
    elif re.fullmatch(r"-?\d+", s):
        fields.append((key, int(s)))
    elif s in ("X", "*", "Q", "NO"):
        variable.append(key)
    else:
        problem("%s: %s %r is neither a number nor X/*/Q/NO" % (r["Name"], key, s))


def points_of(r, fields, variable, tags):
    s = r["Points"].strip()
    if not s:
        return
    if re.fullmatch(r"[+-]?\d+", s):
        fields.append(("points", int(s)))
    else:  # X, 4X, "5 or -5", "+/-X": the game text says
        variable.append("points")
        tags.add("game_text")


def split_icons(name, icons, tags):
    """Card-list icons -> our icon words; a countdown icon [N] is returned apart."""
    out, countdown = [], None
    for ic in icons:
        if re.fullmatch(r"\d+", ic):
            countdown = int(ic)
        elif ic in STAFF_ICONS:
            out.append(STAFF_ICONS[ic])
        elif ic == "Holo":
            continue  # the kind (hologram), not an icon we keep
        elif ic in OTHER_ICONS:
            out.append(OTHER_ICONS[ic])
            if ic != "AU":  # the AU icon has its rule in the engine (R-DOOR-3): a fact, not a gap
                tags.add("icon_" + OTHER_ICONS[ic])
        else:
            problem("%s: unknown icon [%s]" % (name, ic))
    return out, countdown


# ---------------------------------------------------------------------------

def convert_personnel(r, fields, tags, variable):
    name = r["Name"]
    cls = r["Class"].strip()
    text = r["Text"]
    dual = "+" in cls
    if dual:  # Sisters of Duras: two personnel on one card
        tags.add("dual_personnel")
        cls = cls.split("+")[0]
    if cls == "":  # Locutus of Borg: the list leaves the box empty, the skill box names it
        cls = text.split()[0]
    aff = r["Affil"].strip().replace("Neutral", "Non-Aligned")
    affs = affiliation_of(aff)
    if isinstance(affs, list) and "non-aligned" in affs:
        tags.add("affiliation_choice")  # an affiliation or non-aligned: not modelled yet
    fields.append(("affiliation", affs))
    if cls == "*":
        variable.append("classification")
        tags.add("select_classification")
        skills, leftover = parse_skill_box(text.replace("*", "", 1).strip().rstrip("*"), "")
        leftover = leftover.replace("*", "").strip()
    else:
        if cls not in CLASSIFICATIONS:
            problem("%s: unknown classification %r" % (name, cls))
        fields.append(("classification", cls))
        skills, leftover = parse_skill_box(text, cls) if not dual else ([], "")
    if skills is None:
        problem("%s: skill box does not start with classification %s" % (name, cls))
        skills = []
    if leftover.startswith("x "):  # Mortal Q's "Leadership x -1": a multiplier we do not model
        skills = skills[:-1]
        tags.add("negative_skill")
    if leftover[:1].islower():  # "Diplomacy x2 if female empath(s) ...": a conditional skill
        skills = skills[:-1]
    if re.match(r"(Romulan|Federation|Klingon): ", leftover):  # Major Rakal: skills by affiliation
        tags.add("skills_by_affiliation")
    elif leftover:
        tags.add("special_skill")
        # A special skill that scores or picks skills changes the game even unread (R-SCORE-8/12,
        # R-SKILL-8): such personnel are not played until it is implemented.
        if re.search(r"\bpoints?\b", leftover):
            tags.add("bonus_points")
        if re.search(r"\bselect\b", leftover, re.I):
            tags.add("select_skills")
        warn("special skill (not copied): %s" % name)
        # Regular skills printed after the special skill's sentence are kept, in order.
        m = re.search(r"[.)]\s+([^.)]*)$", leftover)
        if m:
            tail, rest = parse_skill_box("* " + m.group(1), "*")
            if tail and not rest:
                skills = skills + tail
    fields.append(("skills", skills))
    for sk in skills:  # CRD II.3A: skills with a rule of their own the engine does not have yet
        base = sk.split(" x")[0]
        if base in UNMODELLED_SKILLS:
            tags.add(UNMODELLED_SKILLS[base])
    if dual:
        variable.extend(["integrity", "cunning", "strength"])
    else:
        attribute(r, "Int/Rng", "integrity", fields, variable)
        attribute(r, "Cun/Wpn", "cunning", fields, variable)
        attribute(r, "Str/Shd", "strength", fields, variable)

    chars = keywords(r["Characteristics/ Keywords"])
    icons, _ = split_icons(name, all_icons(r["Icons"]), tags)
    kind = None
    if "Holo" in all_icons(r["Icons"]) or "Hologram" in chars:
        kind = "hologram"
    if "Android" in chars:
        kind = "android"
    ruling = CRD_RULINGS.get(name)
    if ruling == "not_android":
        kind = None
        chars = [k for k in chars if k not in ("Android", "Soong-type android")]
        warn("%s: CRD ruling, not an android (D-CARD-1)" % name)
    if ruling == "seeds_under_mission":
        tags.add("seeds_under_mission")
    fields.append(("icons", icons))
    if kind:
        fields.append(("kind", kind))
    species, genders = [], set()
    for k in chars:
        parts = k.split("/")
        if all(p in SPECIES for p in parts):
            species.extend(p for p in parts if p not in species)
        elif k in ("Male", "Female"):
            genders.add(k.lower())
        elif k not in NON_SPECIES:
            problem("%s: unknown characteristic %r" % (name, k))
    if "Borg" in species and "Human" in species:
        pass  # Locutus: Borg/Human, both kept
    fields.append(("species", species))
    if "Soong-type android" in chars:
        fields.append(("soong_type", True))
    if len(genders) > 1:
        tags.add("select_gender")  # Soong-type Android: chosen when reporting
        genders = set()
    fields.append(("gender", genders.pop() if genders else "none"))
    persona = r.get("Persona", "").strip()
    if persona and not dual:
        fields.append(("persona", persona))


PERSONNEL_TITLES = set()
COMMANDS_BY_SHIP = {}


def convert_ship(r, fields, tags, variable):
    name = r["Name"]
    fields.append(("affiliation", affiliation_of(r["Affil"].strip().replace("Neutral", "Non-Aligned"))))
    fields.append(("class", r["Class"].strip()))
    staff = r["Staff"].strip()
    staffing = []
    for ic in icons_in(staff):
        if ic not in STAFFING_ICONS:
            problem("%s: unknown staffing icon [%s]" % (name, ic))
        else:
            staffing.append(STAFFING_ICONS[ic])  # AU and non-aligned icons staff by R-STAFF-3 in the engine
    fields.append(("staffing", staffing))
    if staff and not icons_in(staff):  # Gomtuu: staffed by a skill
        req = convert_requirement(staff)
        if not valid_requirement(req):
            problem("%s: staffing %r is not a requirement" % (name, staff))
        fields.append(("staffing_requires", req))
        tags.add("staffing_by_skill")
    icons, _ = split_icons(name, all_icons(r["Icons"]), tags)
    if icons:
        fields.append(("icons", icons))
    attribute(r, "Int/Rng", "range", fields, variable)
    attribute(r, "Cun/Wpn", "weapons", fields, variable)
    attribute(r, "Str/Shd", "shields", fields, variable)
    equipment = []
    text = r["Text"].strip()
    m = re.match(r"((?:(?:%s)(?:\. |\.|, |,| |$))+)" % "|".join(re.escape(k) for k in ERA_SHIP_EQUIPMENT), text)
    listed = m.group(1) if m else ""
    for k in ERA_SHIP_EQUIPMENT:
        if k in listed and ERA_SHIP_EQUIPMENT[k] not in equipment:
            equipment.append(ERA_SHIP_EQUIPMENT[k])
    rest = text[len(listed):].strip()
    if m is None and text.startswith(("Enters", "If", "May", "Must", "Kills", "X=", "Tractor")):
        # equipment named after a sentence ("Enters play damaged ... Tractor Beam")
        for k in ERA_SHIP_EQUIPMENT:
            if re.search(r"(^|\. |, )%s(\.|,|$| )" % re.escape(k), text) and ERA_SHIP_EQUIPMENT[k] not in equipment:
                equipment.append(ERA_SHIP_EQUIPMENT[k])
    if rest:
        tags.add("game_text")
    fields.append(("equipment", equipment))
    commanders = []
    for c in (c.strip() for c in r["Command"].split(";")):
        if c and c not in commanders:
            commanders.append(c)
    for pers in COMMANDS_BY_SHIP.get(name, []):
        if pers not in commanders:
            commanders.append(pers)
    if commanders:
        fields.append(("commander", commanders))


def convert_facility(r, fields, tags, variable):
    name = r["Name"]
    kind = r["Class"].strip().lower()
    if kind not in ("outpost", "station"):
        problem("%s: facility class %r" % (name, r["Class"]))
    fields.append(("facility", kind))
    fields.append(("affiliation", affiliation_of(r["Affil"].strip().replace("Neutral", "Non-Aligned"))))
    attribute(r, "Str/Shd", "shields", fields, variable)
    if kind == "outpost":
        # The Neutral Outpost: seeded or built like any outpost (R-FAC-13, D-FAC-3).
        fields.append(("seed", "one"))
        fields.append(("build_requires", "ENGINEER"))
        return "implemented"
    tags.add("station")
    return None


def requirement_prefix(text):
    """The longest leading part of a mission's text that is a requirement expression, and the
    rest; (None, text) when the expression goes on in words our grammar cannot say."""
    s = convert_requirement(text)
    s = re.sub(r"(^| )(Female|Male|Android)(?= |$)", lambda m: m.group(1) + m.group(2).lower(), s)
    s = s.replace("Discard one Equipment card", "discard(equipment)")  # R-REQ-3's cost term
    words = s.split(" ")
    for n in range(len(words), 0, -1):
        head = " ".join(words[:n])
        if valid_requirement(head) or re.fullmatch(r"[A-Z.]+ \+ discard\(equipment\)", head):
            rest = " ".join(words[n:]).strip()
            if rest and (rest[0] in "+(x" or rest.split()[0] in ("OR", "and") or rest[0].islower()):
                return None, s  # the expression continues past what we can say
            return head, rest
    return None, s


def convert_mission(r, fields, tags, variable, is_q):
    name = r["Name"]
    mtype = MISSION_TYPES.get(r["Mission/ Dilemma Type"].strip())
    if not mtype:
        problem("%s: unknown mission type %r" % (name, r["Mission/ Dilemma Type"]))
    fields.append(("mission", mtype))
    fields.append(("quadrant", r["Quadrant"].strip().lower() or "alpha"))
    affs = []
    for ic in icons_in(r["Affil"]):
        if ic not in AFFIL_ICONS:
            problem("%s: unknown affiliation icon [%s]" % (name, ic))
        else:
            affs.append(AFFIL_ICONS[ic])
    if r["Affil"].strip() and not icons_in(r["Affil"]):
        tags.add("game_text")  # "Any Away Team may attempt mission."
    if "non-aligned" in affs:
        tags.add("non_aligned_icon")
    fields.append(("affiliations", affs))
    points_of(r, fields, variable, tags)
    if r["Span"].strip() == "X":
        variable.append("span")
        tags.add("game_text")
    else:
        fields.append(("span", int_or_none(r["Span"])))
    text = r["Text"]
    opp = None
    if "Opponent's side:" in text:
        text, opp = [t.strip() for t in text.split("Opponent's side:", 1)]
    req, rest = requirement_prefix(text)
    if req:
        fields.append(("requirements", req))
    else:
        tags.add("requirements")
    if rest:
        tags.add("game_text")
    if opp is not None:
        oaffs = [AFFIL_ICONS[i.upper()[:3]] for i in icons_in(opp) if i.upper()[:3] in AFFIL_ICONS]
        oreq, orest = requirement_prefix(re.sub(r"^(\[[a-z]+\]\s*)+", "", opp))
        if oaffs and oreq and not orest:
            fields.append(("opponent_end", {"affiliations": oaffs, "requirements": oreq}))
        else:
            tags.add("asymmetric_end")
    if is_q:
        tags.add("q_card")
    return "implemented" if not tags else None


def convert_seed_or_play(r, fields, tags, variable, ctype, is_q):
    name = r["Name"]
    if ctype == "dilemma" and not is_q:
        dtype = MISSION_TYPES.get(r["Mission/ Dilemma Type"].strip())
        if not dtype:
            problem("%s: unknown dilemma type %r" % (name, r["Mission/ Dilemma Type"]))
        fields.append(("dilemma", dtype))
    points_of(r, fields, variable, tags)
    icons, countdown = split_icons(name, all_icons(r["Icons"]), tags)
    if icons:
        fields.append(("icons", icons))
    if countdown is not None:
        fields.append(("countdown", countdown))
    if ctype == "equipment":
        reqs = [k.lower() for k in keywords(r["Requires"])]
        if reqs and all(k in ("federation", "klingon", "romulan") for k in reqs):
            fields.append(("requires_affiliation", reqs))
    tags.add("q_card" if is_q else "doorway" if ctype == "doorway" else "game_text")


def convert(r, code):
    name = r["Name"].strip()
    t = TYPE_MAP.get(r["Type"].strip())
    if t is None:
        problem("%s: unknown type %r" % (name, r["Type"]))
        return None
    ctype, is_q, also = t
    fields = [("id", "%s-%s" % (code, slug(name))), ("name", name), ("type", ctype)]
    if also:
        fields.append(("also_type", also))
    if is_q:
        fields.append(("q_icon", True))
    univ = r["Uniqueness"].strip().lower() == "univ"
    if univ:
        fields.append(("unique", False))
    elif ctype in ("personnel", "ship", "mission", "facility"):
        fields.append(("unique", True))
    rarity = rarity_of(r["Info"])
    if rarity:
        fields.append(("rarity", rarity))
    else:
        problem("%s: no rarity" % name)
    tags, variable = set(), []
    status = None
    if ctype == "personnel":
        convert_personnel(r, fields, tags, variable)
        points_of(r, fields, variable, tags)
    elif ctype == "ship":
        convert_ship(r, fields, tags, variable)
    elif ctype == "facility":
        status = convert_facility(r, fields, tags, variable)
    elif ctype == "mission":
        status = convert_mission(r, fields, tags, variable, is_q)
    else:
        convert_seed_or_play(r, fields, tags, variable, ctype, is_q)
    if variable:
        fields.append(("variable", variable))
    if tags:
        # Most telling tag first: what a player would miss.
        order = ["q_card", "doorway", "special_skill", "game_text"]
        fields.append(("text", "unimplemented"))
        fields.append(("unimplemented", sorted(tags, key=lambda x: (order.index(x) if x in order else 99, x))))
    else:
        fields.append(("text", status or "none"))
    return fields


def emit(code, set_name, order, cards, csv_name):
    out = [
        "# GENERATED FILE - do not edit by hand.",
        "# Generated by tools/cardgen/era_from_cc.py from the Continuing Committee card list",
        "# (%s), %s. Facts only: no lore, no printed game text." % (csv_name, set_name),
        "# See docs/card-format.md for the format and docs/card-sets.md for the sets.",
        "set:",
        "  code: %s" % q(code) if code[0].isdigit() else "  code: %s" % code,
        "  name: %s" % set_name,
        "  order: %d" % order,
        "cards:",
    ]
    for fields in cards:
        name = dict(fields)["name"]
        out.extend(card_lines(fields, lambda key: problem("%s: missing value for %s" % (name, key))))
    return "\n".join(out) + "\n"


TABLE_START = "<!-- card-sets table: generated by tools/cardgen/era_from_cc.py -->"
TABLE_END = "<!-- end of card-sets table -->"


def table(cards_dir):
    """docs/card-sets.md's table: per set (in `order:`) and card type, how many cards there are and
    how many have their text (implemented, or none needed), from the facts and rules files as the
    engine loads them. tests/stccg1e/card_library_era_test.cpp computes the same from the library."""
    import glob
    import yaml
    sets, status = {}, {}
    rules = []
    for path in sorted(glob.glob(os.path.join(cards_dir, "*.yaml"))):
        with open(path, encoding="utf-8") as f:
            doc = yaml.safe_load(f)
        if "rules" in doc:
            rules.extend(doc["rules"])
            continue
        sets[doc["set"].get("order", 0)] = doc["set"]["code"]
        for c in doc["cards"]:
            status[c["id"]] = (doc["set"]["code"], c["type"], c.get("text", "none"))
    for r in rules:
        code, ctype, _ = status[r["id"]]
        status[r["id"]] = (code, ctype, r.get("text", "implemented"))
    lines = ["| set | type | cards | text implemented or none needed | text not implemented |",
             "|---|---|---|---|---|"]
    for order in sorted(sets):
        code = sets[order]
        counts = collections.defaultdict(lambda: [0, 0])
        for c, ctype, text in status.values():
            if c == code:
                counts[ctype][0] += 1
                counts[ctype][1] += text != "unimplemented"
        for ctype in sorted(counts):
            n, ok = counts[ctype]
            lines.append("| %s | %s | %d | %d | %d |" % (code, ctype, n, ok, n - ok))
        n = sum(v[0] for v in counts.values())
        ok = sum(v[1] for v in counts.values())
        lines.append("| %s | **all** | %d | %d | %d |" % (code, n, ok, n - ok))
    return "\n".join(lines) + "\n"


def write_table(doc_path, text):
    with open(doc_path, encoding="utf-8") as f:
        doc = f.read()
    a, b = doc.find(TABLE_START), doc.find(TABLE_END)
    if a < 0 or b < a:
        problem("%s: no table markers (%s ... %s)" % (doc_path, TABLE_START, TABLE_END))
        return
    with open(doc_path, "w", encoding="utf-8", newline="\n") as f:
        f.write(doc[:a + len(TABLE_START)] + "\n" + text + doc[b:])


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--csv", default=DEFAULT_CSV)
    ap.add_argument("--era", default=DEFAULT_ERA)
    ap.add_argument("--out-dir", default=os.path.join(REPO_ROOT, "data", "stccg1e", "cards"))
    ap.add_argument("--names-out", default=os.path.join(REPO_ROOT, "tests", "stccg1e", "data", "crd_era_cards.tsv"))
    ap.add_argument("--doc", default=os.path.join(REPO_ROOT, "docs", "card-sets.md"),
                    help="the document whose card-sets table is rewritten")
    args = ap.parse_args()

    with open(args.era, encoding="utf-8") as f:
        era = [tuple(line.rstrip("\n").split("\t")) for line in f if line.strip()]
    with open(args.csv, encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    index = collections.defaultdict(list)
    for r in rows:
        index[(r["Release"].strip(), r["Name"].strip())].append(r)

    era_rows = []
    for rel, name in era:
        hits = index.get((rel, name), [])
        if len(hits) != 1:
            problem("%s\t%s: %d rows in the card list" % (rel, name, len(hits)))
            continue
        if rel not in SETS:
            problem("%s: release %r is not a set of the era" % (name, rel))
            continue
        era_rows.append(hits[0])
    for r in era_rows:
        if r["Type"].strip() == "Personnel":
            PERSONNEL_TITLES.add(r["Name"].strip())
            for ship in (x.strip() for x in r["Command"].split(";")):
                if ship:
                    COMMANDS_BY_SHIP.setdefault(ship, []).append(r["Name"].strip())

    by_set = collections.OrderedDict((rel, []) for rel in SETS)
    for r in era_rows:
        c = convert(r, SETS[r["Release"].strip()][0])
        if c:
            by_set[r["Release"].strip()].append(c)
    ids = collections.Counter(dict(c)["id"] for cs in by_set.values() for c in cs)
    for i, n in ids.items():
        if n > 1:
            problem("duplicate id %s" % i)

    for rel, (code, set_name, fname, order) in SETS.items():
        path = os.path.join(args.out_dir, fname)
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(emit(code, set_name, order, by_set[rel], os.path.basename(args.csv)))
        warn("wrote %d cards to %s" % (len(by_set[rel]), path))
    os.makedirs(os.path.dirname(args.names_out), exist_ok=True)
    with open(args.names_out, "w", encoding="utf-8", newline="\n") as f:
        f.write("# GENERATED by tools/cardgen/era_from_cc.py: the CRD v1.11 era's cards beyond Premiere,\n")
        f.write("# one `set code<TAB>card title` line each (docs/card-sets.md).\n")
        for rel, name in era:
            f.write("%s\t%s\n" % (SETS[rel][0], name))
    write_table(args.doc, table(args.out_dir))
    if problems:
        warn("%d problem(s)" % len(problems))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
