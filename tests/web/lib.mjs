// Helpers of the browser tests: a real `spaceline serve` on a temporary database, headless
// chromium through playwright-core, and the clicks a player makes in the page.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(join(here, "../../web/package.json"));
const { chromium } = require("playwright-core");

export const BIN = process.env.SPACELINE_BIN;
export const WEB = process.env.SPACELINE_WEB;
if (!BIN || !WEB) throw new Error("run through tests/web/run.sh (SPACELINE_BIN and SPACELINE_WEB are not set)");

let failures = 0;
export function check(ok, what) {
  if (ok) console.log(`  ok: ${what}`);
  else {
    failures++;
    console.log(`  FAILED: ${what}`);
  }
}
export function require_(ok, what) {
  check(ok, what);
  if (!ok) throw new Error(`cannot go on: ${what}`);
}
export function failed() {
  return failures;
}

export function tempDir() {
  return mkdtempSync(join(tmpdir(), "spaceline-web-"));
}
export function removeDir(d) {
  rmSync(d, { recursive: true, force: true });
}

// Every server started, killed when this process exits however it ends (an exception, or a
// closed output pipe), so no server outlives its test.
const servers = new Set();
process.on("exit", () => {
  for (const p of servers) if (p.exitCode === null) p.kill("SIGKILL");
});

// Starts the server (with `extra` options of `spaceline serve`); resolves with {proc, base, port}
// once it prints its address.
export function startServer(db, port = 0, extra = []) {
  return new Promise((resolve, reject) => {
    const proc = spawn(BIN, ["serve", "--port", String(port), "--db", db, "--web", WEB, ...extra], { stdio: ["ignore", "pipe", "pipe"] });
    servers.add(proc);
    let out = "";
    const timer = setTimeout(() => reject(new Error(`the server printed no address in 20 s: ${out}`)), 20000);
    proc.stdout.on("data", (d) => {
      out += d;
      const m = out.match(/http:\/\/127\.0\.0\.1:(\d+)\//);
      if (m) {
        clearTimeout(timer);
        resolve({ proc, base: m[0], port: Number(m[1]) });
      }
    });
    proc.stderr.on("data", (d) => (out += d));
    proc.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}): ${out}`));
    });
  });
}
export function kill9(server) {
  return new Promise((resolve) => {
    server.proc.removeAllListeners("exit");
    server.proc.on("exit", () => resolve());
    server.proc.kill("SIGKILL");
  });
}

export async function launch() {
  const args = process.getuid && process.getuid() === 0 ? ["--no-sandbox"] : [];
  return chromium.launch({ executablePath: process.env.SPACELINE_CHROMIUM, headless: true, args });
}

// A new browser context (its own localStorage: another person or device) with a page.
export async function newPage(browser) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  page.setDefaultTimeout(15000);
  page.on("pageerror", (e) => check(false, `no script error in the page: ${e.message}`));
  return page;
}

export async function register(page, base, name) {
  await page.goto(`${base}#/login`);
  await page.fill("[data-testid=name]", name);
  await page.fill("[data-testid=password]", `password-${name}`);
  await page.click("[data-testid=register]");
  await page.waitForSelector(`[data-testid=me]:text("${name}")`);
}

// What the page shows of the game now.
export async function view(page) {
  return page.evaluate(() => {
    const t = (sel) => document.querySelector(sel)?.textContent ?? null;
    const hand = [...document.querySelectorAll("[data-testid=my-hand] .card .name")].map((e) => e.textContent);
    const mySide = [...document.querySelectorAll("[data-testid=my-side] .card .name")].map((e) => e.textContent);
    const keys = [...document.querySelectorAll("[data-testid=all-actions] button[data-key]")].map((b) => b.getAttribute("data-key"));
    const labels = [...document.querySelectorAll("[data-testid=all-actions] button[data-key]")].map((b) => b.textContent);
    const busy = document.querySelector("[data-testid=decision]")?.classList.contains("busy") ?? false;
    return {
      step: t("[data-testid=step]"),
      prompt: t("[data-testid=prompt]"),
      role: t("[data-testid=role]"),
      result: t("[data-testid=result]"),
      error: document.getElementById("error")?.hidden ? null : t("#error"),
      logLines: document.querySelectorAll("[data-testid=log] li").length,
      hand,
      mySide,
      keys,
      labels,
      busy,
      text: document.body.innerText,
      // The text without each log line's closing rule citation ("(R-CARDRULE-4, CRD IV.7 Plasma
      // Fire; ...)"): a section title of the rules may share a card's name.
      textNoCitations: document.body.innerText
        .split("\n")
        .map((l) => l.replace(/\((?:[RDS][A-Z0-9]*-[A-Z0-9-]+)[^()]*\)\s*$/, ""))
        .join("\n"),
    };
  });
}

// Waits until the page shows `step` (a number) or later.
export async function waitStep(page, step) {
  await page.waitForFunction((s) => Number(document.querySelector("[data-testid=step]")?.textContent ?? -1) >= s, step);
}

const PASS = /^(pass|skip-play|end-turn|end)(:|$)/;

// How many decisions were made by picking a card, then its target (two clicks).
export const clickCounts = { cardThenTarget: 0, direct: 0, fallbackList: 0 };

// One click decision of a simple player: up to `eager` actions a turn that are not passing
// (the first card, then its first target), then pass / skip / end the turn. Returns the key
// clicked, or null when this page does not decide now.
export async function clickOnce(page, turnClicks, eager = 2) {
  const v = await view(page);
  if (!v.keys.length || v.busy) return null;
  const turn = (await page.evaluate(() => document.querySelector("[data-testid=game-header]")?.textContent ?? "")).match(/turn (\d+)/)?.[1] ?? "0";
  const n = turnClicks.get(turn) ?? 0;
  turnClicks.set(turn, n + 1);
  const passKey = v.keys.find((k) => PASS.test(k));
  const before = Number(v.step);
  let key;
  if (passKey && n >= eager) {
    key = passKey;
    clickCounts.fallbackList++;
    await page.click(`[data-testid=all-actions] summary`);
    await page.click(`[data-testid=all-actions] button[data-key="${passKey}"]`);
  } else {
    // The first choice that is not passing: a card (then its target) or an action on its own.
    const choices = page.locator("[data-testid=choices] > button");
    const count = await choices.count();
    let clicked = false;
    for (let i = 0; i < count && !clicked; i++) {
      const b = choices.nth(i);
      const k = await b.getAttribute("data-key");
      if (k && PASS.test(k) && count > 1) continue;
      if (k) {
        key = k;
        clickCounts.direct++;
        await b.click();
      } else {
        clickCounts.cardThenTarget++;
        await b.click(); // a card: its targets come next
        const t = page.locator("[data-testid=targets] button.target").first();
        key = await t.getAttribute("data-key");
        await t.click();
      }
      clicked = true;
    }
    if (!clicked) {
      key = v.keys[0];
      clickCounts.fallbackList++;
      await page.click(`[data-testid=all-actions] summary`);
      await page.click(`[data-testid=all-actions] button[data-key="${key}"]`);
    }
  }
  await waitStep(page, before + 1);
  return key;
}
