// Player names instead of the engine's seat tags: the log says "P1", "P2"; the page says who.
export function withNames(text: string, names: string[]): string {
  return text.replace(/\bP([1-9])\b/g, (m, d: string) => names[Number(d) - 1] ?? m);
}
