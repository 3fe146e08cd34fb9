// The decision as clicks: the legal actions grouped by the server's `group` (the card to play or
// move), so a player picks the card and then its target; the full label list stays available.
// Buttons keep one order from one decision to the next (the cards by name, passing last), and
// several personnel can be beamed or walked to one place in one go: the engine offers one
// person per action (and "Beam everyone"), so the page sends the chosen actions one after
// another (game.ts runs the chain).
import { h } from "../dom";
import type { Legal } from "../types";

export interface Group {
  name: string; // "" for an action that stands alone
  actions: Legal[];
}

const PASS = /^(pass|skip-play|end-turn|end)(:|$)/;
const MULTI = /^(Beam|Walk) /; // the groups that may be chosen together

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
  // A stable order: the cards' groups by name, then actions on their own, passing last.
  const rank = (g: Group) => (g.name !== "" ? 0 : PASS.test(g.actions[0].key) ? 2 : 1);
  const title = (g: Group) => g.name || g.actions[0].label;
  out.sort((a, b) => rank(a) - rank(b) || title(a).localeCompare(title(b)));
  for (const g of out) g.actions.sort((a, b) => a.label.localeCompare(b.label));
  return out;
}

// What is left of an action's label once its group ("Beam Data") is taken off: its target.
export function targetOf(group: string, a: Legal): string {
  return a.label.startsWith(group) ? a.label.slice(group.length).trim() : a.label;
}

// Several groups chosen together, and the target each of them is sent to, one after another.
export interface Chain {
  selected: Set<string>;
  start: (groups: string[], target: string) => void;
}

function actButton(a: Legal, onAct: (key: string) => void, cls: string, text = a.label): HTMLElement {
  return h("button", { type: "button", class: cls, "data-key": a.key, onclick: () => onAct(a.key) }, text);
}

function together(groups: Group[], chain: Chain, redraw: () => void): HTMLElement | null {
  const chosen = groups.filter((g) => chain.selected.has(g.name));
  if (chosen.length < 2) return null;
  let common = new Set(chosen[0].actions.map((a) => targetOf(chosen[0].name, a)));
  for (const g of chosen.slice(1)) common = new Set(g.actions.map((a) => targetOf(g.name, a)).filter((t) => common.has(t)));
  const names = chosen.map((g) => g.name.replace(MULTI, ""));
  return h("div", { class: "together", "data-testid": "together" },
    h("p", {}, h("strong", {}, `${chosen[0].name.split(" ")[0]} ${names.join(", ")}`), " together — ",
      common.size ? "choose where (sent as one action each, in this order):" : "they have no destination in common.",
      " ", h("button", { type: "button", class: "back", onclick: () => (chain.selected.clear(), redraw()) }, "clear")),
    h("div", { class: "buttons" }, [...common].sort().map((t) =>
      h("button", { type: "button", class: "target together-target", onclick: () => chain.start(chosen.map((g) => g.name), t) }, t))));
}

// `open`: the group whose targets are shown (the player picked its card).
export function renderDecisions(legal: Legal[], onAct: (key: string) => void, open: string | null, onOpen: (g: string | null) => void,
                                chain?: Chain): HTMLElement {
  const groups = groupActions(legal);
  const chosen = open ? groups.find((g) => g.name === open && g.actions.length > 1) : undefined;
  const redraw = () => onOpen(open);
  const main = chosen
    ? h("div", { class: "targets", "data-testid": "targets" },
        h("p", {}, h("strong", {}, chosen.name), ": choose the target"),
        h("div", { class: "buttons" }, chosen.actions.map((a) => actButton(a, onAct, "target"))),
        h("button", { type: "button", class: "back", "data-testid": "back", onclick: () => onOpen(null) }, "← back"))
    : h("div", { class: "buttons", "data-testid": "choices" },
        groups.map((g) => {
          if (g.actions.length === 1) return actButton(g.actions[0], onAct, "choice");
          const button = h("button", { type: "button", class: "group", "data-group": g.name, onclick: () => onOpen(g.name) }, `${g.name} … (${g.actions.length})`);
          if (!chain || !MULTI.test(g.name)) return button;
          const box = h("input", { type: "checkbox", class: "pick", "data-pick": g.name, title: "choose several to move together", checked: chain.selected.has(g.name),
            onchange: (ev: Event) => ((ev.target as HTMLInputElement).checked ? chain.selected.add(g.name) : chain.selected.delete(g.name), redraw()) });
          return h("span", { class: "pickable" }, box, button);
        }));
  return h("div", { class: "decisions" },
    chain && !chosen ? together(groups, chain, redraw) : null,
    main,
    h("details", { class: "all-actions", "data-testid": "all-actions" },
      h("summary", {}, `All ${legal.length} legal actions`),
      h("div", { class: "buttons" }, legal.map((a) => actButton(a, onAct, "fallback")))));
}
