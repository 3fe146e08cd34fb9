// Not a test: takes the screenshots of docs/web-client.md (docs/images/) from a real game.
//   tests/web/run.sh build/spaceline tests/web/screenshots.mjs
// First Edition (seed 8, a person against the computer, brought mid-game by api_play.mjs's
// policy) at 1600 px and 390 px, and a TaleSpin game for four at 1280 px.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { launch, newPage, register, removeDir, startServer, tempDir, waitStep } from "./lib.mjs";
import { call, playUntil, policy, rng } from "./api_play.mjs";

const out = join(dirname(fileURLToPath(import.meta.url)), "../../docs/images");
const dir = tempDir();
const server = await startServer(`${dir}/db`);
const browser = await launch();
try {
  const P = await newPage(browser);
  await P.setViewportSize({ width: 1600, height: 1000 });
  await register(P, server.base, "ann");
  const token = await P.evaluate(() => localStorage.getItem(Object.keys(localStorage).find((k) => /token/i.test(k))));
  const g = await call(server.base, token, "POST", "/api/games", { game: "stccg1e", opponent: "computer", seed: 8, max_turns: 40 });
  await P.goto(`${server.base}#/game/${g.game.id}`);
  const choose = policy(rng(8), [/Plasma Fire/, /^move/, /^attempt/, /^Report (U\.S\.S|Runabout)/, /^beam-all/, /^report/], 10);
  const s = await playUntil(server.base, g.game.id, [token], choose,
    (x) => x.observation.spaceline.some((L) => L.space.some((c) => c.damaged)) && x.legal?.length, 3000);
  await waitStep(P, s.step);
  await P.waitForTimeout(1500); // the card texts' tooltips
  await P.screenshot({ path: `${out}/fe-table-1600.png`, fullPage: true });
  await P.setViewportSize({ width: 390, height: 844 });
  await P.waitForTimeout(300);
  await P.screenshot({ path: `${out}/fe-table-390.png` });

  const T = await newPage(browser);
  await T.setViewportSize({ width: 1280, height: 900 });
  await register(T, server.base, "tess");
  const tt = await T.evaluate(() => localStorage.getItem(Object.keys(localStorage).find((k) => /token/i.test(k))));
  const tg = await call(server.base, tt, "POST", "/api/games", { game: "talespin", opponents: ["computer", "computer", "computer"], seed: 5 });
  await T.goto(`${server.base}#/game/${tg.game.id}`);
  await playUntil(server.base, tg.game.id, [tt], policy(rng(5), [], 3), (x) => x.turn >= 6 && x.legal?.length, 400);
  await T.reload();
  await T.waitForSelector("[data-testid=ts-board]");
  await T.waitForTimeout(800);
  await T.screenshot({ path: `${out}/talespin-board.png` });
  console.log(`screenshots written to ${out}`);
} finally {
  await browser.close();
  server.proc.kill();
  removeDir(dir);
}
