// One person against two computers, by clicking, to the end: TaleSpin for three with a turn limit of 6
// (the game ends by score at the limit, so the test takes seconds, not minutes; a First Edition
// game ends when someone reaches 100 points or a deck runs out, far too long for a test). Then
// the finished game is replayed step by step, and the deck builder checks and saves a deck.
import { check, clickOnce, failed, launch, newPage, register, removeDir, require_, startServer, tempDir, view } from "./lib.mjs";

const dir = tempDir();
const server = await startServer(`${dir}/db`);
const browser = await launch();
const started = Date.now();
try {
  const P = await newPage(browser);
  await register(P, server.base, "dana");
  await P.goto(`${server.base}#/lobby`);
  await P.selectOption("[data-testid=module]", "talespin");
  await P.selectOption("[data-testid=players]", "3");
  check(await P.isVisible("[data-testid=opponent-3]"), "three players: a third seat to fill");
  check(!(await P.isVisible("[data-testid=opponent-4]")), "three players: no fourth seat");
  await P.selectOption("[data-testid=opponent]", "computer");
  await P.selectOption("[data-testid=opponent-3]", "computer");
  await P.fill("[data-testid=seed]", "3");
  await P.fill("[data-testid=max_turns]", "6");
  await P.click("[data-testid=create]");
  await P.waitForSelector("[data-testid=table]");
  const id = Number(P.url().match(/#\/game\/(\d+)/)[1]);
  check(id > 0, `game #${id} against the computer started`);
  check(/you/.test(await P.textContent("[data-testid=my-side]")), "the generic table shows your seat");
  check((await P.$$("[data-testid=side-1], [data-testid=side-2]")).length === 2, "and the two computers' seats");

  const turnClicks = new Map();
  let clicks = 0;
  for (let i = 0; i < 300; i++) {
    if ((await view(P)).result) break;
    await P.waitForFunction(() => document.querySelector("[data-testid=result]") || document.querySelector("[data-testid=all-actions]"));
    if ((await view(P)).result) break;
    const key = await clickOnce(P, turnClicks);
    if (key) clicks++;
    const err = (await view(P)).error;
    if (err) check(false, `no error after clicking ${key}: ${err}`);
  }
  const end = await view(P);
  require_(!!end.result, `the game ended after ${clicks} clicks: ${end.result}`);
  check(/turn limit|played cargo/.test(end.result), "the result gives the reason");

  // The finished game is listed and replayed step by step.
  await P.goto(`${server.base}#/lobby`);
  await P.click(`[data-testid=replay-${id}]`);
  await P.waitForFunction(() => /^0 \/ \d+$/.test(document.querySelector("[data-testid=replay-step]")?.textContent ?? ""));
  const total = Number((await P.textContent("[data-testid=replay-step]")).split("/")[1]);
  check(total === Number(end.step), `the replay has all ${total} steps`);
  await P.click("[data-testid=replay-next]");
  await P.waitForFunction(() => /^1 \//.test(document.querySelector("[data-testid=replay-step]")?.textContent ?? ""));
  await P.click("[data-testid=replay-last]");
  await P.waitForFunction((t) => document.querySelector("[data-testid=replay-step]")?.textContent === `${t} / ${t}`, total);
  check(/Game over/.test(await P.textContent("[data-testid=replay-info]")), "the last step shows the end");
  const half = Math.floor(total / 2);
  await P.$eval("[data-testid=replay-slider]", (el, v) => {
    el.value = String(v);
    el.dispatchEvent(new Event("input", { bubbles: true }));
  }, half);
  await P.waitForFunction((t) => (document.querySelector("[data-testid=replay-step]")?.textContent ?? "").startsWith(`${t} /`), half);
  check(true, `the slider goes to step ${half}`);
  await P.click("[data-testid=replay-first]");
  await P.waitForFunction(() => /^0 \//.test(document.querySelector("[data-testid=replay-step]")?.textContent ?? ""));
  check(true, "first, previous, next, last and the slider move the replay");

  // The deck builder: a pasted deck is checked with deck check's messages, saved and deleted.
  await P.goto(`${server.base}#/decks`);
  await P.selectOption("[data-testid=deck-game]", "stccg1e");
  await P.fill("[data-testid=deck-name]", "Tiny");
  await P.fill("[data-testid=deck-text]", "name: Tiny\n[seed]\n1 Study Nebula\n[draw]\n1 Jean-Luc Picard\n1 No Such Card Anywhere\n");
  await P.click("[data-testid=deck-check]");
  await P.waitForSelector("[data-testid=deck-report]");
  const report = await P.textContent("[data-testid=deck-report]");
  check(/error:/.test(report) && /may not be played/.test(report), `the check shows deck check's errors: ${report.slice(0, 160)}…`);
  await P.click("[data-testid=deck-save]");
  await P.waitForSelector("[data-testid=deck-list] a:text('Tiny')");
  check(true, "the deck is saved and listed");
  P.once("dialog", (d) => d.accept());
  await P.click("[data-testid=deck-delete]");
  await P.waitForFunction(() => !/Tiny/.test(document.querySelector("[data-testid=deck-list]")?.textContent ?? ""));
  check(true, "the deck is deleted");
} catch (e) {
  check(false, `the test ran to its end: ${e.stack ?? e}`);
} finally {
  await browser.close();
  server.proc.kill("SIGKILL");
  removeDir(dir);
}
console.log(`${failed() ? "FAILED" : "passed"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed() ? 1 : 0);
