import { defineConfig } from "tsup";
import { packageBuild, PRIVATE_TYPES, privateSource, workspaceSource } from "../../tsup.base";

/** Chrome and Edge 100, Firefox 100, Safari 15.4 (which brought `Object.hasOwn`, used here), and later. */
const BROWSERS = ["chrome100", "edge100", "firefox100", "safari15.4"];

export default defineConfig([
  ...packageBuild({ entry: { index: "src/index.ts" } }),
  // The command line: Node only, ESM, with a shebang.
  {
    entry: { cli: "src/bin.ts" },
    format: "esm",
    platform: "node",
    target: "node20",
    banner: { js: "#!/usr/bin/env node" },
    esbuildPlugins: [privateSource],
  },
  // One self-contained ES module for browsers: every dependency bundled, no Node built-in.
  // Also emitted as CJS (browser.cjs + browser.d.cts), so `require("@scope/endpoint/browser")`
  // resolves too (node16 from CJS) instead of hitting an ES module.
  {
    entry: { browser: "src/browser.ts" },
    format: ["esm", "cjs"],
    platform: "browser",
    // The browsers the README names (released since spring 2022): esbuild lowers the syntax they
    // lack (class static blocks arrived in Safari 16.4) and fails on what it cannot lower.
    target: BROWSERS,
    noExternal: [/.*/],
    // Our packages from source, not their dist files: one copy of @scope/kit in the bundle.
    esbuildPlugins: [workspaceSource(/^@scope\/[a-z-]+$/)],
    minify: true,
    dts: { entry: { browser: "src/browser.ts" }, ...PRIVATE_TYPES },
  },
]);
