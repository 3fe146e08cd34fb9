// Playing a game through the HTTP API (docs/protocol.md) instead of clicks, to bring a game to a
// position the browser tests then look at: both seats are driven by a seeded policy that prefers
// the actions that make things happen (attempts, moves, reports) over passing.

export async function call(base, token, method, path, body) {
  const r = await fetch(base.replace(/\/$/, "") + path, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const j = await r.json().catch(() => ({}));
  if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(j)}`);
  return j;
}

export async function registerApi(base, name) {
  const r = await call(base, null, "POST", "/api/register", { name, password: `password-${name}` });
  return r.token;
}

// A game between two people (tokens[0] creates it, tokens[1] joins); returns its id.
export async function twoPersonGame(base, tokens, game, extra = {}) {
  const g = await call(base, tokens[0], "POST", "/api/games", { game, opponent: "person", ...extra });
  await call(base, tokens[1], "POST", `/api/games/${g.game.id}/join`, {});
  return g.game.id;
}

// A small seeded random number generator, so a test plays the same game every time.
export function rng(seed) {
  let s = seed >>> 0 || 1;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 4294967296);
}

const PASS = /^(pass|skip-play|end-turn|end)(:|$)/;

// Up to `eager` actions a turn that do not pass: the first whose key or label matches a pattern of
// `prefer` (in that order), else a random one; then passing, so that no turn goes on forever.
export function policy(random, prefer = [], eager = 8) {
  const used = new Map();
  return (legal, state) => {
    const turn = state?.turn ?? 0;
    const n = used.get(turn) ?? 0;
    const passing = legal.filter((a) => PASS.test(a.key));
    if (n >= eager && passing.length) return passing[0];
    used.set(turn, n + 1);
    for (const re of prefer) {
      const hits = legal.filter((a) => re.test(a.key) || re.test(a.label));
      if (hits.length) return hits[Math.floor(random() * hits.length)];
    }
    const active = legal.filter((a) => !PASS.test(a.key));
    const from = active.length ? active : legal;
    return from[Math.floor(random() * from.length)];
  };
}

// Acts for whichever seat decides until `done(state)` holds (`state`: seat `watch`'s GET /state), or
// `max` actions; returns that state, or null when the game ended or `max` ran out first.
export async function playUntil(base, id, tokens, choose, done, max = 3000, watch = 0) {
  const get = (seat) => call(base, tokens[seat], "GET", `/api/games/${id}/state`);
  for (let i = 0; i < max; i++) {
    const s = await get(watch);
    if (done(s)) return s;
    if (s.result) return null;
    const seat = s.decision?.player;
    const mine = seat === watch ? s : seat !== undefined && seat >= 0 && tokens[seat] ? await get(seat) : null;
    if (!mine || !mine.legal || !mine.legal.length) {  // the computer's turn to decide, or nobody's yet
      await new Promise((r) => setTimeout(r, 20));
      continue;
    }
    const a = choose(mine.legal, mine, seat);
    await call(base, tokens[seat], "POST", `/api/games/${id}/act`, { key: a.key, step: mine.step });
  }
  return null;
}
