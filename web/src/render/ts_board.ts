// The TaleSpin board (talespin observation: src/games/talespin/state/serialize.cpp position):
// the Location ring with every player's token, the die, and one panel per seat with its Player
// character, hand (a count for the others), cargo hold, delivered cargo and Passenger chain in
// order. Seats are counted from 1, as players count them.
import { h } from "../dom";
import { cardChip } from "./card";

const G = "talespin";
const DIE = ["", "⚀", "⚁", "⚂", "⚃", "⚄", "⚅"];

function seatName(names: string[], p: number, viewer: number | null): string {
  const n = names[p] ?? "";
  return `Seat ${p + 1}${n ? ` · ${n}` : ""}${p === viewer ? " (you)" : ""}`;
}

function chips(list: string[] | undefined, empty = "none"): HTMLElement {
  if (!list || list.length === 0) return h("span", { class: "empty" }, empty);
  return h("span", { class: "cards" }, list.map((n) => cardChip(G, { name: n })));
}

// The ring: each Location at its place on a circle, the tokens on it.
function ring(obs: any, names: string[], viewer: number | null): HTMLElement {
  const locs: { name: string; region: string }[] = obs.ring ?? [];
  const seats: any[] = obs.seats ?? [];
  const n = Math.max(locs.length, 1);
  return h("div", { class: "ts-ring", "data-testid": "ts-ring" },
    ...locs.map((l, i) => {
      const angle = (2 * Math.PI * i) / n - Math.PI / 2;
      const x = 50 + 38 * Math.cos(angle), y = 50 + 38 * Math.sin(angle);
      const here = seats.map((s, p) => ({ s, p })).filter(({ s }) => s.pos === i);
      return h("div", { class: `ts-location region-${l.region}`, "data-location": i, style: `left:${x.toFixed(1)}%;top:${y.toFixed(1)}%` },
        h("div", { class: "ts-loc-name" }, `${i + 1}. `, cardChip(G, { name: l.name })),
        h("div", { class: "ts-region" }, l.region),
        h("div", { class: "ts-tokens" }, here.map(({ p }) =>
          h("span", { class: `ts-token seat-${p}${p === viewer ? " you" : ""}${p === obs.active ? " active" : ""}`, "data-testid": `token-${p + 1}`, title: seatName(names, p, viewer) }, String(p + 1)))));
    }),
    h("div", { class: "ts-center" },
      h("div", { class: "ts-die", "data-testid": "ts-die", title: "the die" }, obs.die >= 1 && obs.die <= 6 ? DIE[obs.die] : "–"),
      h("div", {}, obs.die >= 1 ? `rolled ${obs.die}` : "not rolled yet"),
      h("div", { class: "ts-turn" }, `Turn ${obs.turn} · ${obs.step}`),
      obs.active >= 0 ? h("div", {}, `${seatName(names, obs.active, viewer)} is active`) : null),
  );
}

function seatPanel(obs: any, s: any, p: number, names: string[], viewer: number | null): HTMLElement {
  const you = p === viewer;
  const packed: number = s.packed ? s.packed.length : s.packed_count ?? 0;
  const used = packed + (s.artifacts?.length ?? 0);
  return h("section", { class: `player ts-seat seat-${p}${you ? " you" : ""}`, "data-testid": you ? "my-side" : `side-${p}` },
    h("h3", {}, h("span", { class: `ts-token seat-${p}` }, String(p + 1)), " ", seatName(names, p, viewer), p === obs.active ? " — active" : "",
      obs.winner === p ? " — winner" : ""),
    h("div", { class: "pile" }, h("span", { class: "pile-label" }, "Player: "), cardChip(G, { name: s.player }), ` · deck ${s.deck ?? ""}`),
    h("div", { class: "pile" }, h("span", { class: "pile-label" }, "At: "), obs.ring?.[s.pos]?.name ?? `location ${s.pos + 1}`, ` (location ${s.pos + 1})`),
    h("div", { class: "pile", "data-testid": `hand-${p + 1}` }, h("span", { class: "pile-label" }, "Hand: "),
      s.hand ? chips(s.hand) : `${s.hand_count ?? 0} card${s.hand_count === 1 ? "" : "s"} (hidden)`),
    h("div", { class: "pile", "data-testid": `hold-${p + 1}` }, h("span", { class: "pile-label" }, `Hold ${used}/${s.hold_capacity ?? "?"}: `),
      s.packed ? chips(s.packed, "no cargo") : `${packed} cargo (face down)`,
      s.artifacts?.length ? [" · artifacts: ", chips(s.artifacts)] : null),
    h("div", { class: "pile", "data-testid": `delivered-${p + 1}` }, h("span", { class: "pile-label" }, `Delivered (${s.delivered?.length ?? 0}): `), chips(s.delivered)),
    h("div", { class: "pile" }, h("span", { class: "pile-label" }, "Passenger chain: "),
      s.chain?.length
        ? h("ol", { class: "ts-chain" }, (s.chain as any[]).map((c) =>
            h("li", {}, cardChip(G, { name: c.name }), c.resolved ? " (resolved)" : "", c.marked ? " (marked)" : "")))
        : h("span", { class: "empty" }, "empty")),
    h("div", { class: "counts" }, `draw deck ${s.deck_count} · discard ${s.discard?.length ?? 0}`),
  );
}

export function renderTaleSpin(obs: any, viewer: number | null, names: string[]): HTMLElement {
  const seats: any[] = obs.seats ?? [];
  const fight = obs.fight;
  return h("div", { class: "ts-board", "data-testid": "ts-board" },
    obs.over ? h("p", { class: "result" }, obs.winner >= 0 ? `${seatName(names, obs.winner, viewer)} wins` : "The game is over") : null,
    fight
      ? h("p", { class: "ts-fight" }, `Dogfight: ${seatName(names, fight.attacker, viewer)} (${fight.attacker_pilot}, +${fight.attacker_maneuvers}) against ${seatName(names, fight.defender, viewer)} (${fight.defender_pilot}, +${fight.defender_maneuvers})`)
      : null,
    obs.resolving ? h("p", {}, `Resolving: ${obs.resolving.card} (${obs.resolving.source})`) : null,
    ring(obs, names, viewer),
    h("div", { class: "seats" }, seats.map((s, p) => seatPanel(obs, s, p, names, viewer))));
}
