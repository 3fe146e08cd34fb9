// The game log as the server sends it (each line cites its rule id), kept in step by log_from.
import { h } from "../dom";

export class GameLog {
  lines: string[] = [];
  readonly el = h("ol", { class: "log", "data-testid": "log" }) as HTMLOListElement;

  // Returns false when the client missed lines (it should ask for the whole state again).
  update(from: number | undefined, lines: string[] | undefined): boolean {
    if (lines === undefined) return true;
    const at = from ?? 0;
    if (at > this.lines.length) return false;
    this.lines.splice(at);
    this.lines.push(...lines);
    this.draw(at);
    return true;
  }

  private draw(from: number): void {
    while (this.el.children.length > from) this.el.lastElementChild!.remove();
    for (let i = from; i < this.lines.length; i++) this.el.append(line(this.lines[i]));
    this.el.scrollTop = this.el.scrollHeight;
  }
}

// A line with its rule ids ("R-MOVE-7", "D-TS-18") marked.
function line(text: string): HTMLElement {
  const li = h("li", {});
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
