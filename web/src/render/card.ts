// A card on the page: its name and public state as text (no card images: cards are drawn from
// their data). A click shows the card's printed data (GET /api/modules/GAME/card).
import { api, errorText } from "../api";
import { byId, clear, h } from "../dom";

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

export async function showCardText(game: string, name: string): Promise<void> {
  const panel = document.getElementById("card-detail");
  if (!panel) return;
  clear(panel).append(h("h3", {}, name), h("p", {}, "Loading…"));
  panel.hidden = false;
  const key = `${game}/${name}`;
  try {
    if (!texts.has(key)) {
      const r = await api<{ text: string }>("GET", `/api/modules/${encodeURIComponent(game)}/card?name=${encodeURIComponent(name)}`);
      texts.set(key, r.text);
    }
    clear(panel).append(
      h("button", { type: "button", class: "close", onclick: () => (panel.hidden = true) }, "×"),
      h("h3", {}, name),
      h("pre", { "data-testid": "card-text" }, texts.get(key) ?? ""),
    );
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
      onclick: (ev: Event) => (ev.stopPropagation(), void showCardText(game, c.name)),
    },
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
