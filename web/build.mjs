// Builds the web client into dist/: one bundle (esbuild) plus the page and its style sheet.
// Type checking is `tsc --noEmit` (npm run build runs it first).
import { build } from "esbuild";
import { copyFileSync, mkdirSync, rmSync } from "node:fs";
import { writeIndexes } from "./card_index.mjs";

rmSync("dist", { recursive: true, force: true });
mkdirSync("dist", { recursive: true });
await build({
  entryPoints: ["src/main.ts"],
  bundle: true,
  outfile: "dist/app.js",
  format: "esm",
  target: "es2020",
  sourcemap: true,
  minify: false,
  logLevel: "warning",
});
copyFileSync("index.html", "dist/index.html");
copyFileSync("style.css", "dist/style.css");
writeIndexes("../data", "dist"); // the deck builder's card search and bundled decks
console.log("web client built into web/dist/");
