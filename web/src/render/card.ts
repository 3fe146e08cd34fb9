// A card on the page: its name and public state as text, drawn from its data; where the server
// offers card images (card_images.ts) and the card's id is known, its image beside. A click shows
// the card's printed data (GET /api/modules/GAME/card).
import { api, errorText } from "../api";
import { append, byId, clear, h } from "../dom";
import { cardImage } from "./card_images";

export interface CardJson {
  card?: number;
  id?: string;
  name: string;
  owner?: number;
  affiliation?: string;
  [flag: string]: unknown;
}

const FLAGS = ["stopped", "damaged", "deactivated", "disabled", "house_arrest", "stasis", "cloaked", "phased"];
const texts = new Map<string, string>();

// A card's printed text, fetched once per game and name (also while a fetch is under way).
const pending = new Map<string, Promise<string>>();
export function cardText(game: string, name: string): Promise<string> {
  const key = `${game}/${name}`;
  let p = pending.get(key);
  if (!p) {
    p = api<{ text: string }>("GET", `/api/modules/${encodeURIComponent(game)}/card?name=${encodeURIComponent(name)}`).then((r) => {
      texts.set(key, r.text);
      return r.text;
    });
    p.catch(() => pending.delete(key));
    pending.set(key, p);
  }
  return p;
}

// A one-line summary of a card's printed data: its type, what a personnel or ship is, and its
// attributes ("personnel · federation OFFICER · INTEGRITY 9 CUNNING 8 STRENGTH 6").
export function cardSummary(text: string): string {
  const lines = text.split("\n").map((l) => l.trim()).filter((l) => l.length > 0);
  const fe = lines[1]?.match(/^([a-z ]+) - /);
  const type = fe ? fe[1] : lines[0]?.match(/\(([^)]*)\)\s*$/)?.[1].split(",").pop()?.trim() ?? "";
  const what = fe && (type === "personnel" || type === "ship") ? lines[2] ?? "" : "";
  const attrs = [...text.matchAll(/\b([A-Z]{5,}) (\d+)\b/g)].map((m) => `${m[1]} ${m[2]}`);
  return [type, what, attrs.join(" ")].filter((x) => x).join(" · ");
}

// Adds each card's type and attributes (as text) under the names in `root`, and its whole text
// as a tooltip. Fetched in the background; the table is usable at once.
export async function annotateCards(root: HTMLElement, game: string): Promise<void> {
  if (!game) return;
  const chips = [...root.querySelectorAll<HTMLElement>(".card[data-name]")];
  for (const chip of chips) {
    const name = chip.dataset.name!;
    try {
      const text = await cardText(game, name);
      if (!chip.isConnected || chip.querySelector(".card-type")) continue;
      chip.title = text;
      if (chip.classList.contains("framed")) continue; // its frame already shows what the summary would
      const sum = cardSummary(text);
      if (sum) chip.append(h("span", { class: "card-type" }, sum));
    } catch {
      // no text for this card: the name alone is shown
    }
  }
}

export async function showCardText(game: string, name: string, id?: string): Promise<void> {
  const panel = document.getElementById("card-detail");
  if (!panel) return;
  clear(panel).append(h("h3", {}, name), h("p", {}, "Loading…"));
  panel.hidden = false;
  const key = `${game}/${name}`;
  try {
    if (!texts.has(key)) await cardText(game, name);
    append(clear(panel), [
      h("button", { type: "button", class: "close", onclick: () => (panel.hidden = true) }, "×"),
      h("h3", {}, name),
      cardImage(game, id, "card-image-large"),
      h("pre", { "data-testid": "card-text" }, texts.get(key) ?? ""),
    ]);
  } catch (e) {
    clear(panel).append(h("h3", {}, name), h("p", {}, errorText(e)));
  }
}

export function cardChip(game: string, c: CardJson, extra?: string): HTMLElement {
  const flags = FLAGS.filter((f) => c[f] === true);
  return h(
    "span",
    {
      class: `card owner-${c.owner ?? "x"}${flags.map((f) => " " + f).join("")}`,
      title: "Click for the card's text",
      "data-card": c.card ?? "",
      "data-id": c.id,
      "data-name": c.name,
      onclick: (ev: Event) => (ev.stopPropagation(), void showCardText(game, c.name, c.id)),
    },
    cardImage(game, c.id, "card-thumb"),
    h("span", { class: "name" }, c.name),
    c.affiliation ? h("span", { class: "aff" }, ` [${c.affiliation}]`) : null,
    flags.length ? h("span", { class: "flags" }, ` (${flags.join(", ").replace(/_/g, " ")})`) : null,
    extra ? h("span", { class: "extra" }, ` ${extra}`) : null,
  );
}

export function cardList(game: string, cards: CardJson[] | undefined, empty = "none"): HTMLElement {
  if (!cards || cards.length === 0) return h("span", { class: "empty" }, empty);
  return h("span", { class: "cards" }, cards.map((c) => cardChip(game, c)));
}

// The side panel the card texts go to (once per page).
export function cardPanel(): HTMLElement {
  const existing = document.getElementById("card-detail");
  if (existing) return existing;
  const p = h("aside", { id: "card-detail", class: "card-detail", hidden: true });
  byId("app").append(p);
  return p;
}
