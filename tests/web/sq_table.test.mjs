// The Space Quest table (issue 26, docs/web-client.md), checked through the page: a person against
// the computer (seed 2, the bundled decks). The first decisions are clicked in the page; then a
// seeded policy over the HTTP API (api_play.mjs) that prefers casting, lands, staffing, crewing and
// attacking brings the game to the positions to look at, while the browser shows it live:
// - the Staffing window: the banner says nothing else may be done;
// - a Ship with crew: its crew drawn under it, its power/toughness as the engine gives it;
// - a spell or ability on the stack with a target: the stack names it and what it targets;
// - a combat: every attacker, its blockers;
// and at every one of them: life, library / hand / graveyard counts, lands tapped, the mana pool
// and the decision's buttons in one order; the opponent's hand only as a count; at 390 px no two
// blocks of the page overlap and none is wider than the screen.
import { check, clickOnce, failed, launch, newPage, register, removeDir, require_, startServer, tempDir, waitStep } from "./lib.mjs";
import { call, playUntil, policy, rng } from "./api_play.mjs";

const SEED = 2;
const dir = tempDir();
const server = await startServer(`${dir}/db`);
const browser = await launch();
const started = Date.now();

async function overlaps(page) {
  return page.evaluate(() => {
    const sel = ["[data-testid=game-header]", "[data-testid=decision]", ".sq-table > .phase", ".sq-table > .player", "[data-testid=sq-ship]",
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

// What every position shows: life, counts, lands, pool, hands (the opponent's as a count).
async function sidesMatch(P, obs, what) {
  for (let p = 0; p < 2; p++) {
    const S = obs.seats[p];
    check((await P.textContent(`[data-testid=life-${p}]`)) === `life ${S.life}`, `${what}: seat ${p + 1}'s life is ${S.life}`);
    const counts = await P.textContent(`[data-testid=counts-${p}]`);
    check(counts.startsWith(`library ${S.library} · hand ${S.hand_count} · graveyard ${S.graveyard.length}`), `${what}: seat ${p + 1}'s counts: "${counts}"`);
    const lands = S.field.filter((c) => c.type === "land");
    const label = await P.textContent(`[data-testid=lands-${p}] .pile-label`);
    check(label === `Lands (${lands.filter((l) => !l.tapped).length} untapped of ${lands.length}): `, `${what}: seat ${p + 1}'s lands "${label}"`);
    const tapped = await P.$$eval(`[data-testid=lands-${p}] .sq-land.tapped`, (e) => e.length);
    check(tapped === lands.filter((l) => l.tapped).length, `${what}: seat ${p + 1}'s ${tapped} tapped lands are marked`);
    const pool = await P.textContent(`[data-testid=pool-${p}]`);
    check(pool === `Mana pool: ${S.pool_text || "empty"}`, `${what}: seat ${p + 1}'s mana pool "${pool}"`);
  }
  const hand = await P.$$eval("[data-testid=my-hand] .card .name", (e) => e.map((x) => x.textContent));
  check(JSON.stringify(hand) === JSON.stringify(obs.seats[0].hand.map((c) => c.name)), `${what}: your hand is shown card by card (${hand.length})`);
  check(!(await P.$("[data-testid=side-1] [data-testid=my-hand]")) && !(await P.textContent("[data-testid=side-1]")).includes("Your hand"),
    `${what}: the computer's hand is only a count`);
}

try {
  const P = await newPage(browser);
  await P.setViewportSize({ width: 1280, height: 900 });
  await register(P, server.base, "quinn");
  const token = await P.evaluate(() => localStorage.getItem(Object.keys(localStorage).find((k) => /token/i.test(k))));
  require_(!!token, "the page keeps the session token");
  const g = await call(server.base, token, "POST", "/api/games", { game: "spacequest", opponent: "computer", seed: SEED, max_turns: 30 });
  const id = g.game.id;
  await P.goto(`${server.base}#/game/${id}`);
  await P.waitForSelector("[data-testid=sq-table]");
  check(!(await P.$(".generic-table")), "Space Quest has its own table, not the generic view");

  // The first decisions (the opening hand, the first steps) by clicking in the page.
  const turnClicks = new Map();
  for (let i = 0; i < 4; i++) {
    await P.waitForFunction(() => document.querySelector("[data-testid=result]") || document.querySelector("[data-testid=all-actions]"));
    await clickOnce(P, turnClicks, 1);
  }

  const choose = policy(rng(SEED), [/^keep/, /^cast/, /^land/, /^staff/, /^crew/, /^endstaff/, /^attack:/, /^attacked/, /^block:/, /^activate/], 12);
  const obsOf = (x) => x.observation;
  const todo = {
    staffing: (x) => obsOf(x).pending === "staffing",
    crewed: (x) => obsOf(x).seats.some((S) => S.field.some((c) => c.under !== undefined)),
    stack: (x) => obsOf(x).stack.some((it) => it.target !== "nothing"),
    combat: (x) => obsOf(x).seats.some((S) => S.field.some((c) => c.attacking && (c.blockers ?? []).length)),
  };
  let narrowChecked = false;
  while (Object.keys(todo).length) {
    const s = await playUntil(server.base, id, [token], choose, (x) => Object.values(todo).some((f) => f(x)), 4000);
    if (!s) break;
    await waitStep(P, s.step);
    const o = s.observation;
    const what = `turn ${o.turn} ${o.step}`;
    await sidesMatch(P, o, what);
    const phase = await P.textContent("[data-testid=sq-phase]");
    check(phase.startsWith(`Turn ${o.turn} · ${o.step} step`), `${what}: the turn and step: "${phase}"`);
    if (todo.staffing?.(s)) {
      delete todo.staffing;
      const banner = await P.textContent("[data-testid=sq-staffing]").catch(() => "");
      check(/Staffing Phase/.test(banner) && /nothing else may be done/.test(banner), `${what}: the Staffing window is shown: "${banner}"`);
    }
    if (todo.crewed?.(s)) {
      delete todo.crewed;
      const seat = o.seats.findIndex((S) => S.field.some((c) => c.under !== undefined));
      const crewman = o.seats[seat].field.find((c) => c.under !== undefined);
      const ship = o.seats[seat].field.find((c) => c.id === crewman.under);
      const box = `[data-testid=sq-ship][data-card="${ship.id}"]`;
      const crewShown = await P.$$eval(`${box} [data-testid=crew] .sq-crew .name`, (e) => e.map((x) => x.textContent));
      const crew = o.seats[seat].field.filter((c) => c.under === ship.id).map((c) => c.name);
      check(JSON.stringify(crewShown) === JSON.stringify(crew), `${what}: ${ship.name}'s crew is drawn under it: ${crewShown.join(", ")}`);
      const pt = await P.textContent(`${box} > .sq-creature [data-testid=pt]`);
      check(pt.trim() === ship.pt && /crew \d+ of min \d+/.test(pt), `${what}: ${ship.name} shows the engine's power/toughness: "${pt.trim()}"`);
      const line = await P.textContent(`${box} [data-testid=crew-line]`);
      check(line.includes(`minimum ${ship.ship.min_crew} · maximum ${ship.ship.max_crew}`), `${what}: its crew line "${line}"`);
      check(!(await P.$$eval(`[data-testid=my-side] .sq-creatures .sq-creature, [data-testid=side-1] .sq-creatures .sq-creature`,
        (e, ids) => e.some((x) => ids.includes(Number(x.getAttribute("data-card")))), o.seats[seat].field.filter((c) => c.under !== undefined).map((c) => c.id))),
        `${what}: crew creatures are not also listed as loose creatures`);
    }
    if (todo.stack?.(s)) {
      delete todo.stack;
      const items = o.stack;
      const top = items[items.length - 1];
      const shown = await P.$$eval("[data-testid=sq-stack] [data-testid=stack-item]", (e) => e.map((x) => x.textContent));
      check(shown.length === items.length && shown[0].includes(top.source), `${what}: the stack shows ${items.length} item(s), ${top.source} on top: "${shown[0]}"`);
      items.forEach((it, i) => {
        const line = shown[items.length - 1 - i] ?? "";
        const named = it.target === "nothing" ? !line.includes("→ targets")
          : line.includes("→ targets ") && (it.target_player !== undefined ? line.includes(o.seats.length && it.target_player === 0 ? "quinn" : "computer") : line.includes(it.target));
        check(named, `${what}: the stack says what ${it.source} targets (${it.target}): "${line}"`);
      });
    }
    if (todo.combat?.(s)) {
      delete todo.combat;
      const attackers = o.seats.flatMap((S) => S.field.filter((c) => c.attacking));
      const shown = await P.$$eval("[data-testid=sq-combat] [data-testid=attacker]", (e) => e.map((x) => x.textContent));
      check(shown.length === attackers.length, `${what}: combat lists ${shown.length} attacker(s) of ${attackers.length}`);
      for (const a of attackers) {
        const line = shown.find((t) => t.includes(a.name)) ?? "";
        const blockers = (a.blockers ?? []).map((b) => o.seats.flatMap((S) => S.field).find((c) => c.id === b).name);
        check(blockers.every((b) => line.includes(b)) && (blockers.length ? /blocked by/.test(line) : /unblocked|blocked|no blockers yet/.test(line)),
          `${what}: "${line}"`);
      }
    }
    // The decision's buttons keep their order when the page is drawn again (a reload).
    if (s.legal?.length > 1) {
      const order = () => P.$$eval("[data-testid=choices] > button", (e) => e.map((b) => b.getAttribute("data-key") ?? b.getAttribute("data-group")));
      await P.waitForSelector("[data-testid=choices]");
      const before = await order();
      await P.reload();
      await P.waitForSelector("[data-testid=choices]");
      check(JSON.stringify(await order()) === JSON.stringify(before), `${what}: the ${before.length} buttons keep their order`);
    }
    if (!narrowChecked && !todo.crewed) {
      narrowChecked = true;
      await P.setViewportSize({ width: 390, height: 844 });
      await P.waitForTimeout(200);
      const n = await overlaps(P);
      check(n.count > 5 && n.bad.length === 0, `at 390 px no two of ${n.count} blocks overlap (${n.bad.slice(0, 5).join("; ")})`);
      check(n.wide.length === 0 && n.scroll <= n.width, `at 390 px nothing is wider than the screen (${n.wide.slice(0, 5).join("; ")}; page ${n.scroll} px)`);
      if (process.env.SPACELINE_SHOTS) await P.screenshot({ path: `${process.env.SPACELINE_SHOTS}/spacequest-390.png` });
      await P.setViewportSize({ width: 1280, height: 900 });
      if (process.env.SPACELINE_SHOTS) await P.screenshot({ path: `${process.env.SPACELINE_SHOTS}/spacequest-table.png`, fullPage: true });
    }
  }
  for (const k of Object.keys(todo)) check(false, `the game came to "${k}"`);
  await P.close();
} finally {
  await browser.close();
  server.proc.kill();
  removeDir(dir);
}
console.log(`sq_table: ${failed()} failed, ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed() ? 1 : 0);
