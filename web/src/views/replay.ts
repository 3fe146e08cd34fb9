// A finished game replayed step by step (GET /api/games/ID/replay?step=N): first, previous,
// next, last and a slider. Players see it from their seat, anyone else the public view.
import { api, errorText, showError } from "../api";
import { clear, h } from "../dom";
import { annotateCards, cardPanel } from "../render/card";
import { GameLog } from "../render/log";
import { renderTable, seatNames } from "../render/table";
import type { GameSummary, GameView } from "../types";

export function showReplay(app: HTMLElement, id: number, start: number): () => void {
  const header = h("div", { class: "game-header" }, `Replay of game #${id}`);
  const slider = h("input", { type: "range", min: 0, max: 0, value: 0, "data-testid": "replay-slider" }) as HTMLInputElement;
  const pos = h("span", { "data-testid": "replay-step" }, "0");
  const info = h("div", { class: "replay-info", "data-testid": "replay-info" });
  const table = h("div", { class: "table" });
  const log = new GameLog();
  let steps = 0;
  let step = start;
  let summary: GameSummary | null = null;
  let stopped = false;

  const load = async (n: number) => {
    try {
      if (!summary) summary = (await api<{ game: GameSummary }>("GET", `/api/games/${id}`)).game;
      const v = await api<GameView>("GET", `/api/games/${id}/replay?step=${n}`);
      if (stopped) return;
      steps = v.steps ?? 0;
      step = v.step;
      slider.max = String(steps);
      slider.value = String(step);
      pos.textContent = `${step} / ${steps}`;
      history.replaceState(null, "", `#/replay/${id}/${step}`);
      const names = seatNames(summary.seats);
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
        h("div", { class: "replay-controls" },
          btn("⏮ first", "replay-first", () => 0),
          btn("◀ prev", "replay-prev", () => step - 1),
          btn("next ▶", "replay-next", () => step + 1),
          btn("last ⏭", "replay-last", () => steps),
          slider, " step ", pos),
        info, table),
      h("div", { class: "game-side" }, h("h2", {}, "Log"), log.el)),
  );
  cardPanel();
  void load(start);
  return () => {
    stopped = true;
  };
}
