// The history (GET /api/history, docs/protocol.md): finished games, your own and everyone's, with
// result, scores, players, game and date, and links to the replay, from either seat or public.
import { api, errorText, myName, showError, token } from "../api";
import { clear, h } from "../dom";
import { resultText } from "../render/results_text";
import { seatNames } from "../render/table";
import type { GameSummary } from "../types";

interface HistoryPage {
  games: GameSummary[];
  next_before: number | null;
}

function when(unix: number | undefined): string {
  return unix ? new Date(unix * 1000).toLocaleString() : "";
}

function row(g: GameSummary): HTMLElement {
  const names = seatNames(g.seats);
  const seatLinks = g.seats
    .filter((s) => !s.computer)
    .map((s) =>
      h("a", { href: `#/replay/${g.id}/0?seat=${s.seat}`, class: "button", "data-testid": `history-replay-${g.id}-seat-${s.seat}` },
        `as ${names[s.seat]} saw it`));
  return h("li", { "data-game": g.id },
    h("span", { class: "gid" }, `#${g.id}`), " ",
    h("span", { class: "module" }, g.game), " — ",
    names.join(" vs "), " · ",
    h("span", { class: "when" }, when(g.finished ?? g.updated)), " · ",
    h("strong", { "data-testid": `history-result-${g.id}` }, resultText(g.result, names)), " ",
    h("a", { href: `#/replay/${g.id}/0?seat=public`, class: "button", "data-testid": `history-replay-${g.id}` }, "Replay"), " ",
    ...seatLinks.flatMap((a) => [a, " "]),
  );
}

// A list of one query's pages: the first at once, the next ones on "older games".
function section(title: string, testid: string, query: string): HTMLElement {
  const list = h("ul", {});
  const more = h("button", { type: "button", hidden: true, "data-testid": `${testid}-more` }, "Older games");
  const box = h("section", { "data-testid": testid }, h("h2", {}, title), list, more);
  let before: number | null = null;
  const load = async () => {
    try {
      const sep = query.includes("?") ? "&" : "?";
      const page = await api<HistoryPage>("GET", `/api/history${query}${before ? `${sep}before=${before}` : ""}`);
      if (!page.games.length && !list.childElementCount) list.replaceWith(h("p", { class: "empty" }, "None yet."));
      list.append(...page.games.map(row));
      before = page.next_before;
      more.hidden = before === null;
    } catch (e) {
      showError(errorText(e));
    }
  };
  more.addEventListener("click", () => void load());
  void load();
  return box;
}

export function showHistory(app: HTMLElement): () => void {
  clear(app).append(h("h1", {}, "History"));
  const me = myName();
  if (token() && me) app.append(section("Your finished games", "history-mine", `?player=${encodeURIComponent(me)}`));
  app.append(section("All finished games", "history-all", ""));
  return () => {};
}
