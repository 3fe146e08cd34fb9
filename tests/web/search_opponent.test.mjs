// A game against the computer's search agent, made from the lobby (issue 23 part 7, issue 24 part 6;
// docs/web-client.md): the lobby offers the search levels where the game can search, with the quick
// heuristic opponent chosen by default; a TaleSpin game against "search, easy" (ismcts-easy) is
// created by clicking, and the computer's searched moves arrive while the person plays on.
import { check, clickOnce, failed, launch, newPage, register, removeDir, require_, startServer, tempDir, view } from "./lib.mjs";

const dir = tempDir();
const server = await startServer(`${dir}/db`);
const browser = await launch();
const started = Date.now();
try {
  const P = await newPage(browser);
  await register(P, server.base, "stella");
  await P.goto(`${server.base}#/lobby`);
  await P.selectOption("[data-testid=module]", "talespin");
  const options = await P.$$eval("[data-testid=agent] option", (os) => os.map((o) => ({ value: o.value, label: o.textContent, selected: o.selected })));
  const labels = Object.fromEntries(options.map((o) => [o.value, o.label]));
  check(labels["ismcts-easy"] === "search, easy" && labels.ismcts === "search, normal" && labels["ismcts-hard"] === "search, hard",
    `the lobby offers the three search levels: ${JSON.stringify(labels)}`);
  check(options.find((o) => o.selected)?.value === "heuristic", "the quick heuristic opponent is chosen by default");
  await P.selectOption("[data-testid=agent]", "ismcts-easy");
  await P.fill("[data-testid=seed]", "4");
  await P.fill("[data-testid=max_turns]", "6");
  await P.click("[data-testid=create]");
  await P.waitForSelector("[data-testid=table]");
  const id = Number(P.url().match(/#\/game\/(\d+)/)[1]);
  check(/computer \(ismcts-easy\)/.test(await P.textContent("[data-testid=game-header]")), `game #${id}: the opponent is the search agent`);
  // Whether the page ever says the computer is thinking (a search of "easy" may be over before
  // the state saying so is drawn, so this is reported, not required).
  await P.evaluate(() => {
    window.sawThinking = false;
    new MutationObserver(() => {
      if (document.querySelector("[data-testid=thinking]")) window.sawThinking = true;
    }).observe(document.body, { childList: true, subtree: true });
  });

  const turnClicks = new Map();
  let computerMoves = 0;
  for (let i = 0; i < 80 && computerMoves < 3; i++) {
    await P.waitForFunction(() => document.querySelector("[data-testid=result]") || document.querySelector("[data-testid=all-actions]"), null, { timeout: 60000 });
    if ((await view(P)).result) break;
    const before = Number((await view(P)).step);
    const key = await clickOnce(P, turnClicks);
    if (!key) continue;
    // Our turn again (or the end): every step beyond our own click was the computer's.
    await P.waitForFunction(() => document.querySelector("[data-testid=result]") || document.querySelector("[data-testid=all-actions]"), null, { timeout: 60000 });
    const after = Number((await view(P)).step);
    if (after > before + 1) computerMoves += after - before - 1;
    const err = (await view(P)).error;
    if (err) check(false, `no error after clicking ${key}: ${err}`);
  }
  require_(computerMoves > 0, `the search agent moved (${computerMoves} of its moves seen)`);
  const sawThinking = await P.evaluate(() => window.sawThinking);
  console.log(`  (the "thinking" line was ${sawThinking ? "" : "not "}seen)`);
} finally {
  await browser.close();
  server.proc.kill();
  removeDir(dir);
}
console.log(`search_opponent: ${failed()} failed, ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed() ? 1 : 0);
