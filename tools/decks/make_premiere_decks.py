#!/usr/bin/env python3
"""Builds the bundled Premiere decks from data/stccg1e/cards/premiere.yaml.

Run once by a developer; the .deck files it writes are the canonical,
hand-readable decks (docs/deck-format.md). Kept so the choices are reproducible.
"""
import collections, pathlib, yaml

root = pathlib.Path(__file__).resolve().parents[2]
cards = yaml.safe_load(open(root / "data/stccg1e/cards/premiere.yaml"))["cards"]
rules = yaml.safe_load(open(root / "data/stccg1e/cards/premiere.rules.yaml"))["rules"]
implemented = {r["id"] for r in rules}
by_type = collections.defaultdict(list)
for c in cards:
    by_type[c["type"]].append(c)

def affs(c):
    a = c.get("affiliation", [])
    return a if isinstance(a, list) else [a]

DILEMMAS_PLANET = ["Archer", "Chalnoth", "Microvirus", "Nausicaans", "Hologram Ruse", "Impassable Door",
                   "El-Adrel Creature", "Armus - Skin of Evil", "Portal Guard", "Firestorm"]
DILEMMAS_SPACE = ["Ancient Computer", "Cosmic String Fragment", "Gravitic Mine", "Nagilum", "Null Space",
                  "Tarellian Plague Ship", "Microbiotic Colony", "Nanites", "Iconian Computer Weapon"]
DILEMMAS_EITHER = ["Crystalline Entity", "Barclay's Protomorphosis Disease", "Shaka, When the Walls Fell"]

def build(name, aff, missions, dilemmas, ships, extra_personnel=(), equipment=(), events=(), interrupts=(), file=None):
    seed = collections.Counter()
    draw = collections.Counter()
    for m in missions:
        seed[m] += 1
    outpost = {"federation": "Federation Outpost", "klingon": "Klingon Outpost", "romulan": "Romulan Outpost"}[aff]
    seed[outpost] += 1
    for d in dilemmas:
        seed[d] += 1
    personnel = [c for c in by_type["personnel"] if aff in affs(c) and "hologram" != c.get("kind")]
    personnel += [c for c in by_type["personnel"] if c["name"] in extra_personnel]
    for s in ships:
        draw[s] += 1
    for e in equipment:
        draw[e] += 1
    for e in events:
        draw[e] += 1
    for i in interrupts:
        draw[i] += 1
    total_seed = sum(seed.values())
    room = 60 - total_seed - sum(draw.values())
    # Unique personnel once; universal ones twice, until the deck is full.
    uniques = [c for c in personnel if c.get("unique", True)]
    universals = [c for c in personnel if not c.get("unique", True)]
    for c in uniques:
        if room == 0: break
        draw[c["name"]] += 1; room -= 1
    for c in universals * 3:
        if room == 0: break
        if draw[c["name"]] < 2:
            draw[c["name"]] += 1; room -= 1
    assert room == 0, (name, room)
    out = [f"# {name}: a bundled Premiere deck (tools/decks/make_premiere_decks.py).",
           f"name: {name}", "", "[seed]"]
    out += [f"{n} {k}" for k, n in seed.items()]
    out += ["", "[draw]"]
    out += [f"{n} {k}" for k, n in draw.items()]
    (root / "data/stccg1e/decks" / file).write_text("\n".join(out) + "\n")

build("Federation Premiere", "federation",
      ["Avert Disaster", "Cultural Observation", "Diplomacy Mission", "Explore Dyson Sphere", "Repair Mission", "Study Nebula"],
      DILEMMAS_PLANET[:6] + DILEMMAS_SPACE[:5] + DILEMMAS_EITHER[:2] + ["Two-Dimensional Creatures"],
      ["U.S.S. Enterprise", "U.S.S. Galaxy", "U.S.S. Galaxy", "U.S.S. Nebula", "U.S.S. Excelsior", "Runabout"],
      equipment=["Engineering Kit", "Medical Kit", "Tricorder", "Starfleet Type II Phaser"],
      events=["Red Alert!", "Kivas Fajo - Collector", "Plasma Fire", "Espionage: Federation on Klingon"],
      file="federation-premiere.deck")
build("Klingon Premiere", "klingon",
      ["Fever Emergency", "Investigate Disturbance", "Krios Suppression", "Medical Relief", "Survey Mission", "Seek Life-form"],
      DILEMMAS_PLANET[3:9] + DILEMMAS_SPACE[2:7] + DILEMMAS_EITHER[1:3] + ["Ktarian Game"],
      ["I.K.C. Bortas", "I.K.C. Vor'Cha", "I.K.C. Vor'Cha", "I.K.C. K'Vort", "I.K.C. Pagh", "I.K.C. Qu'Vat"],
      equipment=["Klingon Disruptor", "Klingon Disruptor", "Klingon PADD", "Medical Kit"],
      events=["Red Alert!", "Static Warp Bubble", "Warp Core Breach", "Espionage: Klingon on Federation"],
      interrupts=["Honor Challenge", "Honor Challenge"],
      file="klingon-premiere.deck")
build("Romulan Premiere", "romulan",
      ["Covert Installation", "Covert Rescue", "Extraction", "Iconia Investigation", "Investigate Raid", "Study Lonka Pulsar"],
      DILEMMAS_PLANET[1:7] + DILEMMAS_SPACE[3:8] + [DILEMMAS_EITHER[0], DILEMMAS_EITHER[2], "Borg Ship"],
      ["Devoras", "Khazara", "D'deridex", "D'deridex", "Science Vessel", "Scout Vessel"],
      equipment=["Romulan Disruptor", "Romulan PADD", "Engineering PADD", "Medical Tricorder"],
      events=["Anti-Time Anomaly", "Res-Q", "Where No One Has Gone Before", "Espionage: Romulan on Federation",
              "Alien Probe"],
      interrupts=["Asteroid Sanctuary", "Asteroid Sanctuary"],
      file="romulan-premiere.deck")
build("Federation Away Teams", "federation",
      ["Avert Disaster", "Evaluate Terraforming", "First Contact", "Investigate Massacre", "Restore Errant Moon", "Test Mission"],
      DILEMMAS_PLANET[:9] + DILEMMAS_SPACE[:4],
      ["U.S.S. Enterprise", "U.S.S. Yamato", "U.S.S. Galaxy", "U.S.S. Nebula", "Runabout", "Runabout"],
      extra_personnel=["Vekor", "Dr. Reyga", "Roga Danar", "Narik", "Amarie"],
      events=["The Traveler: Transcendence", "Masaka Transformations", "Res-Q", "Static Warp Bubble"],
      file="federation-away-teams.deck")
