// Debian's Chromium driven by playwright-core, which never downloads a browser of its own.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium, type Browser } from "playwright-core";

export const CHROMIUM_PATH = "/usr/bin/chromium";

export const hasChromium: boolean = existsSync(CHROMIUM_PATH);

// Without the background-networking flags Chromium opens connections of its own at start-up,
// which a machine without network refuses; only 127.0.0.1 is ever contacted.
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * A browser ES module as built (`browser.js`, the package; `browser-fetch.js`, toFetch); throws a
 * message saying how to build it when it is missing.
 */
export function readBrowserBuild(file: "browser.js" | "browser-fetch.js" | "browser-routes.js" = "browser.js"): string {
  const path = fileURLToPath(new URL(`../../dist/${file}`, import.meta.url));
  if (!existsSync(path)) {
    throw new Error(`${path} is missing: run \`npm run build\` at the repository root first`);
  }
  return readFileSync(path, "utf8");
}

/** A test page of this folder: page.html (the package) or routes-page.html (`fromRoutes`). */
export function readPage(file: "page.html" | "routes-page.html" = "page.html"): string {
  return readFileSync(fileURLToPath(new URL(file, import.meta.url)), "utf8");
}
