// Issue 34.1, one engine per app: `@scope/endpoint`'s entries as a bundler resolves them through the
// package's exports map. For a bundler ("browser" and "import" conditions) they share chunk files,
// so an app importing `endpoint` and `fromRoutes` ships the engine once; Node's "node" condition
// keeps one self-contained file per entry (docs/decisions.md, "One engine per app").
// Reads the package as built: run `npm run build` first.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

const FACADE = fileURLToPath(new URL("../packages/endpoint/", import.meta.url));
const require = createRequire(new URL("../package.json", import.meta.url));
/** What this test uses of esbuild (the one tsup uses; not a dependency of the root, so typed here). */
const esbuild = createRequire(require.resolve("tsup"))("esbuild") as {
  build(options: object): Promise<{ outputFiles: { text: string }[] }>;
};

/** Minified bytes of an app that imports `contents`, resolved from the facade's folder by its name (self-reference). */
async function appBytes(platform: "browser" | "neutral" | "node", contents: string): Promise<number> {
  if (!existsSync(`${FACADE}dist`)) throw new Error(`${FACADE}dist is missing: run \`npm run build\` at the repository root first`);
  const result = await esbuild.build({
    bundle: true,
    minify: true,
    format: "esm",
    platform,
    write: false,
    logLevel: "silent",
    stdin: { contents, resolveDir: FACADE, loader: "js" },
  });
  return result.outputFiles[0]?.text.length ?? 0;
}

const ENDPOINT = 'export { endpoint } from "@scope/endpoint";';
const FROM_ROUTES = 'export { fromRoutes } from "@scope/endpoint/routes";';

describe("34.1 one engine per app", () => {
  // With one engine, `endpoint` adds to `fromRoutes` only its GitHub defaults; with two, a whole
  // second engine (before issue 34: 12,800 minified bytes in a browser build, nine tenths of `endpoint`).
  it.each([
    ["browser", { shipsTheEngineOnce: true }],
    ["neutral", { shipsTheEngineOnce: true }],
    ["node", { shipsTheEngineOnce: false }],
  ] as const)("34.1: a bundle for platform %s of endpoint and fromRoutes: %o", async (platform, expected) => {
    const [alone, routes, together] = await Promise.all([
      appBytes(platform, ENDPOINT),
      appBytes(platform, FROM_ROUTES),
      appBytes(platform, `${ENDPOINT} ${FROM_ROUTES}`),
    ]);
    expect({ shipsTheEngineOnce: together - routes < alone / 4 }).toEqual(expected);
  });

  // The bundlers' browser files take the short messages (scripts/short-messages.mjs) in their shared
  // chunks as the page's self-contained browser.js does; Node's file keeps the long ones.
  it("34.1: the shared chunks for browsers throw the short messages of the page module", async () => {
    const messageOf = async (file: string): Promise<string> => {
      const { endpoint } = (await import(pathToFileURL(`${FACADE}dist/${file}`).href)) as { endpoint: (route: string) => unknown };
      try {
        endpoint("GET  /x");
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error(`${file}: expected an error`);
    };
    const [bundler, page, node] = await Promise.all(["bundler/browser.js", "browser.js", "index.js"].map(messageOf));
    expect({ bundler, differsFromNode: bundler !== node }).toEqual({ bundler: page, differsFromNode: true });
  });

  // What a bundler takes for a browser: ES modules that import only their chunks, beside them, and
  // no Node built-in, as the page files (test/browser/browser.test.ts).
  const browserFiles = existsSync(`${FACADE}dist/bundler`) ? readdirSync(`${FACADE}dist/bundler`).filter((file) => file.startsWith("browser")) : [];
  it.each(browserFiles)("34.1: dist/bundler/%s imports only browser chunks beside it, no Node built-in, no require", (file) => {
    const code = readFileSync(`${FACADE}dist/bundler/${file}`, "utf8");
    const imported = [...code.matchAll(/\bfrom\s*["']([^"']+)["']|\bimport\s*\(?\s*["']([^"']+)["']/g)].map((match) => match[1] ?? match[2] ?? "");
    const beside = imported.filter((path) => /^\.\/browser-chunk-\w+\.js$/.test(path) && existsSync(`${FACADE}dist/bundler/${path}`));
    expect({ imported, nodeBuiltIn: /["']node:\w+["']/.test(code), require: /\brequire\(/.test(code) }).toEqual({ imported: beside, nodeBuiltIn: false, require: false });
  });

  it("34.1: the bundlers' browser files are built", () => {
    expect(browserFiles).toEqual(expect.arrayContaining(["browser.js", "browser-routes.js", "browser-fetch.js"]));
  });
});
