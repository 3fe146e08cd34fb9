// Hash routes: #/login, #/lobby, #/decks, #/history, #/game/ID, #/replay/ID/STEP?seat=N. The
// address names the game (and a replay's seat), so a reload, another device or a shared link opens
// the same one.
export interface Route {
  name: "login" | "lobby" | "decks" | "history" | "game" | "replay";
  id?: number;
  step?: number;
  seat?: number | "public";  // a replay as that seat saw it (from 0), or the public view
}

export function parseRoute(hash: string): Route {
  const [path, query = ""] = hash.split("?", 2);
  const parts = path.replace(/^#\/?/, "").split("/").filter((p) => p.length > 0);
  const num = (s: string | undefined) => (s !== undefined && /^\d{1,15}$/.test(s) ? Number(s) : undefined);
  switch (parts[0]) {
    case "login":
      return { name: "login" };
    case "decks":
      return { name: "decks" };
    case "history":
      return { name: "history" };
    case "game": {
      const id = num(parts[1]);
      return id === undefined ? { name: "lobby" } : { name: "game", id };
    }
    case "replay": {
      const id = num(parts[1]);
      if (id === undefined) return { name: "lobby" };
      const seat = new URLSearchParams(query).get("seat");
      return { name: "replay", id, step: num(parts[2]) ?? 0, seat: seat === "public" ? "public" : num(seat ?? undefined) };
    }
    default:
      return { name: "lobby" };
  }
}

export function go(hash: string): void {
  if (location.hash === hash) window.dispatchEvent(new HashChangeEvent("hashchange"));
  else location.hash = hash;
}
