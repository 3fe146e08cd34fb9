// The Second Edition table (stccg2e observation: src/games/stccg2e/state/observation.cpp): the
// turn, its segment and who decides what; a mission attempt under way (the attempting group with
// its skills and attributes, the dilemma faced, the dilemma stack as a count with the cards the
// viewer knows, and for its builder the dilemmas drawn and the cost left); the spaceline with each
// headquarters and mission (points, span, requirements, completed by whom, overcome dilemmas
// beneath), the ships there with their crews (RANGE left, WEAPONS, SHIELDS, staffed) and the
// personnel on the planet or headquarters (skills, INTEGRITY / CUNNING / STRENGTH now); then each
// player: score, counters left this turn, completed planet and space missions, deck, hand,
// dilemma pile, core, discard. No rule is computed here: every figure is the observation's.
import { h } from "../dom";
import { cardChip, cardList } from "./card";

const G = "stccg2e";

interface InPlay {
  id: number;
  card: string;
  type: string;
  owner: number;
  at: number;
  aboard: string;
  aboard_id?: number;
  stopped: boolean;
  bonus: number;
  affiliation?: string;
  skills?: string[];
  attributes?: [number, number, number];
  staffing_icons?: string[];
  ship?: { range: number; range_left: number; weapons: number; shields: number; staffing: string[]; staffed: boolean; class: string };
}
interface Mission {
  mission: string;
  id: number;
  owner: number;
  where: string;
  completed_by: number;
  beneath: string[];
  on_mission?: string[];
  added: string[];
  points: number;
  span: number;
  quadrant: string;
  headquarters: boolean;
  affiliation?: string;
  requirements?: string;
  attempt_by?: string[];
}

const PENDING: Record<string, string> = {
  play: "plays and draws cards",
  orders: "executes orders",
  "build-stack": "builds the dilemma stack",
  "card-text": "chooses for a card's text",
  discard: "discards down to the hand limit",
  respond: "decides whether to respond",
};

function who(names: string[], p: number | undefined, viewer: number | null): string {
  if (p === undefined || p < 0) return "nobody";
  const n = names[p] ?? `seat ${p + 1}`;
  return p === viewer ? `${n} (you)` : n;
}

function pile(label: string, body: HTMLElement | string, testid?: string): HTMLElement {
  return h("div", { class: "pile", "data-testid": testid }, h("span", { class: "pile-label" }, `${label}: `), body);
}

function names(list: string[] | undefined, empty = "none"): HTMLElement {
  return cardList(G, (list ?? []).map((n) => ({ name: n })), empty);
}

// A personnel with what it brings: skills, INTEGRITY / CUNNING / STRENGTH now (bonuses included).
function personnel(c: InPlay): HTMLElement {
  const [i, cu, st] = c.attributes ?? [0, 0, 0];
  return h("div", { class: "s2-personnel", "data-testid": "s2-personnel", "data-card": c.id },
    cardChip(G, { name: c.card, owner: c.owner, stopped: c.stopped, affiliation: c.affiliation }),
    h("span", { class: "counts", "data-testid": "attributes" }, ` INTEGRITY ${i} CUNNING ${cu} STRENGTH ${st}${c.bonus ? ` (+${c.bonus} this turn)` : ""}`),
    c.skills?.length ? h("div", { class: "counts", "data-testid": "skills" }, c.skills.join(", ")) : null);
}

function ship(c: InPlay, crew: InPlay[], names_: string[], viewer: number | null): HTMLElement {
  const s = c.ship!;
  return h("div", { class: `ship owner-${c.owner}`, "data-testid": "s2-ship", "data-card": c.id },
    cardChip(G, { name: c.card, owner: c.owner, stopped: c.stopped, affiliation: c.affiliation }, `· ${who(names_, c.owner, viewer)}`),
    h("div", { class: "counts", "data-testid": "ship-stats" },
      `RANGE ${s.range_left} left of ${s.range} · WEAPONS ${s.weapons} · SHIELDS ${s.shields} · `,
      h("span", { style: s.staffed ? "" : "color:#b00" }, s.staffed ? "staffed" : `not staffed (needs ${s.staffing.join(", ")})`)),
    h("div", { class: "crew" }, "aboard: ", crew.length ? crew.map(personnel) : h("span", { class: "empty" }, "no one")));
}

function location(obs: any, m: Mission, l: number, table: InPlay[], names_: string[], viewer: number | null, last: boolean): HTMLElement {
  const here = table.filter((c) => c.at === l);
  const ships = here.filter((c) => c.type === "ship");
  const loose = here.filter((c) => c.type !== "ship" && c.aboard_id === undefined);
  const owners = [...new Set(loose.map((c) => c.owner))].sort();
  const attempted = obs.attempt?.active && obs.attempt.slot === l;
  return h("div", { class: `location${m.completed_by >= 0 ? " solved" : ""}${l === 0 ? " end-left" : ""}${last ? " end-right" : ""}`, "data-location": l, "data-testid": "s2-mission" },
    h("div", { class: "mission" },
      h("span", { class: "loc-index" }, `${l + 1}. `),
      cardChip(G, { name: m.mission, owner: m.owner }),
      h("div", { class: "mission-info", "data-testid": "mission-info" },
        m.headquarters ? `${m.affiliation ?? ""} headquarters of ${who(names_, m.owner, viewer)}` : `${m.where} mission of ${who(names_, m.owner, viewer)} · ${m.points} points`,
        ` · span ${m.span}`, m.quadrant ? ` · ${m.quadrant}` : ""),
      m.requirements ? h("div", { class: "requirements", "data-testid": "requirements" }, `requires ${m.requirements}`) : null,
      m.added.length ? h("div", { class: "requirements" }, `added: ${m.added.join(", ")}`) : null,
      m.headquarters ? null : h("div", { class: "mission-info" },
        m.completed_by >= 0 ? h("strong", {}, `completed by ${who(names_, m.completed_by, viewer)}`) : "not completed",
        attempted ? h("strong", { style: "color:#7a0000" }, " · being attempted") : ""),
      m.beneath.length ? h("div", { class: "dilemmas", "data-testid": "beneath" }, "overcome dilemmas: ", names(m.beneath)) : null,
      m.on_mission?.length ? h("div", { class: "dilemmas", "data-testid": "on-mission" }, "on the mission: ", names(m.on_mission)) : null),
    ships.length ? h("div", { class: "space" }, h("div", { class: "zone-title" }, "Ships"),
      ships.map((s) => ship(s, here.filter((c) => c.aboard_id === s.id), names_, viewer))) : null,
    owners.length ? h("div", { class: "planet" }, h("div", { class: "zone-title" }, m.where === "space" ? "Here" : m.headquarters ? "At the headquarters" : "On the planet"),
      owners.map((o) => h("div", { class: `team owner-${o}` }, `${who(names_, o, viewer)}: `, loose.filter((c) => c.owner === o).map(personnel)))) : null);
}

function attemptPanel(obs: any, names_: string[], viewer: number | null): HTMLElement | null {
  const a = obs.attempt;
  if (!a?.active) return null;
  const [i, c, s] = a.group_attributes ?? [0, 0, 0];
  const hidden = a.stack_count - (a.stack?.length ?? 0);
  return h("div", { class: "player s2-attempt", "data-testid": "s2-attempt", style: "border:2px solid #7a0000" },
    h("h3", {}, `${who(names_, a.player, viewer)} attempts ${a.mission}`, a.ship ? ` aboard ${a.ship}` : ""),
    pile(`Attempting (${a.group.length})`, names(a.group, "no one left"), "attempt-group"),
    h("div", { class: "counts", "data-testid": "attempt-totals" }, `INTEGRITY ${i} CUNNING ${c} STRENGTH ${s} · ${(a.group_skills ?? []).join(", ")}`),
    a.facing ? pile("Facing", cardChip(G, { name: a.facing }), "facing") : null,
    pile("Dilemma stack", h("span", { "data-testid": "dilemma-stack" },
      `${a.stack_count} dilemma${a.stack_count === 1 ? "" : "s"}`,
      a.stack?.length ? [" (", names(a.stack), hidden ? ` and ${hidden} face down)` : ")"] : a.stack_count ? " face down" : "")),
    a.building ? h("div", { class: "counts" }, `${who(names_, 1 - a.player, viewer)} is building the dilemma stack from ${a.drawn_count} drawn`,
      a.budget !== undefined ? ` · cost left ${a.budget}` : "") : null,
    a.drawn?.length ? pile("Drawn dilemmas", names(a.drawn), "drawn") : null);
}

function side(obs: any, p: number, names_: string[], viewer: number | null): HTMLElement {
  const S = obs.seats[p];
  const you = p === viewer;
  return h("section", { class: `player owner-${p}${you ? " you" : ""}`, "data-testid": you ? "my-side" : `side-${p}` },
    h("h3", {}, who(names_, p, viewer), obs.active === p ? " — active" : "", obs.over && obs.winner === p ? " — winner" : ""),
    h("div", { class: "s2-score", "data-testid": `score-${p}` },
      `score ${S.score} · counters left ${S.counters} · completed ${S.completed_planet} planet, ${S.completed_space} space`),
    h("div", { class: "counts", "data-testid": `counts-${p}` },
      `deck ${S.deck} · hand ${S.hand_count} · dilemma pile ${S.dilemmas} · discard ${S.discard.length}`),
    S.hand ? pile(you ? "Your hand" : "Hand", names(S.hand, "empty"), you ? "my-hand" : undefined) : null,
    pile("Core", names(S.core), `core-${p}`),
    pile("Discard pile", names(S.discard)),
    S.removed.length ? pile("Removed from the game", names(S.removed)) : null);
}

export function renderSecondEdition(obs: any, viewer: number | null, names_: string[]): HTMLElement {
  const line: Mission[] = obs.spaceline ?? [];
  const table: InPlay[] = obs.table ?? [];
  const order = viewer === 1 ? [0, 1] : [1, 0]; // the opponent above, you below
  const doing = PENDING[obs.pending] ?? "";
  return h("div", { class: "s2-table", "data-testid": "s2-table" },
    obs.over ? h("p", { class: "result" }, obs.winner >= 0 ? `${who(names_, obs.winner, viewer)} wins` : "The game is a draw") : null,
    h("div", { class: "phase", "data-testid": "s2-phase" },
      `Turn ${obs.turn} · ${obs.phase_name} · ${who(names_, obs.active, viewer)} is active`,
      !obs.over && doing ? ` · ${who(names_, obs.decider, viewer)} ${doing}` : ""),
    attemptPanel(obs, names_, viewer),
    obs.resolving ? pile("Resolving", h("span", {}, cardChip(G, { name: obs.resolving.card }),
      obs.resolving.examined?.length ? [" · examining ", names(obs.resolving.examined)] : "")) : null,
    side(obs, order[0], names_, viewer),
    h("div", { class: "spaceline", "data-testid": "spaceline", "data-count": line.length },
      line.map((m, l) => location(obs, m, l, table, names_, viewer, l === line.length - 1))),
    side(obs, order[1], names_, viewer));
}
