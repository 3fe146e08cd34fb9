// The result panel of every mission attempt, dilemma and battle, read from the log lines the
// engine writes (state/labels.cpp render_log_entry): what was met or not, who was killed,
// stopped or captured, what was damaged or destroyed, the points scored, each with its rule ids.
// Nothing is judged here: each item is one log line, sorted by what it says happened.
import { h } from "../dom";
import { withNames } from "./names";

interface Item {
  kind: "met" | "unmet" | "killed" | "stopped" | "captured" | "damaged" | "scored" | "other";
  text: string;
  rules: string;
}
export interface Result {
  title: string;
  turn: string;
  items: Item[];
  open: boolean; // still going on (no end line yet)
}

const START = /\battempts\b|\battacks\b|\bbattle\b|\bfires\b/i;
const END = /^Attempt at .* ends|wins the battle|\bbattle\b.*\b(ends|won|lost)\b/i;

function split(line: string): { turn: string; text: string; rules: string } {
  const m = line.match(/^\[T(\d+)\]\s*(.*?)\s*(\(([RDS][A-Z0-9]*-[A-Z0-9-]+[^()]*(\([^()]*\))?[^()]*)\))?\s*$/);
  if (!m) return { turn: "", text: line, rules: "" };
  return { turn: m[1], text: m[2], rules: m[4] ?? "" };
}

function classify(text: string): Item["kind"] {
  if (/ is killed|personnel in play are killed|is destroyed with/.test(text)) return text.includes("destroyed") ? "damaged" : "killed";
  if (/captur/i.test(text)) return "captured";
  if (/stopped/.test(text)) return "stopped";
  if (/is damaged|is destroyed|RANGE is now/.test(text)) return "damaged";
  if (/conditions met|overcome|solves|trigger not present|is cured/.test(text)) return "met";
  if (/conditions not met|does not meet|cannot be solved/.test(text)) return "unmet";
  if (/scores|points/.test(text)) return "scored";
  return "other";
}

// Every attempt or battle of the log, oldest first.
export function findResults(lines: string[]): Result[] {
  const out: Result[] = [];
  let cur: Result | null = null;
  for (const line of lines) {
    const { turn, text, rules } = split(line);
    if (START.test(text) && !/may attempt/.test(text)) {
      if (cur) cur.open = false;
      cur = { title: text, turn, items: [], open: true };
      out.push(cur);
      continue;
    }
    if (!cur || !cur.open) continue;
    if (/^Turn \d+ begins/.test(text)) {
      cur.open = false;
      continue;
    }
    cur.items.push({ kind: classify(text), text, rules });
    if (END.test(text)) cur.open = false;
  }
  return out;
}

const HEADINGS: [Item["kind"], string][] = [
  ["killed", "Killed"],
  ["stopped", "Stopped"],
  ["captured", "Captured"],
  ["damaged", "Damaged or destroyed"],
  ["met", "Met"],
  ["unmet", "Not met"],
  ["scored", "Scored"],
];

export function resultView(r: Result, names: string[]): HTMLElement {
  const named = (t: string) => withNames(t, names);
  const killed = r.items.filter((i) => i.kind === "killed").map((i) => i.text.replace(/ is killed$/, ""));
  return h("div", { class: "result-panel", "data-testid": "result-panel" },
    h("h3", {}, `Turn ${r.turn}: ${named(r.title)}`, r.open ? " (going on)" : ""),
    killed.length ? h("p", { class: "killed", "data-testid": "killed" }, h("strong", {}, "Killed: "), killed.join(", ")) : null,
    ...HEADINGS.map(([kind, heading]) => {
      const items = r.items.filter((i) => i.kind === kind);
      if (!items.length || kind === "killed") return null;
      return h("div", { class: `result-${kind}` }, h("strong", {}, `${heading}: `),
        h("ul", {}, items.map((i) => h("li", {}, named(i.text), i.rules ? h("span", { class: "rule" }, ` ${i.rules}`) : null))));
    }),
    h("details", {}, h("summary", {}, `All ${r.items.length} lines`),
      h("ul", {}, r.items.map((i) => h("li", {}, named(i.text), i.rules ? h("span", { class: "rule" }, ` ${i.rules}`) : null)))),
  );
}

// The latest result open, the earlier ones folded under it (the newest first).
export function resultsPanel(lines: string[], names: string[]): HTMLElement | null {
  const all = findResults(lines);
  if (!all.length) return null;
  const last = all[all.length - 1];
  const earlier = all.slice(0, -1).reverse().slice(0, 20);
  return h("div", { class: "results", "data-testid": "results" },
    resultView(last, names),
    earlier.length
      ? h("details", { class: "earlier-results" }, h("summary", {}, `Earlier results (${earlier.length})`), earlier.map((r) => resultView(r, names)))
      : null);
}
