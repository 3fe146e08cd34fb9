// Any other game's observation (Second Edition, Space Quest), drawn generically but readably: the game's
// own fields as a list, one panel per seat, lists of names as cards.
import { h } from "../dom";
import { cardChip } from "./card";

const SKIP = new Set(["log", "legal_actions", "prompt", "game", "viewer"]);

function isScalar(v: unknown): boolean {
  return v === null || ["string", "number", "boolean"].includes(typeof v);
}
function label(k: string): string {
  return k.replace(/_/g, " ");
}

function value(game: string, v: unknown, depth: number): HTMLElement | string {
  if (v === null || v === undefined) return "—";
  if (typeof v === "boolean") return v ? "yes" : "no";
  if (typeof v === "string" || typeof v === "number") return String(v);
  if (Array.isArray(v)) {
    if (v.length === 0) return h("span", { class: "empty" }, "none");
    if (v.every((x) => typeof x === "string")) return h("span", { class: "cards" }, (v as string[]).map((n) => cardChip(game, { name: n })));
    if (v.every(isScalar)) return v.map(String).join(", ");
    if (v.every((x) => x && typeof x === "object" && typeof (x as any).name === "string" && Object.keys(x).length <= 3))
      return h("span", { class: "cards" }, v.map((x: any) =>
        cardChip(game, { name: x.name }, Object.entries(x).filter(([k]) => k !== "name").map(([k, y]) => `${label(k)} ${String(y)}`).join(", "))));
    return h("ol", { class: "generic-list" }, v.map((x) => h("li", {}, value(game, x, depth + 1))));
  }
  if (depth > 4) return JSON.stringify(v);
  return fields(game, v as Record<string, unknown>, depth + 1);
}

function fields(game: string, o: Record<string, unknown>, depth: number): HTMLElement {
  return h("dl", { class: "fields" },
    Object.entries(o).filter(([k]) => !SKIP.has(k)).flatMap(([k, v]) => [h("dt", {}, label(k)), h("dd", {}, value(game, v, depth))]));
}

// The seats' list is the first array of objects with one entry per player (TaleSpin: "seats").
export function renderGeneric(game: string, obs: any, viewer: number | null, names: string[]): HTMLElement {
  const seatKey = Object.keys(obs).find((k) => Array.isArray(obs[k]) && obs[k].length === names.length && obs[k].every((x: any) => x && typeof x === "object" && !Array.isArray(x)) && k !== "ring");
  const general: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obs)) if (k !== seatKey) general[k] = v;
  return h("div", { class: "generic-table" },
    fields(game, general, 0),
    seatKey
      ? h("div", { class: "seats" }, (obs[seatKey] as any[]).map((s, i) =>
          h("section", { class: `player owner-${i}${i === viewer ? " you" : ""}`, "data-testid": i === viewer ? "my-side" : `side-${i}` },
            h("h3", {}, names[i] ?? `seat ${i + 1}`, i === viewer ? " (you)" : ""),
            fields(game, s, 1))))
      : null);
}
