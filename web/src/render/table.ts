// The table of any game: First Edition's own view, or the generic one.
import { h } from "../dom";
import { renderFirstEdition } from "./fe_table";
import { renderGeneric } from "./generic";

export function renderTable(game: string, obs: any, viewer: number | null, names: string[]): HTMLElement {
  if (!obs) return h("p", { class: "empty" }, "Nothing on the table yet.");
  return game === "stccg1e" ? renderFirstEdition(obs, viewer, names) : renderGeneric(game, obs, viewer, names);
}

export function seatNames(seats: { seat: number; player?: string | null; computer?: string }[]): string[] {
  return seats.map((s) => (s.computer ? `computer (${s.computer})` : s.player ?? "free seat"));
}
