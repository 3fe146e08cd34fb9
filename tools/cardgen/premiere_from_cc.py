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

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

DEFAULT_CSV = "/work/shared/reference/cc-card-lists/Physical.csv"
REPO_ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
DEFAULT_OUT = os.path.join(REPO_ROOT, "data", "stccg1e", "cards", "premiere.yaml")

RELEASE = "premiere"
SET_CODE = "PR"
SET_NAME = "Premiere"

from cc_vocabulary import (  # noqa: E402  (shared with era_from_cc.py)
    AFFIL_ICONS, CLASSIFICATIONS, MISSION_TYPES, NON_SPECIES, SHIP_EQUIPMENT, SPECIES,
    STAFF_ICONS, affiliation_of, card_lines, convert_requirement, icons_in, int_or_none,
    keywords, looks_like_sentence, parse_skill_box, rarity_of, slug, valid_requirement)

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
# Card conversion
# ---------------------------------------------------------------------------

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


def emit(cards, csv_name):
    out = []
    out.append("# GENERATED FILE - do not edit by hand.")
    out.append("# Generated by tools/cardgen/premiere_from_cc.py from the Continuing Committee")
    out.append("# card list (%s), Premiere release. Facts only: no lore, no printed" % csv_name)
    out.append("# game text. See docs/card-format.md for the format.")
    out.append("set:")
    out.append("  code: %s" % SET_CODE)
    out.append("  name: %s" % SET_NAME)
    out.append("  order: 1  # release order of the CRD era; by-name lookup prefers the earliest (docs/card-sets.md)")
    out.append("cards:")
    for fields in cards:
        name = dict(fields)["name"]
        out.extend(card_lines(fields, lambda key: problem("%s: missing value for %s" % (name, key))))
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
