// Chess clocks (issue 24, part 3), through the page: alice creates a TaleSpin game against the
// computer with a 5-minute clock, on a server whose clock minute lasts one second (--clock-minute-ms,
// so the test waits 5 s, not 5 minutes). Her clock runs while she decides, the computer's never;
// she only chats, her time runs out, and the page says she lost on time. The replay shows the chat;
// the lobby lists the game with its clock and its result.
import { check, failed, launch, newPage, register, removeDir, require_, startServer, tempDir } from "./lib.mjs";

const dir = tempDir();
const server = await startServer(`${dir}/db`, 0, ["--clock-minute-ms", "1000", "--clock-check-ms", "50"]);
const browser = await launch();
try {
  const P = await newPage(browser);
  await register(P, server.base, "alice");
  await P.goto(`${server.base}#/lobby`);
  await P.selectOption("[data-testid=module]", "talespin");
  await P.selectOption("[data-testid=opponent]", "computer");
  await P.selectOption("[data-testid=clock_minutes]", "5");
  await P.click("[data-testid=create]");
  await P.waitForSelector("[data-testid=clock-0]");
  const id = Number(P.url().match(/#\/game\/(\d+)/)[1]);
  require_(id > 0, `game #${id} with a clock started`);
  const mine = await P.textContent("[data-testid=clock-0]");
  check(/alice \d:\d\d/.test(mine), `alice's clock shows her name and time: "${mine}"`);
  check(await P.$eval("[data-testid=clock-0]", (e) => e.classList.contains("running")), "alice's clock runs while she must decide");
  check(!(await P.$eval("[data-testid=clock-1]", (e) => e.classList.contains("running"))), "the computer's does not");
  await P.fill("[data-testid=chat-input]", "my clock is running");
  await P.click("[data-testid=chat-send]");
  const before = await P.textContent("[data-testid=clock-0]");
  await P.waitForTimeout(1500);
  const later = await P.textContent("[data-testid=clock-0]");
  check(before !== later, `the page counts alice's time down between messages ("${before}" → "${later}")`);
  check((await P.textContent("[data-testid=clock-1]")).includes("0:05"), "the computer's clock keeps its 5 (one-second) minutes");

  await P.waitForSelector("[data-testid=result]", { timeout: 15000 });
  const result = await P.textContent("[data-testid=result]");
  check(/alice \(seat 1\) ran out of time/.test(result) && /you lost/.test(result), `the page says alice lost on time: "${result}"`);
  check(await P.$eval("[data-testid=clock-0]", (e) => e.classList.contains("out")), "her clock shows 0:00, run out");
  check((await P.textContent("[data-testid=clock-0]")).includes("0:00"), "and reads 0:00");
  check(!(await P.$("[data-testid=your-turn]")), "nothing is left to decide");

  // The finished game's replay shows what was said, its chat closed (GET /api/games/ID/chat).
  await P.goto(`${server.base}#/replay/${id}/0`);
  await P.waitForFunction(() => [...document.querySelectorAll("[data-testid=chat-line] .text")].some((e) => e.textContent === "my clock is running"));
  check(true, "the replay shows the game's chat");
  check(await P.isDisabled("[data-testid=chat-input]"), "and nothing can be written there");

  await P.goto(`${server.base}#/lobby`);
  const row = await P.waitForSelector(`[data-testid=finished-games] li[data-game="${id}"]`);
  const text = await row.textContent();
  check(text.includes("clock 5 min"), `the lobby lists the finished game with its clock: "${text}"`);
} catch (e) {
  check(false, `the test ran to the end: ${e.stack ?? e}`);
} finally {
  await browser.close();
  server.proc.kill("SIGKILL");
  removeDir(dir);
}
process.exit(failed() ? 1 : 0);
