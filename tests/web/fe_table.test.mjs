// The First Edition table at a glance (issue 24 part 1), checked through the page: a person
// against the computer (seed 8, the bundled decks), brought by a seeded policy over the HTTP API
// (api_play.mjs) to the positions to look at, while the browser shows the game live:
// - after seeding: all 12 locations fit at 1280 px (no horizontal scroll, both ends marked); at
//   390 px no two blocks of the page overlap and none is wider than the screen; the computer's
//   dilemma seeding is in the person's log as what they may know ("… seeds a card under …");
// - a group of the person's at a mission shows the line of what it lacks (observation_table.cpp);
// - a damaged ship shows its current RANGE (5, R-MOVE-4), not the printed one;
// - an attempt that kills personnel: the result panel names them.
import { check, failed, launch, newPage, register, removeDir, require_, startServer, tempDir, waitStep } from "./lib.mjs";
import { call, playUntil, policy, rng } from "./api_play.mjs";

const SEED = 8;
const dir = tempDir();
const server = await startServer(`${dir}/db`);
const browser = await launch();
const started = Date.now();

// Boxes of the page's blocks that must never overlap one another (each against each).
async function overlaps(page) {
  return page.evaluate(() => {
    const sel = ["[data-testid=game-header]", "[data-testid=decision]", "[data-testid=results]", ".fe-table > .phase", ".fe-table > .player",
      ".location", "[data-testid=log]", "header#top"];
    const boxes = sel.flatMap((s) => [...document.querySelectorAll(s)].map((e, i) => ({ what: `${s}#${i}`, r: e.getBoundingClientRect() })))
      .filter((b) => b.r.width > 0 && b.r.height > 0);
    const bad = [];
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i].r, b = boxes[j].r;
        const inside = (x, y) => x.left >= y.left && x.right <= y.right && x.top >= y.top && x.bottom <= y.bottom;
        if (inside(a, b) || inside(b, a)) continue; // a block inside another is not an overlap
        if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) bad.push(`${boxes[i].what} × ${boxes[j].what}`);
      }
    const wide = boxes.filter((b) => b.r.left < -0.5 || b.r.right > window.innerWidth + 0.5).map((b) => `${b.what} (${Math.round(b.r.left)}..${Math.round(b.r.right)})`);
    return { bad, wide, count: boxes.length, scroll: document.documentElement.scrollWidth, width: window.innerWidth };
  });
}

try {
  const P = await newPage(browser);
  await P.setViewportSize({ width: 1280, height: 900 });
  await register(P, server.base, "ann");
  const token = await P.evaluate(() => localStorage.getItem(Object.keys(localStorage).find((k) => /token/i.test(k))));
  require_(!!token, "the page keeps the session token");
  const g = await call(server.base, token, "POST", "/api/games", { game: "stccg1e", opponent: "computer", seed: SEED, max_turns: 40 });
  const id = g.game.id;
  await P.goto(`${server.base}#/game/${id}`);
  await P.waitForSelector("[data-testid=table]");
  const choose = policy(rng(SEED), [/Plasma Fire/, /^move/, /^attempt/, /^Report (U\.S\.S|Runabout)/, /^beam-all/, /^report/], 10);
  const atStep = async (s) => waitStep(P, s.step);

  // 1. Seeding done: 12 locations, the computer's dilemmas seeded.
  let s = await playUntil(server.base, id, [token], choose, (x) => x.observation.spaceline.length === 12 && x.observation.phase !== "seed-missions" &&
    x.observation.hidden_log?.some((l) => / seeds a card under /.test(l.text)), 400);
  require_(s, "seeding ends with 12 locations on the spaceline");
  await atStep(s);
  await P.waitForFunction(() => document.querySelectorAll("[data-testid=spaceline] .location").length === 12);
  const fit = await P.evaluate(() => {
    const sl = document.querySelector("[data-testid=spaceline]");
    const locs = [...sl.querySelectorAll(".location")].map((e) => e.getBoundingClientRect());
    return { n: locs.length, inside: locs.every((r) => r.left >= 0 && r.right <= window.innerWidth), scroll: sl.scrollWidth <= sl.clientWidth + 1,
      page: document.documentElement.scrollWidth <= window.innerWidth, ends: !!sl.querySelector("[data-testid=end-left]") && !!sl.querySelector("[data-testid=end-right]") };
  });
  check(fit.n === 12 && fit.inside && fit.scroll && fit.page, `at 1280 px all 12 locations are on screen, no horizontal scroll (${JSON.stringify(fit)})`);
  check(fit.ends, "both ends of the spaceline are marked");
  await P.waitForFunction(() => [...document.querySelectorAll("[data-testid=requirements]")].some((e) => /^requires /.test(e.textContent)));
  check(true, "each unsolved mission shows its requirements");
  const seedLine = (await P.textContent("[data-testid=log]")).match(/computer \(heuristic\) seeds a card under [^\n(]+/);
  check(!!seedLine, `the opponent's seeding is in the log as what ann may know: "${seedLine?.[0] ?? "missing"}"`);
  const leak = s.observation.hidden_log.some((l) => /seeds (?!a card)/.test(l.text));
  check(!leak, "the hidden lines name no seeded card");
  check(!/\bP[12]\b/.test(await P.textContent("[data-testid=log]")), "the log names the players, never P1/P2");
  await P.setViewportSize({ width: 390, height: 844 });
  await P.waitForTimeout(200);
  const narrow = await overlaps(P);
  check(narrow.count > 15 && narrow.bad.length === 0, `at 390 px no two of ${narrow.count} blocks overlap (${narrow.bad.slice(0, 5).join("; ")})`);
  check(narrow.wide.length === 0 && narrow.scroll <= narrow.width, `at 390 px nothing is wider than the screen (${narrow.wide.slice(0, 5).join("; ")}; page ${narrow.scroll} px)`);
  await P.setViewportSize({ width: 1280, height: 900 });

  // 2. to 4.: the lacks line, a damaged ship, an attempt that kills: each looked at when it comes.
  const todo = {
    lacks: (x) => x.observation.spaceline.some((L) => (L.your_groups ?? []).some((gr) => gr.lacks && gr.lacks !== "requirements met")),
    damaged: (x) => x.observation.spaceline.some((L) => L.space.some((c) => c.damaged && c.type === "ship")),
    killed: (x) => {
      const at = x.log.findLastIndex((l) => / attempts /.test(l));
      return at >= 0 && x.log.slice(at).some((l) => / is killed/.test(l));
    },
  };
  while (Object.keys(todo).length) {
    s = await playUntil(server.base, id, [token], choose, (x) => Object.values(todo).some((f) => f(x)), 3000);
    if (!s) break;
    await atStep(s);
    if (todo.lacks?.(s)) {
      delete todo.lacks;
      const L = s.observation.spaceline.findIndex((L) => (L.your_groups ?? []).some((gr) => gr.lacks && gr.lacks !== "requirements met"));
      const want = s.observation.spaceline[L].your_groups.find((gr) => gr.lacks && gr.lacks !== "requirements met");
      const shown = await P.$$eval(`[data-location="${L}"] [data-testid=lacks]`, (e) => e.map((x) => x.textContent));
      check(shown.includes(`for ${want.mission}: ${want.lacks}`), `the group at location ${L + 1} shows what it lacks: "${shown.join(" | ")}"`);
    }
    if (todo.damaged?.(s)) {
      delete todo.damaged;
      const ship = s.observation.spaceline.flatMap((L) => L.space).find((c) => c.damaged && c.type === "ship");
      const shown = await P.textContent(`.ship[data-card="${ship.card}"] [data-testid=ship-range]`);
      check(ship.range === 5 && ship.printed_range !== 5, `the engine gives the damaged ${ship.name} RANGE 5 (printed ${ship.printed_range})`);
      check(shown.startsWith(`RANGE ${ship.range}`) && shown.includes(`printed ${ship.printed_range}`), `the damaged ${ship.name} shows its current RANGE: "${shown}"`);
    }
    if (todo.killed?.(s)) {
      delete todo.killed;
      const at = s.log.findLastIndex((l) => / attempts /.test(l));
      const dead = s.log.slice(at).map((l) => l.match(/^\[T\d+\] (.+) is killed/)?.[1]).filter((x) => x);
      await P.waitForSelector("[data-testid=results] [data-testid=result-panel]");
      const killed = await P.textContent("[data-testid=results] [data-testid=result-panel] [data-testid=killed]").catch(() => "");
      check(dead.length > 0 && dead.every((n) => killed.includes(n)), `the attempt's result panel names the killed: "${killed}" (${dead.join(", ")})`);
      check(/R-/.test(await P.textContent("[data-testid=results] [data-testid=result-panel]")), "with the rule ids");
    }
  }
  for (const k of Object.keys(todo)) check(false, `the game came to "${k}"`);
  await P.close();
} finally {
  await browser.close();
  server.proc.kill();
  removeDir(dir);
}
console.log(`fe_table: ${failed()} failed, ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed() ? 1 : 0);
