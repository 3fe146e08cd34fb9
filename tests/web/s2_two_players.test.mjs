// Second Edition between two people in the browser (issue 25): one creates the game against a
// person, the other joins; both play by clicking (lib.mjs clickOnce: up to two actions a turn
// that are not passing, then end the play segment or orders) until turn 5. At each turn the
// cards in each player's hand are looked for in the other's table, which shows that hand only
// as a count.
import { check, clickOnce, failed, launch, newPage, register, removeDir, require_, startServer, tempDir } from "./lib.mjs";
import { call } from "./api_play.mjs";

const dir = tempDir();
const server = await startServer(`${dir}/db`);
const browser = await launch();
const started = Date.now();

const tokenOf = (P) => P.evaluate(() => localStorage.getItem(Object.keys(localStorage).find((k) => /token/i.test(k))));

try {
  const A = await newPage(browser), B = await newPage(browser);
  await register(A, server.base, "odo");
  await register(B, server.base, "quark");
  const [ta, tb] = [await tokenOf(A), await tokenOf(B)];
  const g = await call(server.base, ta, "POST", "/api/games", { game: "stccg2e", opponent: "person", seed: 7, max_turns: 12 });
  const id = g.game.id;
  await call(server.base, tb, "POST", `/api/games/${id}/join`, {});
  for (const P of [A, B]) {
    await P.goto(`${server.base}#/game/${id}`);
    await P.waitForSelector("[data-testid=s2-table]");
  }
  require_(true, "both people see the Second Edition table");

  const clicks = [new Map(), new Map()];
  let checkedTurn = -1, acted = [0, 0];
  for (let i = 0; i < 400; i++) {
    const s = await call(server.base, ta, "GET", `/api/games/${id}/state`);
    if (s.result || s.observation.turn >= 5) break;
    if (s.observation.turn !== checkedTurn) {
      checkedTurn = s.observation.turn;
      const sb = await call(server.base, tb, "GET", `/api/games/${id}/state`);
      // A name the other player also shows in public (core, discard, removed) is no leak.
      const open = (S) => [...S.core, ...S.discard, ...S.removed];
      for (const [P, mine, other, openNames, who] of [[A, s.observation.seats[0].hand, sb.observation.seats[1].hand, open(s.observation.seats[1]), "odo"],
        [B, sb.observation.seats[1].hand, s.observation.seats[0].hand, open(sb.observation.seats[0]), "quark"]]) {
        await P.waitForFunction((st) => Number(document.querySelector("[data-testid=step]")?.textContent ?? -1) >= st, s.step);
        const shown = await P.$$eval("[data-testid=my-hand] .card .name", (e) => e.map((x) => x.textContent));
        check(JSON.stringify(shown) === JSON.stringify(mine), `turn ${checkedTurn}: ${who} sees their own hand (${shown.length})`);
        const side = await P.textContent("[data-testid=side-" + (who === "odo" ? 1 : 0) + "]");
        const leaked = other.filter((n) => !openNames.includes(n) && side.includes(n));
        check(!/Your hand|Hand:/.test(side) && leaked.length === 0, `turn ${checkedTurn}: ${who} does not see the other's hand (${leaked.join(", ")})`);
      }
    }
    const seat = s.decision?.player;
    if (seat !== 0 && seat !== 1) {
      await new Promise((r) => setTimeout(r, 30));
      continue;
    }
    const P = seat === 0 ? A : B;
    if ((await clickOnce(P, clicks[seat], 2)) !== null) acted[seat]++;
  }
  const end = await call(server.base, ta, "GET", `/api/games/${id}/state`);
  check(end.observation.turn >= 5 || !!end.result, `the game went on to turn ${end.observation.turn}`);
  check(acted[0] > 3 && acted[1] > 3, `both people decided by clicking (${acted[0]} and ${acted[1]} decisions)`);
} finally {
  await browser.close();
  server.proc.kill();
  removeDir(dir);
}
console.log(`s2_two_players: ${failed()} failed, ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed() ? 1 : 0);
