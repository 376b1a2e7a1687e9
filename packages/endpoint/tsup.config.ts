import { defineConfig } from "tsup";
import { shortMessages } from "../../scripts/short-messages.mjs";
import { bundledTypes, packageBuild, privateSource, workspaceSource } from "../../tsup.base";

/** Chrome and Edge 100, Firefox 100, Safari 15.4 (which brought `Object.hasOwn`, used here), and later. */
const BROWSERS = ["chrome100", "edge100", "firefox100", "safari15.4"];

/** Our packages, resolved to their source: each output file holds one copy of what it uses. */
const OUR_PACKAGES = /^@scope\/[a-z-]+$/;

export default defineConfig([
  // `@scope/endpoint` and its subpaths `fetch`, `routes` and `openapi` for Node and bundlers: each
  // one file, our packages and universal-user-agent inlined, so that a fresh process loads one module
  // instead of five (see docs/decisions.md, "The facade is one module"). No shared chunk: each
  // subpath stands alone.
  ...packageBuild({ entry: { index: "src/index.ts", fetch: "src/fetch.ts", routes: "src/routes.ts", openapi: "src/openapi.ts" } }).map((options) => ({
    ...options,
    noExternal: [OUR_PACKAGES, "universal-user-agent"],
    esbuildPlugins: [workspaceSource(OUR_PACKAGES)],
    splitting: false,
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
  // Self-contained ES modules for browsers: every dependency bundled, no Node built-in, short error
  // messages (code, quoted input, position, link; scripts/short-messages.mjs). browser.js is the
  // package (also what bundlers take for a browser: the "browser" condition); browser-fetch.js is
  // `toFetch` alone, for a page without a bundler; browser-routes.js is `fromRoutes` (the "browser"
  // condition of `@scope/endpoint/routes`). `@scope/endpoint/openapi` has none: it runs at build time.
  // browser.js is also emitted as CJS (browser.cjs + browser.d.cts), so
  // `require("@scope/endpoint/browser")` resolves too (node16 from CJS) instead of hitting an ES module.
  {
    entry: { browser: "src/browser.ts" },
    format: ["esm", "cjs"],
    platform: "browser",
    // The browsers the README names (released since spring 2022): esbuild lowers the syntax they
    // lack (class static blocks arrived in Safari 16.4) and fails on what it cannot lower.
    target: BROWSERS,
    noExternal: [/.*/],
    // Our packages from source, not their dist files: one copy of @scope/kit in the bundle.
    esbuildPlugins: [workspaceSource(OUR_PACKAGES), shortMessages],
    minify: true,
    dts: bundledTypes({ browser: "src/browser.ts" }),
  },
  {
    entry: { "browser-fetch": "src/fetch.ts", "browser-routes": "src/routes.ts" },
    format: "esm",
    // Each file self-contained: no chunk shared between the two.
    splitting: false,
    platform: "browser",
    target: BROWSERS,
    noExternal: [/.*/],
    esbuildPlugins: [workspaceSource(OUR_PACKAGES), shortMessages],
    minify: true,
  },
]);
