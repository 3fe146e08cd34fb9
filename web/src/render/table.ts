// The table of any game: First Edition's, TaleSpin's and Space Quest's own views, or the generic one.
import { h } from "../dom";
import { renderFirstEdition } from "./fe_table";
import { renderGeneric } from "./generic";
import { renderSpaceQuest } from "./sq_table";
import { renderTaleSpin } from "./ts_board";

export function renderTable(game: string, obs: any, viewer: number | null, names: string[]): HTMLElement {
  if (!obs) return h("p", { class: "empty" }, "Nothing on the table yet.");
  if (game === "stccg1e") return renderFirstEdition(obs, viewer, names);
  if (game === "talespin") return renderTaleSpin(obs, viewer, names);
  if (game === "spacequest") return renderSpaceQuest(obs, viewer, names);
  return renderGeneric(game, obs, viewer, names);
}

export function seatNames(seats: { seat: number; player?: string | null; computer?: string }[]): string[] {
  return seats.map((s) => (s.computer ? `computer (${s.computer})` : s.player ?? "free seat"));
}
