// Hash routes: #/login, #/lobby, #/decks, #/game/ID, #/replay/ID/STEP. The address names the
// game, so a reload or another device opens the same one.
export interface Route {
  name: "login" | "lobby" | "decks" | "game" | "replay";
  id?: number;
  step?: number;
}

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, "").split("/").filter((p) => p.length > 0);
  const num = (s: string | undefined) => (s !== undefined && /^\d{1,15}$/.test(s) ? Number(s) : undefined);
  switch (parts[0]) {
    case "login":
      return { name: "login" };
    case "decks":
      return { name: "decks" };
    case "game": {
      const id = num(parts[1]);
      return id === undefined ? { name: "lobby" } : { name: "game", id };
    }
    case "replay": {
      const id = num(parts[1]);
      return id === undefined ? { name: "lobby" } : { name: "replay", id, step: num(parts[2]) ?? 0 };
    }
    default:
      return { name: "lobby" };
  }
}

export function go(hash: string): void {
  if (location.hash === hash) window.dispatchEvent(new HashChangeEvent("hashchange"));
  else location.hash = hash;
}
