import { defineConfig, type Options } from "tsup";
import { shortMessages } from "../../scripts/short-messages.mjs";
import { bundledTypes, packageBuild, privateSource, workspaceSource } from "../../tsup.base";

/** Chrome and Edge 100, Firefox 100, Safari 15.4 (which brought `Object.hasOwn`, used here), and later. */
const BROWSERS = ["chrome100", "edge100", "firefox100", "safari15.4"];

/** Our packages, resolved to their source: each output file holds one copy of what it uses. */
const OUR_PACKAGES = /^@scope\/[a-z-]+$/;

/** The entries of `@scope/endpoint` and its subpaths, by output name. */
const ENTRIES = { index: "src/index.ts", fetch: "src/fetch.ts", routes: "src/routes.ts", strict: "src/strict.ts", openapi: "src/openapi.ts" };

/** The browser entries: the package, `fromRoutes`, `fromStrictRoutes` and `toFetch`, by output name. */
const BROWSER_ENTRIES = { browser: "src/browser.ts", "browser-routes": "src/routes.ts", "browser-strict": "src/strict.ts", "browser-fetch": "src/fetch.ts" };

/** What the builds for browsers share: every dependency bundled, no Node built-in, short error messages. */
const FOR_BROWSERS: Options = {
  platform: "browser",
  // The browsers the README names (released since spring 2022): esbuild lowers the syntax they
  // lack (class static blocks arrived in Safari 16.4) and fails on what it cannot lower.
  target: BROWSERS,
  noExternal: [/.*/],
  // Our packages from source, not their dist files: one copy of @scope/kit in the build. Short
  // messages (code, quoted input, position, link): scripts/short-messages.mjs.
  esbuildPlugins: [workspaceSource(OUR_PACKAGES), shortMessages],
  minify: true,
};

// Two kinds of file for two kinds of reader (see docs/decisions.md, "One engine per app"):
// - for a process or a page that loads files as they are (Node's "node" and "require" conditions, a
//   page's <script type="module">): one self-contained file per entry, which loads nothing it does
//   not use: dist/index.js, routes.js, ... and dist/browser.js, browser-routes.js, browser-fetch.js;
// - for bundlers (the "browser" and "import" conditions): the same entries in dist/bundler/, which
//   share what two of them use in chunk files beside them, so that an app importing `endpoint` and
//   `fromRoutes` ships one engine (the app's bundler drops what it does not reach).
export default defineConfig([
  // `@scope/endpoint` and its subpaths `fetch`, `routes` and `openapi` for Node: each one file, ESM
  // and CJS, our packages and universal-user-agent inlined, so that a fresh process loads one module
  // instead of five (see docs/decisions.md, "The facade is one module").
  ...packageBuild({ entry: ENTRIES }).map((options) => ({
    ...options,
    noExternal: [OUR_PACKAGES, "universal-user-agent"],
    esbuildPlugins: [workspaceSource(OUR_PACKAGES)],
    splitting: false,
  })),
  // The same entries for bundlers, ES modules only, with shared chunks (dist/bundler/chunk-<hash>.js).
  // CJS has none: `require` is Node's or a bundler's fallback, never what a bundler prefers.
  ...packageBuild({ entry: ENTRIES })
    .filter((options) => options.format === "esm" && !options.dts)
    .map((options) => ({
      ...options,
      outDir: "dist/bundler",
      noExternal: [OUR_PACKAGES, "universal-user-agent"],
      esbuildPlugins: [workspaceSource(OUR_PACKAGES)],
      splitting: true,
    })),
  // The command line: Node only, ESM, with a shebang.
  {
    entry: { cli: "src/bin.ts" },
    format: "esm",
    platform: "node",
    target: "node20",
    banner: { js: "#!/usr/bin/env node" },
    esbuildPlugins: [privateSource],
  },
  // ES modules for a page without a bundler, each self-contained. browser.js is the package;
  // browser-fetch.js is `toFetch` alone; browser-routes.js is `fromRoutes`, browser-strict.js
  // `fromStrictRoutes` (`fromRoutes` with did-you-mean hints). `@scope/endpoint/openapi`
  // has none: it runs at build time. browser.js is also emitted as CJS (browser.cjs + browser.d.cts),
  // so `require("@scope/endpoint/browser")` resolves too (node16 from CJS) instead of hitting an ES module.
  { ...FOR_BROWSERS, entry: { browser: BROWSER_ENTRIES.browser }, format: ["esm", "cjs"], dts: bundledTypes({ browser: "src/browser.ts" }) },
  {
    ...FOR_BROWSERS,
    entry: { "browser-fetch": BROWSER_ENTRIES["browser-fetch"], "browser-routes": BROWSER_ENTRIES["browser-routes"], "browser-strict": BROWSER_ENTRIES["browser-strict"] },
    format: "esm",
    splitting: false,
  },
  // The same three for bundlers (the "browser" condition of `.`, `/routes` and `/fetch`), sharing
  // their common code in dist/bundler/browser-chunk-<hash>.js.
  {
    ...FOR_BROWSERS,
    entry: BROWSER_ENTRIES,
    format: "esm",
    outDir: "dist/bundler",
    splitting: true,
    // Rollup's tree-shaking pass over each file esbuild wrote (tsup's `treeshake`, as the Node
    // builds have): it drops what no entry of a shared chunk reaches, and the statements left
    // between two chunks' boundaries; 7 B less for an app's `endpoint`, 16 B for `fromRoutes`.
    treeshake: true,
    esbuildOptions(options) {
      options.chunkNames = "browser-chunk-[hash]";
    },
  },
]);
