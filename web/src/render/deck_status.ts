// Whether each saved deck may be played, for every list that names saved decks (the deck
// builder, the lobby): the server's own check (GET /api/decks/ID), asked once per version.
import { api } from "../api";
import type { DeckReport, SavedDeck } from "../types";

const known = new Map<number, { updated: number; playable: boolean }>();

export function playable(d: SavedDeck): boolean | undefined {
  const k = known.get(d.id);
  return k && k.updated === d.updated ? k.playable : undefined;
}

export function notPlayableMark(d: SavedDeck): string {
  return playable(d) === false ? " — may not be played" : "";
}

export async function learnPlayable(decks: SavedDeck[]): Promise<void> {
  await Promise.all(decks.filter((d) => playable(d) === undefined).map(async (d) => {
    try {
      const r = await api<{ deck: SavedDeck; check: DeckReport }>("GET", `/api/decks/${d.id}`);
      known.set(d.id, { updated: d.updated, playable: r.check.playable });
    } catch {
      // unknown for now: the list shows the deck without a mark
    }
  }));
}
