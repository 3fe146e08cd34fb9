// Two people play First Edition in their browsers by clicking, while a third watches:
// - alice creates a game against a person, bob joins, both play at least five turns each;
// - mid-game one reloads and is back at the same decision (same step, prompt and choices);
// - at several points neither the spectator's nor the opponent's page contains a card name
//   hidden in a player's hand;
// - the server is killed with kill -9, restarted on the same database, and after a reload
//   every page is at the same decision with nothing lost; the game then goes on.
import {
  check, clickCounts, clickOnce, failed, kill9, launch, newPage, register, removeDir, require_, startServer, tempDir, view, waitStep,
} from "./lib.mjs";

const TURNS = 11; // the turn counter counts each player's turn: turn 11 means 5 whole turns each

const dir = tempDir();
const db = `${dir}/db`;
let server = await startServer(db);
const browser = await launch();
const started = Date.now();
try {
  const A = await newPage(browser), B = await newPage(browser), C = await newPage(browser);
  await register(A, server.base, "alice");
  await register(B, server.base, "bob");
  await register(C, server.base, "carol");

  // alice creates a game against a person.
  await A.goto(`${server.base}#/lobby`);
  await A.selectOption("[data-testid=module]", "stccg1e");
  await A.selectOption("[data-testid=opponent]", "person");
  await A.fill("[data-testid=seed]", "7");
  await A.click("[data-testid=create]");
  await A.waitForSelector("[data-testid=waiting]");
  const id = Number(A.url().match(/#\/game\/(\d+)/)[1]);
  check(id > 0, `alice's game #${id} waits for a second player`);

  // bob joins from the lobby; carol watches it from the running games.
  await B.goto(`${server.base}#/lobby`);
  await B.selectOption(`[data-testid=join-deck-${id}]`, "klingon-premiere");
  await B.click(`[data-testid=join-${id}]`);
  await B.waitForSelector("[data-testid=prompt]");
  check(B.url().endsWith(`#/game/${id}`), "bob joined and sees the game");
  await C.goto(`${server.base}#/lobby`);
  await C.click(`[data-testid=watch-${id}]`);
  await C.waitForSelector("[data-testid=table]");
  await C.waitForFunction(() => /spectator/.test(document.querySelector("[data-testid=role]")?.textContent ?? ""));
  check(true, "carol watches as a spectator");

  const pages = [A, B];
  const names = ["alice", "bob"];
  const turnClicks = [new Map(), new Map()];
  const turnsPlayed = [new Set(), new Set()];
  let hiddenChecked = 0, reloaded = false, restarted = false, askedWhy = false;

  // Hidden names: the cards in one player's hand that their own page shows nowhere public.
  const hiddenCheck = async (label) => {
    const v = [await view(A), await view(B)], vc = await view(C);
    for (const p of [0, 1]) {
      const pub = await pages[p].evaluate(() =>
        [...document.querySelectorAll("[data-testid=table] .card .name")]
          .filter((e) => !e.closest("[data-testid=my-side]"))
          .map((e) => e.textContent));
      const hidden = v[p].hand.filter((n) => !pub.includes(n));
      const opp = v[1 - p];
      const around = (text, n) => (text.includes(n) ? ` (it does: …${text.slice(Math.max(0, text.indexOf(n) - 200), text.indexOf(n) + 60)}…)` : "");
      for (const n of hidden) {
        if (!opp.mySide.includes(n))
          check(!opp.textNoCitations.includes(n), `${label}: ${names[1 - p]}'s page does not show '${n}' from ${names[p]}'s hand${around(opp.textNoCitations, n)}`);
        check(!vc.textNoCitations.includes(n), `${label}: the spectator's page does not show '${n}' from ${names[p]}'s hand${around(vc.textNoCitations, n)}`);
        hiddenChecked++;
      }
    }
  };
  const sameStep = async () => {
    const steps = await Promise.all([A, B].map(async (p) => Number((await view(p)).step)));
    const s = Math.max(...steps);
    for (const p of [A, B, C]) await waitStep(p, s);
    return s;
  };
  const turnOf = async (p) => Number(((await p.textContent("[data-testid=game-header]")) ?? "").match(/turn (\d+)/)?.[1] ?? 0);

  let clicks = 0;
  for (let i = 0; i < 400; i++) {
    const turn = await turnOf(A);
    if (turn >= TURNS) break;
    let acted = false;
    for (const p of [0, 1]) {
      const before = await view(pages[p]);
      if (!before.keys.length) continue;
      // Once in a play phase: "Why can't I?" is answered by the engine.
      if (!askedWhy && turn >= 2 && /card play/.test(before.prompt ?? "")) {
        await pages[p].click("[data-testid=why-button]");
        await pages[p].waitForSelector("[data-testid=why] h3");
        const txt = await pages[p].textContent("[data-testid=why]");
        check(txt.length > 30, `"Why can't I?" answers: ${txt.slice(0, 120).replace(/\s+/g, " ")}…`);
        askedWhy = true;
      }
      const key = await clickOnce(pages[p], turnClicks[p]);
      if (key) {
        acted = true;
        clicks++;
        if (turn >= 1) turnsPlayed[p].add(turn);
        const err = (await view(pages[p])).error;
        if (err) check(false, `no error after clicking ${key}: ${err}`);
      }
    }
    require_(acted, `someone can act at step ${(await view(A)).step}`);
    const step = await sameStep();
    if (i % 7 === 0) await hiddenCheck(`step ${step}, turn ${turn}`);

    // Mid-game: the deciding player reloads and is back at the same decision.
    if (!reloaded && turn >= 4) {
      const p = (await view(A)).keys.length ? A : B;
      const was = await view(p);
      await p.reload();
      // (a timeout here is reported by the check below, with what the page shows instead)
      await waitStep(p, Number(was.step)).catch(() => {});
      await p.waitForSelector("[data-testid=all-actions]", { timeout: 5000 }).catch(() => {});
      const now = await view(p);
      check(now.step === was.step && now.prompt === was.prompt && JSON.stringify(now.labels) === JSON.stringify(was.labels),
        `after a reload: the same step (${was.step} → ${now.step}), prompt ("${was.prompt}" → "${now.prompt}") and choices (${was.labels.length} → ${now.labels.length})`);
      require_(now.step === was.step, "the reloaded page is back in the game");
      reloaded = true;
    }

    // kill -9 the server mid-game, restart it on the same database and port, reload the pages.
    if (!restarted && turn >= 7) {
      const was = [await view(A), await view(B), await view(C)];
      await kill9(server);
      for (const p of [A, B]) await p.waitForSelector("[data-testid=conn].lost");
      check(true, "the pages see the connection lost");
      server = await startServer(db, server.port);
      for (const p of [A, B, C]) {
        await p.reload();
        await waitStep(p, Number(was[0].step)).catch(() => {});
      }
      await (was[0].keys.length ? A : B).waitForSelector("[data-testid=all-actions]", { timeout: 5000 }).catch(() => {});
      const now = [await view(A), await view(B), await view(C)];
      for (const [k, who] of [[0, "alice"], [1, "bob"], [2, "the spectator"]]) {
        check(now[k].step === was[k].step && now[k].prompt === was[k].prompt &&
          JSON.stringify(now[k].labels) === JSON.stringify(was[k].labels) && now[k].logLines === was[k].logLines,
          `after kill -9 and a restart, ${who} is at the same decision (step ${was[k].step} → ${now[k].step}, choices ${was[k].labels.length} → ${now[k].labels.length}, log lines ${was[k].logLines} → ${now[k].logLines})`);
      }
      require_(now[0].step === was[0].step, "the game is back after the restart");
      restarted = true;
    }
  }
  await hiddenCheck("the end");
  const turn = await turnOf(A);
  check(turn >= TURNS, `the game reached turn ${turn} (${clicks} clicks)`);
  for (const p of [0, 1]) check(turnsPlayed[p].size >= 5, `${names[p]} clicked in ${turnsPlayed[p].size} turns (at least 5)`);
  check(clickCounts.cardThenTarget > 0 && clickCounts.direct > 0 && clickCounts.fallbackList > 0,
    `decisions by card then target: ${clickCounts.cardThenTarget}, by one button: ${clickCounts.direct}, from the full list: ${clickCounts.fallbackList}`);
  check(hiddenChecked >= 10, `${hiddenChecked} hidden hand cards were looked for on the other pages`);
  check(reloaded && restarted, "the reload and the restart happened");
} catch (e) {
  check(false, `the test ran to its end: ${e.stack ?? e}`);
} finally {
  await browser.close();
  server.proc.kill("SIGKILL");
  removeDir(dir);
}
console.log(`${failed() ? "FAILED" : "passed"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed() ? 1 : 0);
