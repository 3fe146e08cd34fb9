// The lobby: create a game, join open ones, continue your own, watch running ones, replay
// finished ones. Refreshed every few seconds.
import { api, errorText, myName, showError, token } from "../api";
import { clear, h, select } from "../dom";
import { go } from "../router";
import { agentLabel } from "../render/agents";
import { learnPlayable, notPlayableMark } from "../render/deck_status";
import { resultText } from "../render/results_text";
import { seatNames } from "../render/table";
import type { GameSummary, ModuleInfo, SavedDeck } from "../types";

function seatText(g: GameSummary): string {
  return g.seats
    .map((s) => (s.computer ? `computer (${s.computer})` : s.player ? s.player : "free seat"))
    .join(" vs ");
}

function isMine(g: GameSummary): boolean {
  const me = myName();
  return !!me && g.seats.some((s) => s.player === me);
}

function gameRow(g: GameSummary, action: HTMLElement): HTMLElement {
  return h(
    "li",
    { "data-game": g.id, "data-status": g.status },
    h("span", { class: "gid" }, `#${g.id}`),
    " ",
    h("span", { class: "module" }, g.game),
    " — ",
    seatText(g),
    g.turn !== undefined ? ` · turn ${g.turn}` : "",
    g.step !== undefined ? ` · step ${g.step}` : "",
    g.clock_minutes ? ` · clock ${g.clock_minutes} min` : "",
    " ",
    action,
  );
}

// The deck each open game would be joined with (kept across the list's refreshes).
const joinDecks = new Map<number, string>();

function deckValue(v: string): string | { deck_id: number } {
  return v.startsWith("saved:") ? { deck_id: Number(v.slice(6)) } : v;
}

// Bundled decks, a random one and the account's saved decks for `game`.
function deckOptions(m: ModuleInfo | undefined, decks: SavedDeck[], def: string | undefined): [string, string][] {
  if (!m) return [["random", "random legal deck"]];
  return [
    ...m.bundled_decks.map((d): [string, string] => [d, d === def ? `${d} (default)` : d]),
    ["random", "random legal deck"],
    ...decks.filter((d) => d.game === m.name).map((d): [string, string] => [`saved:${d.id}`, `my deck: ${d.name}${notPlayableMark(d)}`]),
  ];
}

// "" (the first choice) joins with the default deck of the seat the server gives (a game of three
// or four has a different one for each seat).
function joinDeckSelect(g: GameSummary, mods: ModuleInfo[], decks: SavedDeck[]): HTMLSelectElement {
  const m = mods.find((x) => x.name === g.game);
  const options: [string, string][] = [["", "the seat's default deck"], ...deckOptions(m, decks, undefined)];
  const s = select(`join-deck-${g.id}`, options, joinDecks.get(g.id) ?? "");
  s.addEventListener("change", () => joinDecks.set(g.id, s.value));
  return s;
}

async function join(g: GameSummary, deck: string): Promise<void> {
  try {
    await api("POST", `/api/games/${g.id}/join`, deck === "" ? {} : { deck: deckValue(deck) });
    go(`#/game/${g.id}`);
  } catch (e) {
    showError(errorText(e));
  }
}

function lists(games: GameSummary[], mods: ModuleInfo[], decks: SavedDeck[]): HTMLElement {
  const box = h("div", { class: "lists" });
  const section = (title: string, testid: string, items: HTMLElement[]) =>
    h("section", { "data-testid": testid }, h("h2", {}, title), items.length ? h("ul", {}, items) : h("p", { class: "empty" }, "None."));
  const loggedIn = !!token();
  const mine = games.filter((g) => isMine(g) && g.status !== "finished");
  if (loggedIn)
    box.append(
      section("Your games", "your-games", mine.map((g) =>
        gameRow(g, h("a", { href: `#/game/${g.id}`, class: "button", "data-testid": `continue-${g.id}` }, g.status === "open" ? "Open (waiting)" : "Continue")),
      )),
    );
  const open = games.filter((g) => g.status === "open" && !isMine(g));
  box.append(
    section("Open games", "open-games", open.map((g) =>
      gameRow(g, loggedIn
        ? h("span", {}, "with ", joinDeckSelect(g, mods, decks), " ",
            h("button", { type: "button", "data-testid": `join-${g.id}`, onclick: () => void join(g, joinDecks.get(g.id) ?? "") }, "Join"))
        : h("span", {}, "log in to join")),
    )),
  );
  const running = games.filter((g) => g.status === "running" && !isMine(g));
  box.append(
    section("Running games", "running-games", running.map((g) =>
      gameRow(g, h("a", { href: `#/game/${g.id}`, class: "button", "data-testid": `watch-${g.id}` }, "Watch")),
    )),
  );
  const finished = games.filter((g) => g.status === "finished");
  box.append(
    section("Finished games (all of them: History)", "finished-games", finished.map((g) =>
      gameRow(g, h("span", {}, g.result ? `${resultText(g.result, seatNames(g.seats))} ` : "",
        h("a", { href: `#/replay/${g.id}/0`, class: "button", "data-testid": `replay-${g.id}` }, "Replay"))),
    )),
  );
  return box;
}

// The "new game" form; the deck choices follow the module chosen.
function createForm(modules: ModuleInfo[], decks: SavedDeck[]): HTMLElement {
  const form = h("form", { class: "create", "data-testid": "create-form" });
  const moduleSel = select("module", modules.map((m) => [m.name, m.title]));
  const players = select("players", []);
  // Who sits at seats 2, 3, 4...: the computer or a person who joins (the game is open until then).
  const kinds: [string, string][] = [["computer", "the computer"], ["person", "another person (open game)"]];
  const opponent = select("opponent", kinds);
  const others = [3, 4, 5, 6].map((n) => select(`opponent-${n}`, kinds));
  const otherLabels = others.map((sel, i) => h("label", { hidden: true }, `Seat ${i + 3} `, sel));
  const agent = select("agent", []);
  const deck = select("deck", []);
  const oppDeck = select("opponent_deck", []);
  const seed = h("input", { name: "seed", "data-testid": "seed", inputmode: "numeric", placeholder: "random" }) as HTMLInputElement;
  const maxTurns = h("input", { name: "max_turns", "data-testid": "max_turns", inputmode: "numeric", placeholder: "no limit" }) as HTMLInputElement;
  const clock = select("clock_minutes", [["", "none"], ...[5, 10, 15, 20, 30, 45, 60, 90].map((n): [string, string] => [String(n), `${n} minutes each`])]);
  const fill = () => {
    const m = modules.find((x) => x.name === moduleSel.value) ?? modules[0];
    // The quick agent by default; the search levels (easy, normal, hard) where the game can search.
    const chosen = m.default_agent ?? m.agents[0];
    clear(agent).append(...m.agents.map((a) => h("option", { value: a, selected: a === chosen }, agentLabel(a))));
    clear(deck).append(...deckOptions(m, decks, m.default_decks[0]).map(([v, l]) => h("option", { value: v, selected: v === m.default_decks[0] }, l)));
    clear(oppDeck).append(
      h("option", { value: "", selected: true }, "each seat's default deck"),
      ...deckOptions(m, decks, undefined).filter(([v]) => !v.startsWith("saved:")).map(([v, l]) => h("option", { value: v }, l)),
    );
    const counts: [string, string][] = [];
    for (let n = m.min_players ?? 2; n <= (m.max_players ?? 2); n++) counts.push([String(n), `${n} players`]);
    clear(players).append(...counts.map(([v, l]) => h("option", { value: v, selected: v === "2" }, l)));
    seats();
  };
  const seatKinds = (): string[] => [opponent, ...others].slice(0, Number(players.value || "2") - 1).map((x) => x.value);
  // Only the seats the game has are shown; the computer's choices only when a computer plays.
  const seats = () => {
    const n = Number(players.value || "2");
    otherLabels.forEach((l, i) => (l.hidden = i + 3 > n));
    const anyComputer = seatKinds().includes("computer");
    agent.disabled = !anyComputer;
    oppDeck.disabled = !anyComputer;
  };
  moduleSel.addEventListener("change", fill);
  players.addEventListener("change", seats);
  for (const x of [opponent, ...others]) x.addEventListener("change", seats);
  fill();
  const whole = (input: HTMLInputElement, what: string): number | undefined => {
    const t = input.value.trim();
    if (t === "") return undefined;
    if (!/^\d{1,15}$/.test(t)) throw new Error(`${what}: expected a whole number, not "${t}"`);
    return Number(t);
  };
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    try {
      const body: Record<string, unknown> = { game: moduleSel.value, opponents: seatKinds(), deck: deckValue(deck.value) };
      if (seatKinds().includes("computer")) {
        body.agent = agent.value;
        if (oppDeck.value !== "") body.opponent_deck = deckValue(oppDeck.value);
      }
      const s = whole(seed, "seed");
      if (s !== undefined) body.seed = s;
      const t = whole(maxTurns, "max turns");
      if (t !== undefined) body.max_turns = t;
      if (clock.value !== "") body.clock_minutes = Number(clock.value);
      const r = await api<{ game: GameSummary }>("POST", "/api/games", body);
      go(`#/game/${r.game.id}`);
    } catch (e) {
      showError(errorText(e));
    }
  });
  form.append(
    h("h2", {}, "New game"),
    h("label", {}, "Game ", moduleSel),
    h("label", {}, "Players ", players),
    h("label", {}, "Seat 2 ", opponent),
    ...otherLabels,
    h("label", {}, "Computer plays ", agent),
    h("label", {}, "Your deck ", deck),
    h("label", {}, "Computers' deck ", oppDeck),
    h("label", {}, "Seed ", seed),
    h("label", {}, "Turn limit ", maxTurns),
    h("label", { title: "Each person's time runs while they must decide; whose time runs out loses" }, "Chess clock ", clock),
    h("button", { type: "submit", "data-testid": "create" }, "Create game"),
  );
  return form;
}

export function showLobby(app: HTMLElement): () => void {
  const listBox = h("div", { "data-testid": "lobby-lists" }, "Loading games…");
  const top = h("div", { class: "lobby-top" });
  app.append(h("h1", {}, "Lobby"), top, listBox);
  let stopped = false;
  let mods: ModuleInfo[] = [];
  let decks: SavedDeck[] = [];
  let shown = "";
  // Redrawn only when the games changed, so a choice being made is not swept away.
  const refresh = async () => {
    try {
      const r = await api<{ games: GameSummary[] }>("GET", "/api/games");
      const now = JSON.stringify(r.games);
      if (stopped || now === shown) return;
      shown = now;
      clear(listBox).append(lists(r.games, mods, decks));
    } catch (e) {
      if (!stopped) showError(errorText(e));
    }
  };
  (async () => {
    try {
      mods = (await api<{ modules: ModuleInfo[] }>("GET", "/api/modules")).modules;
      decks = token() ? (await api<{ decks: SavedDeck[] }>("GET", "/api/decks")).decks : [];
      await learnPlayable(decks);
      if (stopped) return;
      if (token()) top.append(createForm(mods, decks));
      else top.append(h("p", {}, h("a", { href: "#/login" }, "Log in or register"), " to play; anyone may watch and replay."));
    } catch (e) {
      showError(errorText(e));
    }
    await refresh();
  })();
  const timer = window.setInterval(refresh, 3000);
  return () => {
    stopped = true;
    window.clearInterval(timer);
  };
}
