// The server's HTTP API (docs/protocol.md) and the session token kept in localStorage, so a
// reload or a new tab lands logged in.
import { byId } from "./dom";

const TOKEN_KEY = "spaceline.token";
const NAME_KEY = "spaceline.name";

export class ApiError extends Error {
  constructor(public status: number, public code: string, message: string) {
    super(message);
  }
}

export function token(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}
export function myName(): string | null {
  return localStorage.getItem(NAME_KEY);
}
export function setSession(tok: string, name: string): void {
  localStorage.setItem(TOKEN_KEY, tok);
  localStorage.setItem(NAME_KEY, name);
}
export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(NAME_KEY);
}

// Calls the API; throws ApiError with the server's code and message on a refusal.
export async function api<T = any>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  const tok = token();
  if (tok) headers["Authorization"] = `Bearer ${tok}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  let res: Response;
  try {
    res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (e) {
    throw new ApiError(0, "network", `${method} ${path}: the server cannot be reached (${String(e)})`);
  }
  let data: any = null;
  try {
    data = await res.json();
  } catch {
    throw new ApiError(res.status, "bad_json", `${method} ${path}: the answer is not JSON (HTTP ${res.status})`);
  }
  if (!res.ok) {
    if (res.status === 401 && data?.error === "unauthorized") clearSession();
    throw new ApiError(res.status, data?.error ?? "error", data?.message ?? `HTTP ${res.status}`);
  }
  return data as T;
}

// Shows a problem at the top of the page until the next one or a click on it.
export function showError(message: string): void {
  const el = byId("error");
  el.textContent = message;
  el.hidden = false;
  el.onclick = () => (el.hidden = true);
}
export function hideError(): void {
  byId("error").hidden = true;
}
export function errorText(e: unknown): string {
  if (e instanceof ApiError) return `${e.code}: ${e.message}`;
  return e instanceof Error ? e.message : String(e);
}

// The WebSocket address of a game. The token never goes in it (addresses are logged and kept).
export function wsUrl(game: number): string {
  const proto = location.protocol === "https:" ? "wss:" : "ws:";
  return `${proto}//${location.host}/ws/games/${game}`;
}
// The subprotocols a game's WebSocket offers: "spaceline", and the token as "token.TOKEN" when
// logged in (a browser cannot set headers on a WebSocket; docs/protocol.md).
export function wsProtocols(): string[] {
  const tok = token();
  return tok ? ["spaceline", `token.${tok}`] : ["spaceline"];
}
