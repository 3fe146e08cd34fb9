// A First Edition card frame: the chip (card.ts) and, under it, what a player plans with — the
// values the engine computed for this viewer (src/games/stccg1e/state/observation_table.cpp):
// a personnel's classification, skills, attributes and icons; a ship's RANGE now and left this
// turn, WEAPONS, SHIELDS and staffing. Nothing is recomputed here.
import { h } from "../dom";
import { cardChip, type CardJson } from "./card";

const G = "stccg1e";

function stat(label: string, value: unknown, testid?: string): HTMLElement {
  return h("span", { class: "stat", "data-testid": testid }, h("span", { class: "stat-label" }, label), ` ${String(value)}`);
}

function personnelLines(c: CardJson): HTMLElement[] {
  const skills = (c.skills as string[] | undefined) ?? [];
  const icons = (c.icons as string[] | undefined) ?? [];
  return [
    h("span", { class: "frame-line" },
      c.classification ? h("strong", { class: "classification" }, String(c.classification)) : null,
      skills.length ? ` · ${skills.join(", ")}` : ""),
    h("span", { class: "frame-line attrs" },
      stat("I", c.integrity), " ", stat("C", c.cunning), " ", stat("S", c.strength),
      icons.length ? h("span", { class: "icons" }, ` [${icons.join("] [")}]`) : null),
  ];
}

function shipLines(c: CardJson): HTMLElement[] {
  const out: HTMLElement[] = [];
  const nums = h("span", { class: "frame-line attrs" });
  if (c.range !== undefined) {
    const changed = c.range !== c.printed_range;
    nums.append(h("span", { class: `stat range${changed ? " changed" : ""}`, "data-testid": "ship-range", title: `printed RANGE ${String(c.printed_range)}` },
      h("span", { class: "stat-label" }, "RANGE"), ` ${String(c.range)}`, changed ? ` (printed ${String(c.printed_range)})` : ""));
    if (c.range_left !== undefined) nums.append(" ", h("span", { class: "stat", "data-testid": "range-left" }, `${String(c.range_left)} left`));
    nums.append(" · ");
  }
  nums.append(stat("WEAPONS", c.weapons), " ", stat("SHIELDS", c.shields));
  out.push(nums);
  const staffing = (c.staffing as string[] | undefined) ?? [];
  if (staffing.length || c.staffed !== undefined)
    out.push(h("span", { class: "frame-line" },
      staffing.length ? `staffing [${staffing.join("] [")}]` : "no staffing",
      c.staffed === true ? " · staffed" : c.staffed === false ? h("span", { class: "warn" }, " · NOT staffed: cannot move") : ""));
  return out;
}

// The frame's lines for any card the observation described (personnel, ship, facility).
export function frameLines(c: CardJson): HTMLElement | null {
  const lines = c.type === "personnel" ? personnelLines(c) : c.type === "ship" || c.type === "facility" ? shipLines(c) : [];
  return lines.length ? h("span", { class: "frame" }, lines) : null;
}

export function feCard(c: CardJson, extra?: string): HTMLElement {
  const chip = cardChip(G, c, extra);
  const f = frameLines(c);
  if (f) {
    chip.classList.add("framed", `type-${String(c.type)}`);
    chip.append(f);
  }
  return chip;
}

export function feCards(cards: CardJson[] | undefined, empty = "none"): HTMLElement {
  if (!cards || cards.length === 0) return h("span", { class: "empty" }, empty);
  return h("span", { class: "cards" }, cards.map((c) => feCard(c)));
}
