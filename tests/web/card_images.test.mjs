// Optional card images (issue 24 part 5; docs/web-client.md, "Card images"), checked through the
// page: a server started with --card-images FOLDER serves the image of the one card the folder
// has (Study Nebula, PR-study-nebula), and the First Edition table shows it beside that card's
// frame and, larger, in the card's panel; every other card, which has no image there, keeps its
// frame alone (its image element takes itself away). A file the folder must not serve (a link
// out of it) answers 404, and the page's Content-Security-Policy allows images from the server only.
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { check, failed, launch, newPage, register, removeDir, require_, startServer, tempDir } from "./lib.mjs";
import { call, playUntil, policy, rng } from "./api_play.mjs";

// A 1x1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const dir = tempDir();
mkdirSync(`${dir}/images/stccg1e`, { recursive: true });
writeFileSync(`${dir}/images/stccg1e/PR-study-nebula.png`, PNG);
writeFileSync(`${dir}/secret.png`, PNG);
symlinkSync(`${dir}/secret.png`, `${dir}/images/stccg1e/PR-archer.png`);
const server = await startServer(`${dir}/db`, 0, ["--card-images", `${dir}/images`]);
const browser = await launch();

try {
  const cfg = await (await fetch(`${server.base}api/card-images`)).json();
  check(cfg.source === "folder" && cfg.template === "/card-images/{game}/{id}", `GET /api/card-images names the folder (${JSON.stringify(cfg)})`);
  const img = await fetch(`${server.base}card-images/stccg1e/PR-study-nebula`);
  check(img.status === 200 && img.headers.get("content-type") === "image/png", `the image is served as image/png (${img.status})`);
  check(/img-src 'self' data:;/.test(img.headers.get("content-security-policy") ?? ""), "images may come from the server itself only");
  const out = await fetch(`${server.base}card-images/stccg1e/PR-archer`);
  check(out.status === 404, `a link leading out of the folder is not served (${out.status})`);

  const P = await newPage(browser);
  await P.setViewportSize({ width: 1280, height: 900 });
  await register(P, server.base, "ann");
  const token = await P.evaluate(() => localStorage.getItem(Object.keys(localStorage).find((k) => /token/i.test(k))));
  require_(!!token, "the page keeps the session token");
  const g = await call(server.base, token, "POST", "/api/games", { game: "stccg1e", opponent: "computer", seed: 8, max_turns: 40 });
  const id = g.game.id;
  await P.goto(`${server.base}#/game/${id}`);
  await P.waitForSelector("[data-testid=table]");
  // Seeding done: Study Nebula (Federation Premiere's) is on the spaceline with the other missions.
  const s = await playUntil(server.base, id, [token], policy(rng(8), [], 10), (x) => x.observation.spaceline.length === 12, 400);
  require_(s, "seeding puts 12 missions on the spaceline");
  await P.waitForFunction(() => document.querySelectorAll("[data-testid=spaceline] .location").length === 12);
  await P.waitForFunction(() => {
    const t = document.querySelector(".card[data-id='PR-study-nebula'] img.card-thumb");
    return t && t.complete && t.naturalWidth === 1;
  }, null, { timeout: 10000 }).catch(() => {});
  const shown = await P.evaluate(() => {
    const withImage = [...document.querySelectorAll(".card[data-id] img.card-thumb")].map((i) => i.closest(".card").dataset.id);
    const cards = document.querySelectorAll(".card[data-id]").length;
    return { withImage, cards };
  });
  check(shown.withImage.includes("PR-study-nebula"), `Study Nebula shows its image beside its frame (${shown.withImage.join(", ")})`);
  // Every other card asked for an image the folder does not have; each took itself away.
  await P.waitForFunction(() => [...document.querySelectorAll("img.card-thumb")].every((i) => i.complete), null, { timeout: 10000 }).catch(() => {});
  const left = await P.evaluate(() => [...document.querySelectorAll("img.card-thumb")].map((i) => i.closest(".card").dataset.id));
  check(left.length === 1 && left[0] === "PR-study-nebula", `no other card (of ${shown.cards}) keeps an image element (${left.join(", ")})`);
  await P.click(".card[data-id='PR-study-nebula']");
  const large = await P.waitForFunction(() => {
    const i = document.querySelector("#card-detail img.card-image-large");
    return i && i.complete && i.naturalWidth === 1;
  }, null, { timeout: 10000 }).then(() => true, () => false);
  check(large, "the card's panel shows its image, larger");
} finally {
  await browser.close();
  server.proc.kill();
  removeDir(dir);
}
const f = failed();
console.log(f ? `card_images: ${f} check(s) FAILED` : "card_images: every check passed");
process.exit(f ? 1 : 0);
