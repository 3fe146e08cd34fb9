// The deck builder: paste a deck (a plain list, "1x Card" lines or a Lackey .dek) or start from
// a bundled one, find cards by name, type, affiliation, skill and set, check it with the server's
// `deck check`, save, update and delete your decks (each marked when it may not be played).
import { api, errorText, showError } from "../api";
import { clear, h, select } from "../dom";
import { bundledDecks, cardSearch } from "../render/card_search";
import { learnPlayable, notPlayableMark } from "../render/deck_status";
import type { DeckReport, ModuleInfo, SavedDeck } from "../types";

// The server names the deck it checked "deck" ("deck:4: …", "deck: no 'player:' line"); here it
// is the text in the box, so a message names only the line: never a file, whatever its name.
export function pasted(message: string): string {
  return message
    .replace(/^[^\s:]*deck:(\d+):\s*/, "line $1: ")
    .replace(/^[^\s:]*deck:\s*/, "")
    .replace(/\S*\/\S*\.deck\b/g, "the deck");
}

export function reportView(r: DeckReport): HTMLElement {
  return h(
    "div",
    { class: `report ${r.playable ? "ok" : "bad"}`, "data-testid": "deck-report" },
    h("p", {}, h("strong", {}, pasted(r.deck_name) || "deck"), r.size ? ` — ${r.size}` : "", " — ",
      h("span", { "data-testid": "deck-playable" }, r.playable ? "may be played" : "may not be played yet")),
    r.errors.length ? h("ul", { class: "errors", "data-testid": "deck-errors" }, r.errors.flatMap((e) => e.split("\n")).map((e) => h("li", {}, `error: ${pasted(e)}`))) : null,
    r.warnings.length ? h("ul", { class: "warnings" }, r.warnings.flatMap((w) => w.split("\n")).map((w) => h("li", {}, `warning: ${pasted(w)}`))) : null,
    !r.errors.length && !r.warnings.length ? h("p", {}, "No problems found.") : null,
  );
}

export function showDecks(app: HTMLElement): () => void {
  let current: SavedDeck | null = null;
  const listBox = h("ul", { class: "decks", "data-testid": "deck-list" });
  const moduleSel = select("deck-game", []);
  const name = h("input", { name: "deck-name", "data-testid": "deck-name", placeholder: "My deck" }) as HTMLInputElement;
  const text = h("textarea", {
    name: "deck-text",
    "data-testid": "deck-text",
    rows: 18,
    cols: 60,
    placeholder: "Paste a deck: one card a line (\"2 Jean-Luc Picard\", \"2x Jean-Luc Picard\" or just \"Jean-Luc Picard\"), or a Lackey .dek file",
  }) as HTMLTextAreaElement;
  const reportBox = h("div", { class: "report-box" });
  const starter = h("select", { "data-testid": "deck-start" }) as HTMLSelectElement;
  const addLine = (card: string) => {
    text.value = `${text.value.replace(/\s*$/, "")}${text.value.trim() ? "\n" : ""}1 ${card}\n`;
  };
  const search = cardSearch(() => moduleSel.value, addLine);
  const fillStarter = async () => {
    const decks = await bundledDecks(moduleSel.value);
    clear(starter).append(h("option", { value: "" }, "start from a bundled deck…"), ...Object.keys(decks).map((n) => h("option", { value: n }, n)));
  };
  starter.addEventListener("change", async () => {
    const decks = await bundledDecks(moduleSel.value);
    const chosen = decks[starter.value];
    if (chosen === undefined) return;
    text.value = chosen;
    if (!name.value) name.value = `My ${starter.value}`;
    starter.value = "";
    await check();
  });
  moduleSel.addEventListener("change", () => (void fillStarter(), search.reload()));
  const title = h("h2", {}, "New deck");

  const load = async () => {
    try {
      const r = await api<{ decks: SavedDeck[] }>("GET", "/api/decks");
      await learnPlayable(r.decks);
      clear(listBox).append(
        ...r.decks.map((d) =>
          h("li", { class: notPlayableMark(d) ? "not-playable" : "" },
            h("a", { href: "#/decks", "data-testid": `deck-${d.id}`, onclick: (ev: Event) => (ev.preventDefault(), void open(d.id)) }, d.name),
            ` (${d.game})`, h("span", { class: "deck-mark", "data-testid": `deck-mark-${d.id}` }, notPlayableMark(d))),
        ),
      );
      if (!r.decks.length) listBox.append(h("li", { class: "empty" }, "No saved decks yet."));
    } catch (e) {
      showError(errorText(e));
    }
  };
  const open = async (id: number) => {
    try {
      const r = await api<{ deck: SavedDeck; check: DeckReport }>("GET", `/api/decks/${id}`);
      current = r.deck;
      moduleSel.value = r.deck.game;
      name.value = r.deck.name;
      text.value = r.deck.text ?? "";
      title.textContent = `Deck: ${r.deck.name}`;
      clear(reportBox).append(reportView(r.check));
    } catch (e) {
      showError(errorText(e));
    }
  };
  const check = async () => {
    try {
      const r = await api<{ check: DeckReport }>("POST", "/api/decks/check", { game: moduleSel.value, text: text.value });
      clear(reportBox).append(reportView(r.check));
    } catch (e) {
      showError(errorText(e));
    }
  };
  const save = async () => {
    try {
      const r = current
        ? await api<{ deck: SavedDeck; check: DeckReport }>("PUT", `/api/decks/${current.id}`, { name: name.value, text: text.value })
        : await api<{ deck: SavedDeck; check: DeckReport }>("POST", "/api/decks", { game: moduleSel.value, name: name.value, text: text.value });
      current = r.deck;
      title.textContent = `Deck: ${r.deck.name} (saved)`;
      clear(reportBox).append(reportView(r.check));
      await load();
    } catch (e) {
      showError(errorText(e));
    }
  };
  const remove = async () => {
    if (!current) return showError("Nothing to delete: this deck is not saved.");
    if (!window.confirm(`Delete the deck "${current.name}"?`)) return;
    try {
      await api("DELETE", `/api/decks/${current.id}`);
      fresh();
      await load();
    } catch (e) {
      showError(errorText(e));
    }
  };
  const fresh = () => {
    current = null;
    name.value = "";
    text.value = "";
    title.textContent = "New deck";
    clear(reportBox);
  };
  app.append(
    h("h1", {}, "Decks"),
    h("div", { class: "deck-builder" },
      h("aside", {}, h("h2", {}, "Your decks"), listBox, h("button", { type: "button", "data-testid": "deck-new", onclick: fresh }, "New deck")),
      h("section", {},
        title,
        h("label", {}, "Game ", moduleSel),
        h("label", {}, "Name ", name),
        h("label", {}, starter),
        text,
        h("div", { class: "buttons" },
          h("button", { type: "button", "data-testid": "deck-check", onclick: () => void check() }, "Check"),
          h("button", { type: "button", "data-testid": "deck-save", onclick: () => void save() }, "Save"),
          h("button", { type: "button", "data-testid": "deck-delete", onclick: () => void remove() }, "Delete"),
        ),
        reportBox,
      ),
      search.el,
    ),
  );
  (async () => {
    try {
      const m = await api<{ modules: ModuleInfo[] }>("GET", "/api/modules");
      clear(moduleSel).append(...m.modules.map((x) => h("option", { value: x.name }, x.title)));
      void fillStarter();
      search.reload();
    } catch (e) {
      showError(errorText(e));
    }
  })();
  void load();
  return () => {};
}
