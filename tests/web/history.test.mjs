// The history and the replay links (issue 24), through the page:
// - alice finishes a game; the history lists it, among her games and everyone's, with its result;
// - its replay link "as alice saw it" opens the replay from her seat, to the end;
// - the link to share opens the same view in another browser that is not logged in, and the
//   public view there says it is the public one.
import { check, failed, launch, newPage, register, removeDir, require_, startServer, tempDir } from "./lib.mjs";
import { call, playUntil, policy, rng } from "./api_play.mjs";

const dir = tempDir();
const server = await startServer(`${dir}/db`);
const browser = await launch();
try {
  const A = await newPage(browser);
  await register(A, server.base, "alice");
  const token = await A.evaluate(() => localStorage.getItem("spaceline.token"));
  const g = await call(server.base, token, "POST", "/api/games", { game: "talespin", agent: "random", seed: 4, max_turns: 2 });
  const id = g.game.id;
  const end = await playUntil(server.base, id, [token], policy(rng(1)), (s) => !!s.result);
  require_(end && end.result, `alice's game #${id} is over`);
  const names = ["alice", "computer (random)"];
  const best = Math.max(...end.result.returns);
  const winners = end.result.returns.map((v, i) => (v === best && v > 0 ? names[i] : null)).filter((n) => n);
  const expected = winners.length === 0 || winners.length === 2 ? "a draw" : `${winners[0]} won`;

  await A.click("[data-testid=history-link]");
  await A.waitForSelector(`[data-testid=history-mine] li[data-game="${id}"]`);
  const mine = await A.textContent(`[data-testid=history-mine] [data-testid=history-result-${id}]`);
  check(mine.includes(expected) && mine.includes(`scores ${end.result.scores.join(" : ")}`),
    `the history lists the finished game #${id} with its result: "${mine}" (expected "${expected}")`);
  const all = await A.waitForSelector(`[data-testid=history-all] li[data-game="${id}"]`);
  check((await all.textContent()).includes("alice"), "everyone's history lists it too, with its players");

  await A.click(`[data-testid=history-mine] [data-testid=history-replay-${id}-seat-0]`);
  await A.waitForFunction(() => /as alice saw it/.test(document.querySelector("[data-testid=replay-seat]")?.textContent ?? ""));
  check(A.url().includes(`#/replay/${id}/0?seat=0`), `the replay link opens the replay as alice saw it (${A.url()})`);
  await A.click("[data-testid=replay-last]");
  await A.waitForFunction(() => /Game over/.test(document.querySelector("[data-testid=replay-info]")?.textContent ?? ""));
  check(true, "the replay goes to the end of the game");
  const link = await A.inputValue("[data-testid=replay-link]");
  check(/\/#\/replay\/\d+\/\d+\?seat=0$/.test(link), `the page gives the link to share: ${link}`);

  // Someone else, not logged in, opens the shared link: the same seat's view.
  const B = await newPage(browser);
  await B.goto(link);
  await B.waitForFunction(() => /as alice saw it/.test(document.querySelector("[data-testid=replay-seat]")?.textContent ?? ""));
  check(/Game over/.test(await B.textContent("[data-testid=replay-info]")), "the shared link opens the same step as alice saw it, for anyone");
  await B.click("[data-testid=replay-as-public]");
  await B.waitForFunction(() => /public view/.test(document.querySelector("[data-testid=replay-seat]")?.textContent ?? ""));
  check(B.url().includes("seat=public"), "and offers the public view");
} catch (e) {
  check(false, `the test ran to the end: ${e.stack ?? e}`);
} finally {
  await browser.close();
  server.proc.kill("SIGKILL");
  removeDir(dir);
}
process.exit(failed() ? 1 : 0);
