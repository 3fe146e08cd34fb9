// The First Edition table (stccg1e observation: src/games/stccg1e/state/serialize.cpp, with the
// card frames and group lines of observation_table.cpp): the spaceline, wrapped so that every
// location is on screen, both ends marked; each location with its mission (points, icons,
// requirements), the ships and facilities in space with their crews where the viewer may see
// them, the Away Teams on the planet, and under each of the viewer's groups its totals and what
// it still lacks (the terminal's lines); then each player's hand, score and piles.
import { h } from "../dom";
import { cardList, cardText, type CardJson } from "./card";
import { feCard, feCards } from "./fe_card";

const G = "stccg1e";

interface SpaceCard extends CardJson {
  aboard?: CardJson[];
  aboard_count?: number;
  rogue_borg?: CardJson[];
}
interface PlanetCard extends CardJson {
  team?: number;
}
// One of the viewer's groups here (observation_table.cpp add_group).
interface GroupLine {
  source?: number;
  planet?: boolean;
  team?: number;
  totals: string;
  facing?: string;
  facing_lacks?: string;
  mission?: string;
  lacks?: string;
}
interface Location {
  mission: CardJson;
  solved: boolean;
  solved_by?: number;
  span?: number;
  gap?: boolean;
  seed_count: number;
  your_seeds?: CardJson[];
  space: SpaceCard[];
  planet: PlanetCard[];
  your_groups?: GroupLine[];
}

export function playerName(names: string[], p: number | undefined, viewer: number | null): string {
  if (p === undefined || p < 0) return "nobody";
  const n = names[p] ?? `seat ${p + 1}`;
  return p === viewer ? `${n} (you)` : n;
}

// The lines under one group: its totals, the dilemma it faces, what it lacks for the mission.
function groupLines(g: GroupLine | undefined): HTMLElement | null {
  if (!g) return null;
  return h("div", { class: "group-lines", "data-testid": "group-lines" },
    h("div", { class: "totals" }, "totals: ", g.totals),
    g.facing ? h("div", { class: "facing", "data-testid": "facing" }, `facing ${g.facing}: ${g.facing_lacks ?? ""}`) : null,
    g.lacks !== undefined
      ? h("div", { class: `lacks${g.lacks === "requirements met" ? " met" : ""}`, "data-testid": "lacks" }, `for ${g.mission}: ${g.lacks}`)
      : null);
}

// "requires …" as printed on the mission (its card text), filled in once the text has come.
function requirements(mission: string): HTMLElement {
  const el = h("div", { class: "requirements", "data-testid": "requirements" });
  cardText(G, mission).then((t) => {
    const line = t.split("\n").map((l) => l.trim()).find((l) => l.startsWith("requires:"));
    if (line) el.textContent = line.replace(/^requires:\s*/, "requires ");
  }).catch(() => {});
  return el;
}

function missionHead(loc: Location, l: number, names: string[], viewer: number | null): HTMLElement {
  const m = loc.mission;
  const icons = (m.mission_icons as string[] | undefined) ?? [];
  return h("div", { class: "mission" },
    h("span", { class: "loc-index" }, `${l + 1}. `),
    feCard(m),
    h("div", { class: "mission-info", "data-testid": "mission-info" },
      m.kind ? `${String(m.kind)} mission` : "",
      m.points !== undefined ? ` · ${String(m.points)} points` : "",
      icons.length ? ` · ${icons.join("/")}` : " · no icons",
      loc.span !== undefined ? ` · span ${loc.span}` : "",
      m.quadrant ? ` · ${String(m.quadrant)}` : ""),
    loc.solved ? null : requirements(m.name),
    h("div", { class: "mission-info" },
      loc.solved ? h("strong", {}, `solved by ${playerName(names, loc.solved_by, viewer)}`) : "not solved",
      ` · ${loc.seed_count} seed card${loc.seed_count === 1 ? "" : "s"} under it`),
    loc.your_seeds && loc.your_seeds.length ? h("div", { class: "seeds" }, "your seeds: ", cardList(G, loc.your_seeds)) : null,
  );
}

function location(obs: any, l: number, loc: Location, names: string[], viewer: number | null, last: boolean): HTMLElement {
  const events = (obs.events ?? []).filter((e: any) => e.location === l);
  const dilemmas = (obs.dilemmas_in_play ?? []).filter((d: any) => d.location === l);
  const groups = loc.your_groups ?? [];
  const teams = new Map<string, PlanetCard[]>();
  for (const c of loc.planet) {
    const k = `${c.owner ?? "?"}:${c.team ?? 0}`;
    if (!teams.has(k)) teams.set(k, []);
    teams.get(k)!.push(c);
  }
  const end = l === 0 ? " end-left" : "";
  return h(
    "div",
    { class: `location${loc.solved ? " solved" : ""}${loc.gap ? " gap" : ""}${end}${last ? " end-right" : ""}`, "data-location": l },
    l === 0 ? h("div", { class: "end-mark", "data-testid": "end-left" }, "◀ left end of the spaceline") : null,
    last ? h("div", { class: "end-mark", "data-testid": "end-right" }, "right end of the spaceline ▶") : null,
    missionHead(loc, l, names, viewer),
    h("div", { class: "space" },
      h("div", { class: "zone-title" }, "In space"),
      loc.space.length === 0 ? h("span", { class: "empty" }, "nothing") : null,
      ...loc.space.map((s) =>
        h("div", { class: `ship owner-${s.owner}`, "data-card": s.card ?? "" },
          feCard(s, `· ${playerName(names, s.owner, viewer)}`),
          s.aboard
            ? h("div", { class: "crew" }, "aboard: ", feCards(s.aboard, "no one"))
            : h("div", { class: "crew hidden-crew" }, `${s.aboard_count ?? 0} card${s.aboard_count === 1 ? "" : "s"} aboard (hidden)`),
          s.rogue_borg && s.rogue_borg.length ? h("div", { class: "crew" }, "Rogue Borg: ", feCards(s.rogue_borg)) : null,
          groupLines(groups.find((g) => g.source !== undefined && g.source === s.card)),
        ),
      ),
    ),
    h("div", { class: "planet" },
      h("div", { class: "zone-title" }, "On the planet"),
      teams.size === 0 ? h("span", { class: "empty" }, "no one") : null,
      ...[...teams.entries()].map(([k, cards]) => {
        const [owner, team] = k.split(":");
        const mine = Number(owner) === viewer;
        return h("div", { class: `team owner-${owner}` },
          `Away Team${team !== "0" ? ` ${Number(team) + 1}` : ""} of ${playerName(names, Number(owner), viewer)}: `,
          feCards(cards),
          mine ? groupLines(groups.find((g) => g.planet && (g.team ?? 0) === Number(team))) : null);
      }),
    ),
    events.length ? h("div", { class: "events" }, "events: ", cardList(G, events)) : null,
    dilemmas.length
      ? h("div", { class: "dilemmas" }, "dilemmas: ",
          ...dilemmas.map((d: any) => feCard(d, d.personnel_count ? `(on ${d.personnel_count} personnel)` : "")))
      : null,
  );
}

function pile(label: string, body: HTMLElement | string, testid?: string): HTMLElement {
  return h("div", { class: "pile", "data-testid": testid }, h("span", { class: "pile-label" }, `${label}: `), body);
}

function playerPanel(obs: any, p: number, names: string[], viewer: number | null): HTMLElement {
  const P = obs.players[p];
  const you = p === viewer;
  return h(
    "section",
    { class: `player owner-${p}${you ? " you" : ""}`, "data-testid": you ? "my-side" : `side-${p}` },
    h("h3", {}, playerName(names, p, viewer), obs.active === p ? " — active" : "", ` — score ${P.score}`),
    h("div", { class: "counts" },
      `deck: ${P.deck_name ?? ""} · draw deck ${P.deck_count} · hand ${P.hand_count} · seed pile ${P.seed_pile_count}`),
    P.hand ? pile(you ? "Your hand" : "Hand (face up)", feCards(P.hand), you ? "my-hand" : undefined) : null,
    P.seed_pile && P.seed_pile.length ? pile("Seed pile", feCards(P.seed_pile)) : null,
    pile("Discard pile", cardList(G, P.discard)),
    P.captives?.length ? pile("Captives", cardList(G, P.captives)) : null,
    P.bonus?.length ? pile("Bonus points", cardList(G, P.bonus)) : null,
    P.out_of_play?.length ? pile("Out of play", cardList(G, P.out_of_play)) : null,
    P.side_decks?.length
      ? pile("Side decks", P.side_decks.map((d: any) => `${d.kind} (${d.door}, ${d.count})`).join(", "))
      : null,
    // Doorways on the table with their state (R-DOOR-2): an open Alternate Universe Door lets AU cards through.
    P.doorways?.length ? pile("Doorways", P.doorways.map((d: any) => `${d.name} (${d.door})`).join(", ")) : null,
  );
}

export function renderFirstEdition(obs: any, viewer: number | null, names: string[]): HTMLElement {
  const spaceline: Location[] = obs.spaceline ?? [];
  const loose = (obs.events ?? []).filter((e: any) => e.location === undefined || e.location < 0);
  const order = viewer === 1 ? [0, 1] : [1, 0]; // the opponent above, you below
  return h(
    "div",
    { class: "fe-table" },
    h("div", { class: "phase" }, `Turn ${obs.turn} · ${obs.phase} · ${playerName(names, obs.active, viewer)} is active`),
    playerPanel(obs, order[0], names, viewer),
    h("div", { class: "spaceline", "data-testid": "spaceline", "data-count": spaceline.length },
      spaceline.length === 0 ? h("p", { class: "empty" }, "No missions in play yet.") : null,
      ...spaceline.map((loc, l) => location(obs, l, loc, names, viewer, l === spaceline.length - 1))),
    loose.length ? pile("Events in play", cardList(G, loose)) : null,
    (obs.out_of_time ?? []).length ? pile("Out of time", feCards(obs.out_of_time)) : null,
    (obs.resolving ?? []).length
      ? pile("Resolving", (obs.resolving as any[]).map((r) => `${r.name}${r.nullified ? " (nullified)" : ""}`).join(", "))
      : null,
    playerPanel(obs, order[1], names, viewer),
  );
}
