// The game log as the server sends it (each line cites its rule id), kept in step by log_from,
// with player names for the seat tags, and the opponent's hidden actions as what this viewer may
// know of them (the observation's `hidden_log`: "Ann seeds a card under Study Nebula").
import { h } from "../dom";
import { withNames } from "./names";

export interface HiddenLine {
  at: number; // how many of the viewer's own lines come before it
  text: string;
}

export class GameLog {
  lines: string[] = [];
  hidden: HiddenLine[] = [];
  names: string[] = [];
  readonly el = h("ol", { class: "log", "data-testid": "log" }) as HTMLOListElement;

  // Returns false when the client missed lines (it should ask for the whole state again).
  update(from: number | undefined, lines: string[] | undefined, hidden?: HiddenLine[], names?: string[]): boolean {
    const again = (hidden !== undefined && hidden.length !== this.hidden.length) || (names !== undefined && names.join() !== this.names.join());
    if (hidden !== undefined) this.hidden = hidden;
    if (names !== undefined) this.names = names;
    if (lines === undefined) {
      if (again) this.draw(0);
      return true;
    }
    const at = from ?? 0;
    if (at > this.lines.length) return false;
    this.lines.splice(at);
    this.lines.push(...lines);
    this.draw(again ? 0 : at);
    return true;
  }

  private draw(from: number): void {
    // Hidden lines sit among the visible ones: with any, the whole log is drawn again.
    const start = this.hidden.length ? 0 : from;
    while (this.el.children.length > start) this.el.lastElementChild!.remove();
    let k = 0;
    for (let i = start; i <= this.lines.length; i++) {
      for (; k < this.hidden.length && this.hidden[k].at <= i; k++) this.el.append(line(withNames(this.hidden[k].text, this.names), true));
      if (i < this.lines.length) this.el.append(line(withNames(this.lines[i], this.names), false));
    }
    this.el.scrollTop = this.el.scrollHeight;
  }
}

// A line with its rule ids ("R-MOVE-7", "D-TS-18") marked.
function line(text: string, hidden: boolean): HTMLElement {
  const li = h("li", { class: hidden ? "hidden-action" : "" });
  const re = /\b([RDS][A-Z0-9]*-[A-Z0-9]+(?:-[A-Z0-9]+)*)\b/g;
  let last = 0;
  for (const m of text.matchAll(re)) {
    li.append(text.slice(last, m.index));
    li.append(h("span", { class: "rule" }, m[1]));
    last = (m.index ?? 0) + m[0].length;
  }
  li.append(text.slice(last));
  return li;
}
