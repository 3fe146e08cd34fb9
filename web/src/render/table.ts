// The table of each game: First Edition, TaleSpin, Space Quest and Second Edition each have their own
// view; any other game the generic one.
import { h } from "../dom";
import { renderFirstEdition } from "./fe_table";
import { renderGeneric } from "./generic";
import { renderSecondEdition } from "./s2_table";
import { renderSpaceQuest } from "./sq_table";
import { renderTaleSpin } from "./ts_board";

export function renderTable(game: string, obs: any, viewer: number | null, names: string[]): HTMLElement {
  if (!obs) return h("p", { class: "empty" }, "Nothing on the table yet.");
  if (game === "stccg1e") return renderFirstEdition(obs, viewer, names);
  if (game === "talespin") return renderTaleSpin(obs, viewer, names);
  if (game === "spacequest") return renderSpaceQuest(obs, viewer, names);
  if (game === "stccg2e") return renderSecondEdition(obs, viewer, names);
  return renderGeneric(game, obs, viewer, names);
}

export function seatNames(seats: { seat: number; player?: string | null; computer?: string }[]): string[] {
  return seats.map((s) => (s.computer ? `computer (${s.computer})` : s.player ?? "free seat"));
}
