// A game's chat (issue 24), through the page:
// - alice's line reaches bob (the other player) and carol (a spectator);
// - a line holding <script> or <img onerror> is shown as written and never runs (no element made);
// - carol's line reaches spectators only while the game is played: neither player sees it;
// - after a reload the chat is there again (stored with the game).
import { check, failed, launch, newPage, register, removeDir, require_, startServer, tempDir } from "./lib.mjs";
import { call } from "./api_play.mjs";

const dir = tempDir();
const server = await startServer(`${dir}/db`);
const browser = await launch();
const lines = (page) => page.$$eval("[data-testid=chat-line]", (ls) => ls.map((l) => l.textContent));
const waitLine = (page, text) =>
  page.waitForFunction((t) => [...document.querySelectorAll("[data-testid=chat-line] .text")].some((e) => e.textContent === t), text);
const say = async (page, text) => {
  await page.fill("[data-testid=chat-input]", text);
  await page.click("[data-testid=chat-send]");
  await waitLine(page, text);
};
try {
  const [A, B, C] = [await newPage(browser), await newPage(browser), await newPage(browser)];
  await register(A, server.base, "alice");
  await register(B, server.base, "bob");
  await register(C, server.base, "carol");
  const tok = (p) => p.evaluate(() => localStorage.getItem("spaceline.token"));
  const g = await call(server.base, await tok(A), "POST", "/api/games", { game: "talespin", opponent: "person", seed: 3 });
  const id = g.game.id;
  await call(server.base, await tok(B), "POST", `/api/games/${id}/join`, {});
  for (const p of [A, B, C]) {
    await p.goto(`${server.base}#/game/${id}`);
    await p.waitForSelector("[data-testid=table]");
  }
  await C.waitForFunction(() => /spectator/.test(document.querySelector("[data-testid=role]")?.textContent ?? ""));

  const script = "<script>window.__pwned = 1</script>";
  const img = '<img src="x" onerror="window.__pwned = 2">';
  await say(A, "hello bob");
  await say(A, script);
  await say(A, img);
  for (const [p, who] of [[B, "bob, the other player"], [C, "carol, a spectator"]]) {
    await waitLine(p, img);
    const got = await lines(p);
    check(got.includes("alice: hello bob"), `alice's line reaches ${who}: ${JSON.stringify(got)}`);
    check(got.includes(`alice: ${script}`) && got.includes(`alice: ${img}`), `${who} sees the markup lines as written`);
  }
  await A.waitForTimeout(500); // an image's error (x is no image) would have fired by now
  for (const [p, who] of [[A, "alice"], [B, "bob"], [C, "carol"]]) {
    const ran = await p.evaluate(() => ({
      pwned: window.__pwned,
      elements: document.querySelectorAll("[data-testid=chat] script, [data-testid=chat] img").length,
    }));
    check(ran.pwned === undefined && ran.elements === 0, `on ${who}'s page no script ran and no element was made from a line (${JSON.stringify(ran)})`);
  }

  // The spectators' channel: carol's line reaches spectators only; bob's reply reaches everyone.
  await say(C, "carol in the stands");
  await say(B, "hi alice");
  await waitLine(A, "hi alice");
  await waitLine(C, "hi alice");
  for (const [p, who] of [[A, "alice"], [B, "bob"]])
    check(!(await lines(p)).some((l) => l.includes("carol in the stands")), `${who}, a player, does not see the spectators' chat`);
  check((await lines(C)).includes("carol (watching): carol in the stands"), "carol sees her line, marked as a spectator's");

  // Stored with the game: a reload brings it back.
  await A.reload();
  await waitLine(A, "hi alice");
  const again = await lines(A);
  check(again.length === 4 && again[0] === "alice: hello bob", `after a reload alice's page has the chat again: ${JSON.stringify(again)}`);
  require_(true, "done");
} catch (e) {
  check(false, `the test ran to the end: ${e.stack ?? e}`);
} finally {
  await browser.close();
  server.proc.kill("SIGKILL");
  removeDir(dir);
}
process.exit(failed() ? 1 : 0);
