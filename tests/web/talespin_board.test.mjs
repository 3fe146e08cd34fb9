// The TaleSpin board (issue 24 part 2), checked through the page: four seats (a person and three
// computers), the Location ring with every player's token where the observation puts it, seats
// counted from 1, the others' hands as counts only, holds, the die; after some turns the tokens
// still match the observation. Also a narrow screen (390 px): nothing wider than the screen.
import { check, clickOnce, failed, launch, newPage, register, removeDir, require_, startServer, tempDir } from "./lib.mjs";
import { call } from "./api_play.mjs";

const dir = tempDir();
const server = await startServer(`${dir}/db`);
const browser = await launch();
const started = Date.now();

async function tokensMatch(P, token, id, what) {
  const s = await call(server.base, token, "GET", `/api/games/${id}/state`);
  await P.waitForFunction((step) => Number(document.querySelector("[data-testid=step]")?.textContent ?? -1) >= step, s.step);
  const seats = s.observation.seats;
  const shown = await P.evaluate(() => [...document.querySelectorAll("[data-testid=ts-ring] .ts-token")].map((t) => ({
    seat: Number(t.textContent), loc: Number(t.closest("[data-location]").getAttribute("data-location")) })));
  check(shown.length === seats.length, `${what}: the ring shows ${shown.length} tokens for ${seats.length} players`);
  for (let p = 0; p < seats.length; p++) {
    const t = shown.find((x) => x.seat === p + 1);
    check(t && t.loc === seats[p].pos, `${what}: the token of seat ${p + 1} is on location ${seats[p].pos + 1} (${s.observation.ring[seats[p].pos].name})`);
  }
  return s;
}

try {
  const P = await newPage(browser);
  await P.setViewportSize({ width: 1280, height: 900 });
  await register(P, server.base, "tess");
  const token = await P.evaluate(() => localStorage.getItem(Object.keys(localStorage).find((k) => /token/i.test(k))));
  const g = await call(server.base, token, "POST", "/api/games", { game: "talespin", opponents: ["computer", "computer", "computer"], seed: 5, max_turns: 8 });
  const id = g.game.id;
  await P.goto(`${server.base}#/game/${id}`);
  await P.waitForSelector("[data-testid=ts-board]");
  const s = await tokensMatch(P, token, id, "at the start");
  const text = await P.textContent("[data-testid=ts-board]");
  for (let p = 1; p <= 4; p++) check(text.includes(`Seat ${p}`), `seat ${p} is counted from 1`);
  check(!text.includes("Seat 0") && !/active 0|decider 0|winner -1/.test(text), "no seat 0, no raw fields");
  const ring = s.observation.ring.map((l) => l.name);
  check(ring.every((n) => text.includes(n)), `every Location of the ring is drawn (${ring.length})`);
  for (let p = 2; p <= 4; p++) {
    const hand = await P.textContent(`[data-testid=hand-${p}]`);
    check(/\d+ cards? \(hidden\)/.test(hand), `seat ${p}'s hand is a count: "${hand}"`);
  }
  check((await P.$$("[data-testid=hand-1] .card")).length === s.observation.seats[0].hand.length, "your own hand is shown card by card");
  check(/Hold \d+\/\d+/.test(await P.textContent("[data-testid=hold-1]")), "the hold shows what is used of its capacity");
  check((await P.$$("[data-testid=ts-die]")).length === 1, "the die is drawn");

  const turnClicks = new Map();
  for (let i = 0; i < 40; i++) {
    await P.waitForFunction(() => document.querySelector("[data-testid=result]") || document.querySelector("[data-testid=all-actions]"));
    if (await P.$("[data-testid=result]")) break;
    await clickOnce(P, turnClicks);
  }
  await tokensMatch(P, token, id, "after some turns");
  await P.setViewportSize({ width: 390, height: 844 });
  await P.waitForTimeout(200);
  const wide = await P.evaluate(() => document.documentElement.scrollWidth);
  check(wide <= 390, `at 390 px the board is no wider than the screen (${wide} px)`);
  await P.screenshot({ path: process.env.SPACELINE_SHOTS ? `${process.env.SPACELINE_SHOTS}/talespin-390.png` : `${dir}/ts.png`, fullPage: true });
  await P.setViewportSize({ width: 1280, height: 900 });
  if (process.env.SPACELINE_SHOTS) await P.screenshot({ path: `${process.env.SPACELINE_SHOTS}/talespin-board.png`, fullPage: false });
} finally {
  await browser.close();
  server.proc.kill();
  removeDir(dir);
}
console.log(`talespin_board: ${failed()} failed, ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed() ? 1 : 0);
