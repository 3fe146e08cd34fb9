// The Second Edition table (issue 25, docs/web-client.md), checked through the page: a person
// against the computer (seed 1, the bundled decks), a spectator watching. The first decisions are
// clicked in the page; then a seeded policy over the HTTP API (api_play.mjs) that prefers
// attempts, playing cards, moving and beaming brings the game to the positions to look at:
// - the start: every headquarters and mission of the spaceline, each mission's requirements;
// - the computer attempting while the person builds the dilemma stack: the attempting group, the
//   dilemmas drawn and the cost left shown to the person, neither to the spectator;
// - personnel in play with their skills and INTEGRITY / CUNNING / STRENGTH as the engine gives them;
// - a completed mission: who completed it, the overcome dilemmas beneath, the score;
// and at each: score, counters left, completed missions, deck / hand / dilemma pile / discard
// counts, the person's hand card by card, the computer's as a count; at 390 px no two blocks of
// the page overlap and none is wider than the screen.
import { check, clickOnce, failed, launch, newPage, register, removeDir, require_, startServer, tempDir, waitStep } from "./lib.mjs";
import { call, playUntil, policy, rng } from "./api_play.mjs";

const SEED = 1;
const dir = tempDir();
const server = await startServer(`${dir}/db`);
const browser = await launch();
const started = Date.now();

async function overlaps(page) {
  return page.evaluate(() => {
    const sel = ["[data-testid=game-header]", "[data-testid=decision]", ".s2-table > .phase", ".s2-table > .player", ".location",
      "[data-testid=log]", "header#top"];
    const boxes = sel.flatMap((s) => [...document.querySelectorAll(s)].map((e, i) => ({ what: `${s}#${i}`, r: e.getBoundingClientRect() })))
      .filter((b) => b.r.width > 0 && b.r.height > 0);
    const bad = [];
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i].r, b = boxes[j].r;
        const inside = (x, y) => x.left >= y.left && x.right <= y.right && x.top >= y.top && x.bottom <= y.bottom;
        if (inside(a, b) || inside(b, a)) continue;
        if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) bad.push(`${boxes[i].what} × ${boxes[j].what}`);
      }
    const wide = boxes.filter((b) => b.r.left < -0.5 || b.r.right > window.innerWidth + 0.5).map((b) => `${b.what} (${Math.round(b.r.left)}..${Math.round(b.r.right)})`);
    return { bad, wide, count: boxes.length, scroll: document.documentElement.scrollWidth, width: window.innerWidth };
  });
}

async function sidesMatch(P, o, what) {
  for (let p = 0; p < 2; p++) {
    const S = o.seats[p];
    const score = await P.textContent(`[data-testid=score-${p}]`);
    check(score === `score ${S.score} · counters left ${S.counters} · completed ${S.completed_planet} planet, ${S.completed_space} space`,
      `${what}: seat ${p + 1}: "${score}"`);
    const counts = await P.textContent(`[data-testid=counts-${p}]`);
    check(counts === `deck ${S.deck} · hand ${S.hand_count} · dilemma pile ${S.dilemmas} · discard ${S.discard.length}`, `${what}: seat ${p + 1}: "${counts}"`);
  }
  const hand = await P.$$eval("[data-testid=my-hand] .card .name", (e) => e.map((x) => x.textContent));
  check(JSON.stringify(hand) === JSON.stringify(o.seats[0].hand), `${what}: your hand is shown card by card (${hand.length})`);
  check(!(await P.$("[data-testid=side-1] [data-testid=my-hand]")), `${what}: the computer's hand is only a count`);
}

try {
  const P = await newPage(browser);
  await P.setViewportSize({ width: 1280, height: 900 });
  await register(P, server.base, "kira");
  const token = await P.evaluate(() => localStorage.getItem(Object.keys(localStorage).find((k) => /token/i.test(k))));
  require_(!!token, "the page keeps the session token");
  const g = await call(server.base, token, "POST", "/api/games", { game: "stccg2e", opponent: "computer", seed: SEED, max_turns: 30 });
  const id = g.game.id;
  await P.goto(`${server.base}#/game/${id}`);
  await P.waitForSelector("[data-testid=s2-table]");
  check(!(await P.$(".generic-table")), "Second Edition has its own table, not the generic view");
  const W = await newPage(browser); // a spectator: not logged in
  await W.setViewportSize({ width: 1280, height: 900 });
  await W.goto(`${server.base}#/game/${id}`);
  await W.waitForSelector("[data-testid=s2-table]");

  let s = await call(server.base, token, "GET", `/api/games/${id}/state`);
  await waitStep(P, s.step);
  const line = s.observation.spaceline;
  const shown = await P.$$eval("[data-testid=s2-mission]", (e) => e.length);
  check(shown === line.length && line.length >= 2, `the spaceline shows ${shown} of ${line.length} headquarters and missions`);
  const reqs = await P.$$eval("[data-testid=requirements]", (e) => e.map((x) => x.textContent));
  check(reqs.length === line.filter((m) => !m.headquarters).length && line.filter((m) => m.requirements).every((m) => reqs.includes(`requires ${m.requirements}`)),
    `each mission shows its requirements (${reqs.length})`);
  check((await P.$$eval("[data-testid=mission-info]", (e) => e.map((x) => x.textContent))).filter((t) => /headquarters of/.test(t)).length === 2,
    "both headquarters are marked");
  await sidesMatch(P, s.observation, "at the start");

  const turnClicks = new Map();
  for (let i = 0; i < 3; i++) {
    await P.waitForFunction(() => document.querySelector("[data-testid=result]") || document.querySelector("[data-testid=all-actions]"));
    await clickOnce(P, turnClicks, 1);
  }

  const choose = policy(rng(SEED), [/^attempt/, /^play/, /^move/, /^beam/], 12);
  const todo = {
    building: (x) => x.observation.attempt.active && x.observation.attempt.building && x.observation.attempt.player === 1,
    personnel: (x) => x.observation.table.some((c) => c.type === "personnel" && c.owner === 0),
    completed: (x) => x.observation.spaceline.some((m) => m.completed_by >= 0),
  };
  let narrow = false;
  while (Object.keys(todo).length) {
    s = await playUntil(server.base, id, [token], choose, (x) => Object.values(todo).some((f) => f(x)), 3000);
    if (!s) break;
    await waitStep(P, s.step);
    const o = s.observation;
    const what = `turn ${o.turn} ${o.phase_name}`;
    await sidesMatch(P, o, what);
    const phase = await P.textContent("[data-testid=s2-phase]");
    check(phase.startsWith(`Turn ${o.turn} · ${o.phase_name}`), `${what}: "${phase}"`);
    if (todo.building?.(s)) {
      delete todo.building;
      const a = o.attempt;
      const group = await P.$$eval("[data-testid=attempt-group] .card .name", (e) => e.map((x) => x.textContent));
      check(JSON.stringify(group) === JSON.stringify(a.group), `${what}: the attempting group: ${group.join(", ")}`);
      const totals = await P.textContent("[data-testid=attempt-totals]");
      check(totals.startsWith(`INTEGRITY ${a.group_attributes[0]} CUNNING ${a.group_attributes[1]} STRENGTH ${a.group_attributes[2]}`), `${what}: its totals "${totals.slice(0, 60)}…"`);
      const drawn = await P.$$eval("[data-testid=drawn] .card .name", (e) => e.map((x) => x.textContent));
      check(drawn.length === a.drawn.length && a.drawn.length > 0, `${what}: the person, building the stack, sees the ${drawn.length} dilemmas drawn`);
      check((await P.textContent("[data-testid=s2-attempt]")).includes(`cost left ${a.budget}`), `${what}: and the cost left (${a.budget})`);
      if (process.env.SPACELINE_SHOTS) await P.screenshot({ path: `${process.env.SPACELINE_SHOTS}/stccg2e-table.png`, fullPage: true });
      await W.waitForFunction((st) => Number(document.querySelector("[data-testid=step]")?.textContent ?? -1) >= st, s.step);
      const wText = await W.textContent("[data-testid=s2-table]");
      check(!(await W.$("[data-testid=drawn]")) && !wText.includes("cost left"), `${what}: the spectator sees neither the drawn dilemmas nor the cost left`);
      check(!(await W.$("[data-testid=my-hand]")) && !o.seats[0].hand.some((n) => wText.includes(n) && !o.seats.some((S) => S.discard.includes(n) || S.core.includes(n)) && !o.table.some((c) => c.card === n)),
        `${what}: the spectator sees no hand`);
    }
    if (todo.personnel?.(s)) {
      delete todo.personnel;
      const mine = o.table.filter((c) => c.type === "personnel" && c.owner === 0);
      for (const c of mine.slice(0, 3)) {
        const attrs = await P.textContent(`[data-testid=s2-personnel][data-card="${c.id}"] [data-testid=attributes]`);
        check(attrs.trim().startsWith(`INTEGRITY ${c.attributes[0]} CUNNING ${c.attributes[1]} STRENGTH ${c.attributes[2]}`), `${what}: ${c.card}: "${attrs.trim()}"`);
        const skills = await P.textContent(`[data-testid=s2-personnel][data-card="${c.id}"] [data-testid=skills]`).catch(() => "");
        check(skills === c.skills.join(", "), `${what}: ${c.card}'s skills "${skills}"`);
      }
      const ships = o.table.filter((c) => c.type === "ship");
      for (const c of ships) {
        const st = await P.textContent(`[data-testid=s2-ship][data-card="${c.id}"] [data-testid=ship-stats]`);
        check(st.startsWith(`RANGE ${c.ship.range_left} left of ${c.ship.range} · WEAPONS ${c.ship.weapons} · SHIELDS ${c.ship.shields}`) &&
          st.includes(c.ship.staffed ? "staffed" : "not staffed"), `${what}: ${c.card}: "${st}"`);
      }
    }
    if (todo.completed?.(s)) {
      delete todo.completed;
      const L = o.spaceline.findIndex((m) => m.completed_by >= 0);
      const m = o.spaceline[L];
      const text = await P.textContent(`[data-location="${L}"]`);
      check(text.includes(`completed by ${m.completed_by === 0 ? "kira (you)" : "computer"}`), `${what}: ${m.mission} shows who completed it`);
      check(m.beneath.every((d) => text.includes(d)), `${what}: and its overcome dilemmas (${m.beneath.join(", ") || "none"})`);
    }
    if (!narrow) {
      narrow = true;
      await P.setViewportSize({ width: 390, height: 844 });
      await P.waitForTimeout(200);
      const n = await overlaps(P);
      check(n.count > 12 && n.bad.length === 0, `at 390 px no two of ${n.count} blocks overlap (${n.bad.slice(0, 5).join("; ")})`);
      check(n.wide.length === 0 && n.scroll <= n.width, `at 390 px nothing is wider than the screen (${n.wide.slice(0, 5).join("; ")}; page ${n.scroll} px)`);
      if (process.env.SPACELINE_SHOTS) await P.screenshot({ path: `${process.env.SPACELINE_SHOTS}/stccg2e-390.png` });
      await P.setViewportSize({ width: 1280, height: 900 });
    }
  }
  for (const k of Object.keys(todo)) check(false, `the game came to "${k}"`);
} finally {
  await browser.close();
  server.proc.kill();
  removeDir(dir);
}
console.log(`s2_table: ${failed()} failed, ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed() ? 1 : 0);
