// The deck builder's card search: the bundled cards of a game (dist/cards-GAME.json, built from
// data/ by card_index.mjs) filtered by name, type, affiliation, skill and set. A click on a name
// shows the card's text (the server's card data); "+" adds a line to the deck.
import { h, clear } from "../dom";
import { cardChip } from "./card";

export interface IndexedCard {
  name: string;
  type: string;
  set: string;
  affiliation?: string | string[];
  classification?: string;
  skills?: string[];
}

const indexes = new Map<string, Promise<IndexedCard[]>>();
export function cardIndex(game: string): Promise<IndexedCard[]> {
  let p = indexes.get(game);
  if (!p) {
    p = fetch(`/cards-${encodeURIComponent(game)}.json`).then((r) => (r.ok ? r.json() : []));
    indexes.set(game, p);
  }
  return p;
}

const bundled = new Map<string, Promise<Record<string, string>>>();
export function bundledDecks(game: string): Promise<Record<string, string>> {
  let p = bundled.get(game);
  if (!p) {
    p = fetch(`/decks-${encodeURIComponent(game)}.json`).then((r) => (r.ok ? r.json() : {}));
    bundled.set(game, p);
  }
  return p;
}

const list = (v: string | string[] | undefined): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
// "Honor x2" is the skill Honor.
const skillNames = (c: IndexedCard): string[] => [...(c.classification ? [c.classification] : []), ...(c.skills ?? []).map((s) => s.replace(/ x[\d.]+$/, ""))];

export interface Filter {
  name: string;
  type: string;
  affiliation: string;
  skill: string;
  set: string;
}

export function matches(c: IndexedCard, f: Filter): boolean {
  const has = (v: string, want: string) => v.toLowerCase().includes(want.toLowerCase());
  return (!f.name || has(c.name, f.name)) && (!f.type || c.type === f.type) &&
    (!f.affiliation || list(c.affiliation).includes(f.affiliation)) &&
    (!f.skill || skillNames(c).some((s) => has(s, f.skill))) && (!f.set || c.set === f.set);
}

const MAX = 60;

// The search box: filters, and the cards that match (the first MAX).
export function cardSearch(getGame: () => string, onAdd: (name: string) => void): { el: HTMLElement; reload: () => void } {
  const name = h("input", { "data-testid": "search-name", placeholder: "name" }) as HTMLInputElement;
  const skill = h("input", { "data-testid": "search-skill", placeholder: "skill (Diplomacy, SCIENCE…)" }) as HTMLInputElement;
  const type = h("select", { "data-testid": "search-type" }) as HTMLSelectElement;
  const aff = h("select", { "data-testid": "search-affiliation" }) as HTMLSelectElement;
  const set = h("select", { "data-testid": "search-set" }) as HTMLSelectElement;
  const results = h("ul", { class: "search-results", "data-testid": "search-results" });
  let cards: IndexedCard[] = [];
  const options = (sel: HTMLSelectElement, label: string, values: string[]) => {
    const keep = sel.value;
    clear(sel).append(h("option", { value: "" }, `any ${label}`), ...values.map((v) => h("option", { value: v }, v)));
    sel.value = values.includes(keep) ? keep : "";
  };
  const run = () => {
    const f: Filter = { name: name.value.trim(), type: type.value, affiliation: aff.value, skill: skill.value.trim(), set: set.value };
    const hits = cards.filter((c) => matches(c, f));
    clear(results).append(
      h("li", { class: "count" }, `${hits.length} card${hits.length === 1 ? "" : "s"}${hits.length > MAX ? ` (the first ${MAX} shown)` : ""}`),
      ...hits.slice(0, MAX).map((c) =>
        h("li", {},
          h("button", { type: "button", class: "add", title: "add one to the deck", "data-add": c.name, onclick: () => onAdd(c.name) }, "+"),
          cardChip(getGame(), { name: c.name }),
          ` ${c.type}`, list(c.affiliation).length ? ` · ${list(c.affiliation).join("/")}` : "",
          skillNames(c).length ? ` · ${[c.classification, ...(c.skills ?? [])].filter((x) => x).join(", ")}` : "",
          ` · ${c.set}`)));
  };
  const reload = async () => {
    cards = await cardIndex(getGame());
    const uniq = (xs: string[]) => [...new Set(xs)].sort();
    options(type, "type", uniq(cards.map((c) => c.type)));
    options(aff, "affiliation", uniq(cards.flatMap((c) => list(c.affiliation))));
    options(set, "set", uniq(cards.map((c) => c.set)));
    run();
  };
  for (const el of [name, skill]) el.addEventListener("input", run);
  for (const el of [type, aff, set]) el.addEventListener("change", run);
  return {
    el: h("section", { class: "card-search", "data-testid": "card-search" }, h("h2", {}, "Find cards"),
      h("div", { class: "filters" }, name, type, aff, skill, set), results),
    reload: () => void reload(),
  };
}
