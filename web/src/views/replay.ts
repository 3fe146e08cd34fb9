// A finished game replayed step by step (GET /api/games/ID/replay?step=N&seat=S): first, previous,
// next, last and a slider. Without a seat in the address, players see it from their seat and anyone
// else the public view; with one (#/replay/ID/STEP?seat=N, a shared link) anyone sees it as that seat
// saw it. The page offers every seat's view and the link to share.
import { api, errorText, showError } from "../api";
import { clear, h } from "../dom";
import { annotateCards, cardPanel } from "../render/card";
import { ChatBox, type ChatMessage } from "../render/chat";
import { GameLog } from "../render/log";
import { renderTable, seatNames } from "../render/table";
import { resultText } from "../render/results_text";
import type { GameSummary, GameView } from "../types";

export function showReplay(app: HTMLElement, id: number, start: number, seat?: number | "public"): () => void {
  const header = h("div", { class: "game-header", "data-testid": "replay-header" }, `Replay of game #${id}`);
  const views = h("div", { class: "replay-views", "data-testid": "replay-views" });
  const share = h("input", { type: "text", readonly: true, class: "share", "data-testid": "replay-link" }) as HTMLInputElement;
  const slider = h("input", { type: "range", min: 0, max: 0, value: 0, "data-testid": "replay-slider" }) as HTMLInputElement;
  const pos = h("span", { "data-testid": "replay-step" }, "0");
  const info = h("div", { class: "replay-info", "data-testid": "replay-info" });
  const table = h("div", { class: "table" });
  const log = new GameLog();
  const chat = new ChatBox(() => false, false, "The game is over: its chat is closed");
  let steps = 0;
  let step = start;
  let summary: GameSummary | null = null;
  let stopped = false;

  const load = async (n: number) => {
    try {
      if (!summary) summary = (await api<{ game: GameSummary }>("GET", `/api/games/${id}`)).game;
      const v = await api<GameView>("GET", `/api/games/${id}/replay?step=${n}${seat !== undefined ? `&seat=${seat}` : ""}`);
      if (stopped) return;
      steps = v.steps ?? 0;
      step = v.step;
      slider.max = String(steps);
      slider.value = String(step);
      pos.textContent = `${step} / ${steps}`;
      const address = `#/replay/${id}/${step}${seat !== undefined ? `?seat=${seat}` : ""}`;
      history.replaceState(null, "", address);
      const names = seatNames(summary.seats);
      const seen = v.seat === null || v.seat === undefined ? "public" : v.seat;
      clear(header).append(
        h("strong", {}, `Replay of game #${id}`), ` · ${summary.game} · ${names.join(" vs ")} · `,
        h("span", { "data-testid": "replay-seat" }, seen === "public" ? "the public view (what a spectator saw)" : `as ${names[seen]} saw it`),
        summary.result ? ` · ${resultText(summary.result, names)}` : "",
      );
      // Every seat's view and the public one; the link shows this step from the view shown.
      clear(views).append("See it ",
        ...summary.seats.flatMap((s) => [
          h("a", { href: `#/replay/${id}/${step}?seat=${s.seat}`, class: seen === s.seat ? "button on" : "button", "data-testid": `replay-as-${s.seat}` },
            `as ${names[s.seat]}`), " "]),
        h("a", { href: `#/replay/${id}/${step}?seat=public`, class: seen === "public" ? "button on" : "button", "data-testid": "replay-as-public" }, "public view"),
        " · share: ", share);
      share.value = `${location.origin}/#/replay/${id}/${step}?seat=${seen}`;
      log.update(0, v.log ?? [], v.observation?.hidden_log, names);
      clear(info).append(
        v.turn !== undefined ? `Turn ${v.turn}. ` : "",
        v.result ? `Game over: ${v.result.reason}; scores ${v.result.scores.join(" : ")}. ` : "",
        v.decision ? `${names[v.decision.player] ?? "seat " + (v.decision.player + 1)} decides next (${v.decision.kind.replace(/_/g, " ")}). ` : "",
        v.next_action ? `Next: ${v.next_action}.` : "",
      );
      clear(table).append(renderTable(summary.game, v.observation, v.seat ?? null, names));
      void annotateCards(table, summary.game);
    } catch (e) {
      showError(errorText(e));
    }
  };
  const btn = (label: string, testid: string, to: () => number) =>
    h("button", { type: "button", "data-testid": testid, onclick: () => void load(Math.max(0, Math.min(steps, to()))) }, label);
  slider.addEventListener("input", () => void load(Number(slider.value)));
  app.append(
    h("div", { class: "game" },
      h("div", { class: "game-main" },
        header,
        views,
        h("div", { class: "replay-controls" },
          btn("⏮ first", "replay-first", () => 0),
          btn("◀ prev", "replay-prev", () => step - 1),
          btn("next ▶", "replay-next", () => step + 1),
          btn("last ⏭", "replay-last", () => steps),
          slider, " step ", pos),
        info, table),
      h("div", { class: "game-side" }, chat.el, h("h2", {}, "Log"), log.el)),
  );
  cardPanel();
  // What was said in the game: a finished game's chat, both channels, for anyone (docs/protocol.md).
  void api<ChatMessage>("GET", `/api/games/${id}/chat`).then((m) => chat.show(m)).catch((e) => showError(errorText(e)));
  void load(start);
  return () => {
    stopped = true;
  };
}
