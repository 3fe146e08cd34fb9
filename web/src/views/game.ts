// A game as its player or a spectator sees it, live over the WebSocket (docs/protocol.md): the
// table, the log, and, for the seat that must decide, the decision as clicks and "Why can't I?".
// The connection comes back by itself after the server restarts; the address (#/game/ID) brings
// a reload or another device to the same decision.
import { api, errorText, showError, hideError, token, wsProtocols, wsUrl } from "../api";
import { clear, h } from "../dom";
import { agentLabel } from "../render/agents";
import { annotateCards, cardPanel } from "../render/card";
import { ChatBox, type ChatMessage } from "../render/chat";
import { ClockBar } from "../render/clock";
import { renderDecisions, targetOf, type Chain } from "../render/decisions";
import { GameLog } from "../render/log";
import { resultsPanel } from "../render/results";
import { renderTable, seatNames } from "../render/table";
import { signalTurn } from "../render/turn_signal";
import type { GameSummary, GameView } from "../types";

export function showGame(app: HTMLElement, id: number): () => void {
  const header = h("div", { class: "game-header", "data-testid": "game-header" }, `Game #${id}`);
  const status = h("div", { class: "conn", "data-testid": "conn" }, "connecting…");
  const decision = h("div", { class: "decision", "data-testid": "decision" });
  const why = h("div", { class: "why", "data-testid": "why" });
  const table = h("div", { class: "table", "data-testid": "table" });
  const results = h("div", { class: "results-box" });
  const log = new GameLog();
  const clocks = new ClockBar();
  let ws: WebSocket | null = null;
  const chat = new ChatBox((text) => {
    if (!ws || ws.readyState !== WebSocket.OPEN) {
      showError("Not connected: the line was not sent.");
      return false;
    }
    ws.send(JSON.stringify({ type: "chat", text }));
    return true;
  }, !!token());
  app.append(
    h("div", { class: "game" },
      h("div", { class: "game-main" }, header, status, clocks.el, decision, why, results, table),
      h("div", { class: "game-side" }, chat.el, h("h2", {}, "Log"), log.el)),
  );
  cardPanel();

  let summary: GameSummary | null = null;
  let last: GameView | null = null;
  let openGroup: string | null = null;
  let stopped = false;
  let retry = 0;
  let busy = false;
  let queue: Promise<void> = Promise.resolve();
  // Personnel chosen together (decisions.ts): sent one action at a time, each when the last is done.
  let pending: { group: string; target: string }[] = [];
  const runChain = () => {
    const next = pending[0];
    if (!next || !last?.legal?.length || busy) return;
    const a = last.legal.find((x) => x.group === next.group && targetOf(next.group, x) === next.target);
    if (!a) {
      showError(`${next.group} ${next.target}: no longer possible now; the rest of the group was not sent.`);
      pending = [];
      return;
    }
    pending.shift();
    act(a.key);
  };
  const chain: Chain = {
    selected: new Set(),
    start: (groups, target) => {
      pending = groups.map((group) => ({ group, target }));
      chain.selected.clear();
      runChain();
    },
  };

  const loadSummary = async () => {
    try {
      summary = (await api<{ game: GameSummary }>("GET", `/api/games/${id}`)).game;
    } catch (e) {
      showError(errorText(e));
    }
  };

  const act = (key: string) => {
    if (!ws || ws.readyState !== WebSocket.OPEN || !last) return showError("Not connected: the action was not sent.");
    if (busy) return;
    busy = true;
    decision.classList.add("busy");
    hideError();
    ws.send(JSON.stringify({ type: "act", key, step: last.step }));
  };

  const askWhy = async () => {
    clear(why).append("Asking the engine…");
    try {
      const r = await api<{ decides: boolean; why: { label: string; reason: string }[] }>("GET", `/api/games/${id}/why`);
      clear(why).append(
        h("button", { type: "button", class: "close", onclick: () => clear(why) }, "×"),
        h("h3", {}, "Not legal now, and why"),
        r.why.length
          ? h("ul", { "data-testid": "why-list" }, r.why.map((w) => h("li", {}, h("strong", {}, w.label), h("br"), w.reason)))
          : h("p", {}, r.decides ? "The engine lists nothing else you could try here." : "You do not decide now."),
      );
    } catch (e) {
      clear(why);
      showError(errorText(e));
    }
  };

  const draw = () => {
    const v = last;
    if (!v) return;
    const names = summary ? seatNames(summary.seats) : [];
    const game = summary?.game ?? "";
    const me = v.seat;
    clear(header).append(
      h("strong", {}, `Game #${id}`), ` · ${game} · `,
      names.join(" vs "), " · ",
      h("span", { "data-testid": "role" }, v.role === "spectator" ? "you are watching (spectator)" : `you play seat ${(me ?? 0) + 1}`),
      " · ", h("span", { "data-testid": "status" }, v.status ?? ""),
      v.turn !== undefined ? ` · turn ${v.turn}` : "",
      " · step ", h("span", { "data-testid": "step" }, String(v.step)),
      v.scores ? ` · scores ${v.scores.join(" : ")}` : "",
    );
    clocks.show(v.clock, names, !!v.result);
    clear(decision);
    decision.classList.remove("busy");
    busy = false;
    if (v.status === "open" && !v.observation) {
      decision.append(h("p", { "data-testid": "waiting" }, "Waiting for a second player to join. Share this page's address."));
    } else if (v.result) {
      decision.append(
        h("div", { class: "result", "data-testid": "result" },
          h("strong", {}, "Game over: "), v.result.reason, ` · scores ${v.result.scores.join(" : ")}`,
          me !== null && me !== undefined ? ` · ${v.result.returns[me] > 0 ? "you won" : v.result.returns[me] < 0 ? "you lost" : "a draw"}` : "",
          " · ", h("a", { href: `#/replay/${id}/0`, "data-testid": "to-replay" }, "replay it")),
      );
    } else if (v.decision) {
      const mine = v.legal && v.legal.length > 0;
      decision.append(
        mine ? h("p", { class: "turn-banner", "data-testid": "your-turn" }, "Your turn") : "",
        h("p", { class: "prompt", "data-testid": "prompt" },
          mine ? v.decision.prompt ?? "Your decision" : `Waiting for ${names[v.decision.player] ?? `seat ${v.decision.player + 1}`} to decide (${v.decision.kind.replace(/_/g, " ")}).`),
        v.thinking
          ? h("p", { class: "thinking", "data-testid": "thinking" },
            `${names[v.thinking.seat] ?? `Seat ${v.thinking.seat + 1}`} is thinking (${agentLabel(v.thinking.agent)})…`)
          : "",
      );
      if (mine) {
        if (openGroup && !v.legal!.some((a) => a.group === openGroup)) openGroup = null;
        decision.append(
          renderDecisions(v.legal!, act, openGroup, (g) => ((openGroup = g), draw()), chain),
          h("button", { type: "button", class: "why-button", "data-testid": "why-button", onclick: () => void askWhy() }, "Why can't I…?"),
        );
      }
    }
    const decides = !v.result && !!v.legal && v.legal.length > 0;
    signalTurn(decides, decision);
    const panel = game === "stccg1e" ? resultsPanel(log.lines, names) : null;
    clear(results).append(panel ?? "");
    clear(table).append(renderTable(game, v.observation, me ?? null, names));
    void annotateCards(table, game);
    if (pending.length) window.setTimeout(runChain, 0);
  };

  const onMessage = async (ev: MessageEvent) => {
    let m: any;
    try {
      m = JSON.parse(String(ev.data));
    } catch {
      return showError("The server sent something that is not JSON.");
    }
    if (m.type === "chat") return chat.show(m as ChatMessage);
    if (m.type === "error" && typeof m.message === "string" && m.message.startsWith("chat")) {
      showError(`${m.error}: ${m.message}`); // a refused line: the game's decision is untouched
      return;
    }
    if (m.type === "error") {
      busy = false;
      pending = [];
      decision.classList.remove("busy");
      showError(`${m.error}: ${m.message}`);
      return;
    }
    if (m.type !== "state") return; // ack, pong
    const v = m as GameView;
    const stepChanged = !last || last.step !== v.step;
    if (!summary || (last && last.status !== v.status) || !summary.seats.every((s) => s.player !== null)) await loadSummary();
    const names = summary ? seatNames(summary.seats) : [];
    if (!log.update(v.log_from, v.log, v.observation?.hidden_log, names)) ws?.send(JSON.stringify({ type: "state" }));
    if (stepChanged) {
      openGroup = null;
      chain.selected.clear();
      clear(why);
    }
    last = v;
    chat.setRole(v.role === "spectator");
    draw();
  };

  const connect = () => {
    if (stopped) return;
    const sock = new WebSocket(wsUrl(id), wsProtocols());
    ws = sock;
    sock.onopen = () => {
      retry = 0;
      status.textContent = "connected";
      status.className = "conn ok";
    };
    // One message at a time, in order (handling one may wait for the game's summary).
    sock.onmessage = (ev) => {
      queue = queue.then(() => onMessage(ev)).catch((e) => showError(errorText(e)));
    };
    sock.onclose = () => {
      if (stopped || ws !== sock) return;
      status.textContent = "connection lost — reconnecting…";
      status.className = "conn lost";
      busy = false;
      window.setTimeout(connect, Math.min(5000, 500 * ++retry));
    };
  };

  void loadSummary().then(connect);
  return () => {
    stopped = true;
    clocks.stop();
    signalTurn(false, null);
    ws?.close();
  };
}
