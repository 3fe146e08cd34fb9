// A finished game's result in words, for the history and the replay: who won, the scores, why.
import type { GameResult } from "../types";

export function resultText(r: GameResult | null | undefined, names: string[]): string {
  if (!r) return "result not recorded";
  const best = Math.max(...r.returns);
  const winners = r.returns.map((v, i) => (v === best && v > 0 ? i : -1)).filter((i) => i >= 0);
  const who = winners.length === 0 || winners.length === r.returns.length
    ? "a draw"
    : `${winners.map((i) => names[i] ?? `seat ${i + 1}`).join(" and ")} won`;
  return `${who} · scores ${r.scores.join(" : ")}${r.reason ? ` · ${r.reason}` : ""}`;
}
