// The deck builder (issue 24 part 4), checked through the page: card search by name, type,
// affiliation, skill and set; starting from a bundled deck; "1x Card", "1 Card" and bare names;
// errors that name the line and never a file (also after saving, when the server checks the saved
// deck again); a saved deck that may not be played is marked so in the deck list and the lobby.
import { check, failed, launch, newPage, register, removeDir, startServer, tempDir } from "./lib.mjs";

const dir = tempDir();
const server = await startServer(`${dir}/db`);
const browser = await launch();
const started = Date.now();
const report = (P) => P.textContent("[data-testid=deck-report]");

try {
  const P = await newPage(browser);
  await register(P, server.base, "dora");
  await P.goto(`${server.base}#/decks`);
  await P.selectOption("[data-testid=deck-game]", "stccg1e");

  // Search.
  await P.waitForFunction(() => document.querySelectorAll("[data-testid=search-results] li").length > 1);
  await P.fill("[data-testid=search-name]", "picard");
  let names = await P.$$eval("[data-testid=search-results] [data-add]", (b) => b.map((x) => x.getAttribute("data-add")));
  check(names.includes("Jean-Luc Picard") && names.every((n) => /picard/i.test(n)), `by name: ${names.join(", ")}`);
  await P.fill("[data-testid=search-name]", "");
  await P.selectOption("[data-testid=search-type]", "personnel");
  await P.selectOption("[data-testid=search-affiliation]", "klingon");
  await P.fill("[data-testid=search-skill]", "diplomacy");
  await P.selectOption("[data-testid=search-set]", "Premiere");
  const rows = await P.$$eval("[data-testid=search-results] li:not(.count)", (li) => li.map((x) => x.textContent));
  check(rows.length > 0 && rows.every((r) => /personnel/.test(r) && /klingon/.test(r) && /Diplomacy/.test(r) && /Premiere/.test(r)),
    `by type, affiliation, skill and set: ${rows.length} cards (${rows[0] ?? "none"})`);
  await P.click("[data-testid=search-results] [data-add]");
  check(/^1 \S/.test(await P.inputValue("[data-testid=deck-text]")), "+ adds a line to the deck");

  // A bundled deck to start from, then "1x" lines and a bare name.
  await P.selectOption("[data-testid=deck-start]", "federation-premiere");
  await P.waitForFunction(() => /may be played/.test(document.querySelector("[data-testid=deck-playable]")?.textContent ?? ""));
  const bundled = await P.inputValue("[data-testid=deck-text]");
  check(/\[seed\]/.test(bundled) && /Federation Premiere/.test(bundled), "starting from a bundled deck fills in its text, and it may be played");
  const lines = bundled.split("\n");
  const xed = lines.map((l, i) => (/^\d+ /.test(l) ? (i % 2 ? l.replace(/^(\d+) /, "$1x ") : l) : l));
  const bare = xed.findIndex((l) => /^1x? /.test(l));
  xed[bare] = xed[bare].replace(/^1x? /, "");
  await P.fill("[data-testid=deck-text]", xed.join("\n"));
  await P.click("[data-testid=deck-check]");
  await P.waitForFunction(() => document.querySelector("[data-testid=deck-report]"));
  check(/may be played/.test(await P.textContent("[data-testid=deck-playable]")), `"1x Card", "1 Card" and "${xed[bare]}" (a bare name) read alike: ${(await report(P)).slice(0, 120)}`);

  // Errors: the line, never a path.
  const bad = "name: Broken\n[seed]\n1 Study Nebula\ntwo Worf\n[draw]\n2x No Such Card\n[sideboard]\n";
  await P.fill("[data-testid=deck-name]", "Broken");
  await P.fill("[data-testid=deck-text]", bad);
  for (const [what, button] of [["checked", "deck-check"], ["saved", "deck-save"], ["saved again", "deck-save"]]) {
    await P.click(`[data-testid=${button}]`);
    await P.waitForFunction(() => /error/.test(document.querySelector("[data-testid=deck-errors]")?.textContent ?? ""));
    const errors = await P.$$eval("[data-testid=deck-errors] li", (li) => li.map((x) => x.textContent));
    check(errors.some((e) => /^error: line 4: /.test(e)) && errors.some((e) => /^error: line 6: unknown card 'No Such Card'/.test(e)) && errors.some((e) => /^error: line 7: /.test(e)),
      `${what}: each error names its line (${errors.join(" | ")})`);
    check(errors.every((e) => !/\.deck\b|\/|decks\b/.test(e)), `${what}: no error names a file or folder`);
  }
  await P.waitForFunction(() => /may not be played/.test(document.querySelector("[data-testid=deck-list]")?.textContent ?? ""));
  check(/Broken.*may not be played/.test(await P.textContent("[data-testid=deck-list]")), "the saved deck is marked as one that may not be played");
  await P.goto(`${server.base}#/lobby`);
  await P.selectOption("[data-testid=module]", "stccg1e");
  const options = await P.$$eval("select option", (o) => o.map((x) => x.textContent));
  check(options.some((o) => /my deck: Broken — may not be played/.test(o)), "the lobby's deck list marks it too");
} finally {
  await browser.close();
  server.proc.kill();
  removeDir(dir);
}
console.log(`deck_builder: ${failed()} failed, ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed() ? 1 : 0);
