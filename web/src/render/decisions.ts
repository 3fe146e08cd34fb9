// The decision as clicks: the legal actions grouped by the server's `group` (the card to play or
// move), so a player picks the card and then its target; the full label list stays available.
import { h } from "../dom";
import type { Legal } from "../types";

export interface Group {
  name: string; // "" for an action that stands alone
  actions: Legal[];
}

export function groupActions(legal: Legal[]): Group[] {
  const out: Group[] = [];
  const byName = new Map<string, Group>();
  for (const a of legal) {
    const g = a.group ?? "";
    if (g === "") {
      out.push({ name: "", actions: [a] });
      continue;
    }
    let grp = byName.get(g);
    if (!grp) {
      grp = { name: g, actions: [] };
      byName.set(g, grp);
      out.push(grp);
    }
    grp.actions.push(a);
  }
  return out;
}

function actButton(a: Legal, onAct: (key: string) => void, cls: string): HTMLElement {
  return h("button", { type: "button", class: cls, "data-key": a.key, onclick: () => onAct(a.key) }, a.label);
}

// `open`: the group whose targets are shown (the player picked its card).
export function renderDecisions(legal: Legal[], onAct: (key: string) => void, open: string | null, onOpen: (g: string | null) => void): HTMLElement {
  const groups = groupActions(legal);
  const chosen = open ? groups.find((g) => g.name === open && g.actions.length > 1) : undefined;
  const main = chosen
    ? h("div", { class: "targets", "data-testid": "targets" },
        h("p", {}, h("strong", {}, chosen.name), ": choose the target"),
        h("div", { class: "buttons" }, chosen.actions.map((a) => actButton(a, onAct, "target"))),
        h("button", { type: "button", class: "back", "data-testid": "back", onclick: () => onOpen(null) }, "← back"))
    : h("div", { class: "buttons", "data-testid": "choices" },
        groups.map((g) =>
          g.actions.length === 1
            ? actButton(g.actions[0], onAct, "choice")
            : h("button", { type: "button", class: "group", "data-group": g.name, onclick: () => onOpen(g.name) }, `${g.name} … (${g.actions.length})`)));
  return h("div", { class: "decisions" },
    main,
    h("details", { class: "all-actions", "data-testid": "all-actions" },
      h("summary", {}, `All ${legal.length} legal actions`),
      h("div", { class: "buttons" }, legal.map((a) => actButton(a, onAct, "fallback")))));
}
