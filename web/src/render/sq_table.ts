// The Space Quest table (spacequest observation: src/games/spacequest/state/observation.cpp): the
// turn, step, who has priority and what is being decided; the Staffing window; the stack (top
// first) with what each item targets; combat (each attacker, its blockers in order, damage being
// divided); then each player's side (the opponent above, you below): life, mana pool, library /
// hand / graveyard counts, lands tapped or not, creatures, and each Ship with its crew underneath
// and its power/toughness with where it comes from (the engine's own words, SQ-2..SQ-5). No rule
// is computed here: every number is the observation's.
import { h } from "../dom";
import { cardChip, cardList } from "./card";

const G = "spacequest";

interface Permanent {
  id: number;
  name: string;
  type: string;
  tapped: boolean;
  mana?: string;
  pt?: string;
  power?: number;
  toughness?: number;
  sick?: boolean;
  damage?: number;
  under?: number;
  attacking?: boolean;
  blockers?: number[];
  blocked?: boolean;
  blocking?: number;
  assigned?: number;
  ship?: { min_crew: number; max_crew: number; crew_total: number; crew_count: number; stardrive: boolean };
}
interface SqSeat {
  life: number;
  pool_text: string;
  library: number;
  hand_count: number;
  hand?: { id: number; name: string; type: string; cost: string }[];
  graveyard: string[];
  field: Permanent[];
  staffed: boolean;
  land_played: boolean;
}
interface StackItem {
  source: string;
  source_id: number;
  kind: string;
  controller: number;
  target: string;
  target_id?: number;
  target_player?: number;
}

const PENDING: Record<string, string> = {
  priority: "has priority",
  mulligan: "keeps or mulligans",
  attackers: "declares attackers",
  blockers: "declares blockers",
  staffing: "is staffing Ships",
  "over-max": "chooses who leaves an over-full Ship",
  discard: "discards down to seven",
  "assign-damage": "divides combat damage",
};

function who(names: string[], p: number | undefined, viewer: number | null): string {
  if (p === undefined || p < 0) return "nobody";
  const n = names[p] ?? `seat ${p + 1}`;
  return p === viewer ? `${n} (you)` : n;
}

// Every permanent of both sides by id: a blocker or a target named by its id.
function byId(seats: SqSeat[]): Map<number, Permanent & { seat: number }> {
  const m = new Map<number, Permanent & { seat: number }>();
  seats.forEach((s, p) => s.field.forEach((c) => m.set(c.id, { ...c, seat: p })));
  return m;
}

function flags(c: Permanent): string {
  const f: string[] = [];
  if (c.tapped) f.push("tapped");
  if (c.sick) f.push("summoning sick");
  if (c.damage) f.push(`${c.damage} damage`);
  if (c.attacking) f.push("attacking");
  if (c.blocking !== undefined) f.push("blocking");
  return f.join(", ");
}

function creature(c: Permanent, seat: number, extraClass = ""): HTMLElement {
  const f = flags(c);
  return h("div", { class: `sq-creature${c.tapped ? " tapped" : ""}${extraClass}`, "data-card": c.id, style: c.tapped ? "opacity:0.7" : "" },
    cardChip(G, { name: c.name, owner: seat }),
    h("span", { class: "sq-pt", "data-testid": "pt" }, ` ${c.pt ?? ""}`),
    f ? h("span", { class: "sq-flags" }, ` [${f}]`) : null);
}

// A Ship and, under it, the creatures that crew it (SQ-3): still in play, shown as its crew.
function ship(c: Permanent, crew: Permanent[], seat: number): HTMLElement {
  const s = c.ship!;
  return h("div", { class: `ship sq-ship owner-${seat}`, "data-testid": "sq-ship", "data-card": c.id },
    creature(c, seat),
    h("div", { class: "counts sq-crew-line", "data-testid": "crew-line" },
      `crew ${s.crew_count} (untapped ${s.crew_total}) · minimum ${s.min_crew} · maximum ${s.max_crew}${s.stardrive ? " · Stardrive" : ""}`),
    h("div", { class: "crew", "data-testid": "crew" },
      crew.length ? ["crew: ", ...crew.map((m) => creature(m, seat, " sq-crew"))] : h("span", { class: "empty" }, "no crew")));
}

function pile(label: string, body: HTMLElement | string, testid?: string): HTMLElement {
  return h("div", { class: "pile", "data-testid": testid }, h("span", { class: "pile-label" }, `${label}: `), body);
}

function side(obs: any, p: number, names: string[], viewer: number | null): HTMLElement {
  const s: SqSeat = obs.seats[p];
  const you = p === viewer;
  const lands = s.field.filter((c) => c.type === "land");
  const ships = s.field.filter((c) => c.ship);
  const crewOf = (id: number) => s.field.filter((c) => c.under === id);
  const creatures = s.field.filter((c) => c.type === "creature" && !c.ship && c.under === undefined);
  const others = s.field.filter((c) => c.type !== "land" && c.type !== "creature");
  const untapped = lands.filter((l) => !l.tapped).length;
  return h("section", { class: `player owner-${p}${you ? " you" : ""}`, "data-testid": you ? "my-side" : `side-${p}` },
    h("h3", {}, who(names, p, viewer), obs.active === p ? " — active" : "", obs.winner === p && obs.over ? " — winner" : ""),
    h("div", { class: "sq-life", "data-testid": `life-${p}` }, `life ${s.life}`),
    h("div", { class: "counts", "data-testid": `counts-${p}` },
      `library ${s.library} · hand ${s.hand_count} · graveyard ${s.graveyard.length}`,
      s.staffed ? " · staffed this turn" : "", s.land_played ? " · land played" : ""),
    pile("Mana pool", s.pool_text ? s.pool_text : h("span", { class: "empty" }, "empty"), `pool-${p}`),
    pile(`Lands (${untapped} untapped of ${lands.length})`,
      lands.length
        ? h("span", { class: "cards" }, lands.map((l) => h("span", { class: `sq-land${l.tapped ? " tapped" : ""}`, "data-card": l.id, style: l.tapped ? "opacity:0.6" : "" },
            cardChip(G, { name: l.name, owner: p }, l.tapped ? "(tapped)" : ""))))
        : h("span", { class: "empty" }, "none"),
      `lands-${p}`),
    h("div", { class: "zone-title" }, "Ships"),
    ships.length ? h("div", { class: "sq-ships" }, ships.map((c) => ship(c, crewOf(c.id), p))) : h("span", { class: "empty" }, "none"),
    h("div", { class: "zone-title" }, "Creatures"),
    creatures.length ? h("div", { class: "sq-creatures" }, creatures.map((c) => creature(c, p))) : h("span", { class: "empty" }, "none"),
    others.length ? pile("Other permanents", h("span", { class: "cards" }, others.map((c) => cardChip(G, { name: c.name, owner: p }, c.tapped ? "(tapped)" : "")))) : null,
    s.hand
      ? pile(you ? "Your hand" : "Hand", s.hand.length
          ? h("span", { class: "cards" }, s.hand.map((c) => cardChip(G, { name: c.name, owner: p }, c.type === "land" ? "" : `(${c.cost})`)))
          : h("span", { class: "empty" }, "empty"), you ? "my-hand" : undefined)
      : null,
    pile("Graveyard", cardList(G, s.graveyard.map((n) => ({ name: n }))), `graveyard-${p}`));
}

function targetText(it: StackItem, cards: Map<number, Permanent & { seat: number }>, names: string[], viewer: number | null): string {
  if (it.target_player !== undefined) return who(names, it.target_player, viewer);
  if (it.target_id !== undefined && cards.has(it.target_id)) return `${it.target} (${who(names, cards.get(it.target_id)!.seat, viewer)}'s)`;
  return it.target;
}

function stack(obs: any, cards: Map<number, Permanent & { seat: number }>, names: string[], viewer: number | null): HTMLElement {
  const items: StackItem[] = obs.stack ?? [];
  return h("div", { class: "player sq-stack", "data-testid": "sq-stack" },
    h("h3", {}, `The stack (${items.length})`),
    items.length === 0
      ? h("span", { class: "empty" }, "empty")
      : h("ol", { class: "sq-stack-items" }, [...items].reverse().map((it, i) =>
          h("li", { "data-testid": "stack-item" },
            i === 0 ? h("strong", {}, "top: ") : null,
            cardChip(G, { name: it.source, owner: it.controller }),
            ` ${it.kind} of ${who(names, it.controller, viewer)}`,
            it.target !== "nothing" ? h("span", { "data-testid": "stack-target" }, ` → targets ${targetText(it, cards, names, viewer)}`) : null))));
}

// Each attacker with its blockers in the order they block (D-SQ-13), or "unblocked".
function combat(obs: any, cards: Map<number, Permanent & { seat: number }>, names: string[], viewer: number | null): HTMLElement | null {
  const attackers = [...cards.values()].filter((c) => c.attacking);
  if (!attackers.length) return null;
  return h("div", { class: "player sq-combat", "data-testid": "sq-combat" },
    h("h3", {}, `Combat: ${who(names, attackers[0].seat, viewer)} attacks`),
    obs.assigning ? h("p", { "data-testid": "assigning" }, `${obs.assigning.attacker_name} divides its combat damage: ${obs.assigning.left} left to assign`) : null,
    h("ul", {}, attackers.map((a) => {
      const blockers = (a.blockers ?? []).map((b) => cards.get(b)).filter((b) => b) as Permanent[];
      return h("li", { "data-testid": "attacker", "data-card": a.id },
        cardChip(G, { name: a.name, owner: a.seat }), ` ${a.pt ?? ""}`,
        a.assigned ? ` · ${a.assigned} to the defending player` : "",
        blockers.length
          ? [" — blocked by ", ...blockers.map((b, i) => h("span", { "data-testid": "blocker" }, i ? ", " : "", cardChip(G, { name: b.name }), ` ${b.pt ?? ""}`,
              b.assigned ? ` (${b.assigned} damage assigned)` : ""))]
          : a.blocked ? " — blocked (its blockers are gone)" : obs.pending === "blockers" || obs.step === "attackers" ? " — no blockers yet" : " — unblocked");
    })));
}

export function renderSpaceQuest(obs: any, viewer: number | null, names: string[]): HTMLElement {
  const seats: SqSeat[] = obs.seats ?? [];
  const cards = byId(seats);
  const order = viewer === 1 ? [0, 1] : [1, 0]; // the opponent above, you below
  const doing = PENDING[obs.pending] ?? "";
  return h("div", { class: "sq-table", "data-testid": "sq-table" },
    obs.over ? h("p", { class: "result" }, obs.winner >= 0 ? `${who(names, obs.winner, viewer)} wins` : "The game is a draw") : null,
    h("div", { class: "phase", "data-testid": "sq-phase" },
      `Turn ${obs.turn} · ${obs.step} step · ${who(names, obs.active, viewer)} is active`,
      !obs.over && doing ? ` · ${who(names, obs.decider, viewer)} ${doing}` : ""),
    obs.pending === "staffing"
      ? h("div", { class: "player sq-staffing", "data-testid": "sq-staffing", style: "border:2px solid #3a6ad0" },
          h("strong", {}, "Staffing Phase"), ` of ${who(names, obs.active, viewer)}: crew goes under Ships or comes out; nothing else may be done until it ends (SQ-7, SQ-8).`)
      : null,
    obs.over_ship ? h("div", { class: "player", "data-testid": "sq-over-max" }, `${obs.over_ship.name} has more crew than its maximum: its controller chooses who leaves (SQ-6).`) : null,
    side(obs, order[0], names, viewer),
    stack(obs, cards, names, viewer),
    combat(obs, cards, names, viewer),
    side(obs, order[1], names, viewer));
}
