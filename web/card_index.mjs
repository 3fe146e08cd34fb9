// Build step of the deck builder (docs/web-client.md, "Decks"): a search index of each game's
// bundled cards (name, type, affiliation, classification, skills, set) and the text of each
// bundled deck, read from data/GAME/ into dist/cards-GAME.json and dist/decks-GAME.json.
// Only facts printed on the cards; the server stays the only judge of a deck (deck check).
// The card files are the generated YAML of docs/card-format.md: a list of cards, one field a
// line ("    name: Worf") or one card a line ("  - {id: X, name: Y, type: pilot}").
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const FIELDS = ["name", "type", "affiliation", "classification", "skills", "dilemma", "mission", "region", "shipping", "receiving"];

function scalar(v) {
  v = v.replace(/\s+#.*$/, "").trim();
  if (v.startsWith("[") && v.endsWith("]"))
    return v.slice(1, -1).split(",").map((x) => scalar(x)).filter((x) => x !== "");
  return v.replace(/^"(.*)"$/, "$1").replace(/^'(.*)'$/, "$1");
}

// "{id: X, name: Y, skills: [A, B]}" into its fields (commas inside brackets are kept).
function flowMap(text) {
  const out = {};
  let depth = 0, start = 0;
  const body = text.trim().replace(/^\{/, "").replace(/\}$/, "");
  const parts = [];
  for (let i = 0; i <= body.length; i++) {
    const c = body[i];
    if (c === "[" || c === "{") depth++;
    else if (c === "]" || c === "}") depth--;
    else if ((c === "," && depth === 0) || i === body.length) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  for (const p of parts) {
    const m = p.match(/^\s*([a-z_]+):\s*(.*)$/);
    if (m) out[m[1]] = scalar(m[2]);
  }
  return out;
}

function cardsOf(file) {
  const text = readFileSync(file, "utf8");
  const setName = text.match(/^set:\s*\n(?:  .*\n)*?  name:\s*(.+)$/m)?.[1] ?? text.match(/^set:\s*(\S.*)$/m)?.[1] ?? "";
  const cards = [];
  let cur = null;
  for (const line of text.split("\n")) {
    const flow = line.match(/^  - (\{.*\})\s*$/);
    if (flow) {
      cur = null;
      cards.push(flowMap(flow[1]));
      continue;
    }
    const first = line.match(/^  - ([a-z_]+):\s*(.*)$/);
    if (first) {
      cur = { [first[1]]: scalar(first[2]) };
      cards.push(cur);
      continue;
    }
    const field = line.match(/^    ([a-z_]+):\s*(.*)$/);
    if (cur && field && field[2] !== "") cur[field[1]] = scalar(field[2]);
  }
  return cards.filter((c) => c.name && c.type).map((c) => {
    const o = { set: scalar(setName) };
    for (const f of FIELDS) if (c[f] !== undefined) o[f] = c[f];
    return o;
  });
}

export function writeIndexes(dataDir, outDir) {
  for (const game of readdirSync(dataDir)) {
    const cardsDir = join(dataDir, game, "cards"), decksDir = join(dataDir, game, "decks");
    if (existsSync(cardsDir)) {
      const cards = readdirSync(cardsDir).filter((f) => f.endsWith(".yaml")).sort().flatMap((f) => cardsOf(join(cardsDir, f)));
      writeFileSync(join(outDir, `cards-${game}.json`), JSON.stringify(cards));
    }
    if (existsSync(decksDir)) {
      const decks = {};
      for (const f of readdirSync(decksDir).filter((f) => f.endsWith(".deck")).sort()) decks[f.replace(/\.deck$/, "")] = readFileSync(join(decksDir, f), "utf8");
      writeFileSync(join(outDir, `decks-${game}.json`), JSON.stringify(decks));
    }
  }
}
