// An app that imports only `endpoint` ships none of the route-table runtime (issue 20, "Weight"),
// also when our packages are inlined into one module, as the facade's build does (tsup,
// noExternal): a top-level call there (`Object.freeze({ planTable, ... })`) cannot be dropped by a
// bundler, and keeps everything it names. Bundled here as the build does, then as an app does.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const ROOT = new URL("../", import.meta.url);
const require = createRequire(new URL("package.json", ROOT));
/** What this test uses of esbuild (the one tsup uses; not a dependency of the root, so typed here). */
interface PluginBuild {
  onResolve(options: { filter: RegExp }, resolve: (args: { path: string }) => { path: string; namespace?: string }): void;
  onLoad(options: { filter: RegExp; namespace: string }, load: () => { contents: string; loader: "js" }): void;
}
interface Plugin {
  name: string;
  setup(build: PluginBuild): void;
}
const esbuild = createRequire(require.resolve("tsup"))("esbuild") as { build(options: object): Promise<{ outputFiles: { text: string }[] }> };
const OUR_PACKAGES = /^@scope\/([a-z-]+)$/;

/** Our packages resolved to their source, as tsup.base.ts's workspaceSource does. */
const source: Plugin = {
  name: "source",
  setup(build) {
    build.onResolve({ filter: OUR_PACKAGES }, ({ path }) => ({ path: new URL(`packages/${OUR_PACKAGES.exec(path)?.[1]}/src/index.ts`, ROOT).pathname }));
  },
};

/**
 * The facade's `endpoint` and `fromRoutes` as one module (every package inlined, as a prebuilt
 * browser or CDN file holds them), then what an app bundles of `imports` from it.
 */
async function appBundle(imports: string, { minifyFacade = false } = {}): Promise<string> {
  const common = { bundle: true, format: "esm", platform: "browser", write: false, logLevel: "silent" } as const;
  const facade = await esbuild.build({
    ...common,
    // Minified, as the browser module is: its pure marks are gone.
    minify: minifyFacade,
    stdin: { contents: 'export * from "./index.ts"; export * from "./routes.ts";', loader: "ts", resolveDir: new URL("packages/endpoint/src/", ROOT).pathname },
    plugins: [source],
    external: ["universal-user-agent"],
  });
  const app = await esbuild.build({
    ...common,
    minify: true,
    external: ["universal-user-agent"],
    stdin: { contents: `export { ${imports} } from "./facade.js";`, loader: "js", resolveDir: "/" },
    plugins: [
      <Plugin>{
        name: "facade",
        setup(build) {
          build.onResolve({ filter: /^\.\/facade\.js$/ }, () => ({ path: "facade.js", namespace: "facade" }));
          build.onLoad({ filter: /.*/, namespace: "facade" }, () => ({ contents: facade.outputFiles[0]?.text ?? "", loader: "js" }));
        },
      },
    ],
  });
  return app.outputFiles[0]?.text ?? "";
}

// Texts of the table modules: the table placement's, its query writer's and resolveEntry's.
const TABLE_TEXTS = ["the operation takes no request body", "a value the form style can write", "(form properties)"];

describe("the facade inlined into one module", () => {
  it.each([
    ["endpoint", false],
    ["fromRoutes", true],
  ] as const)("an app that imports { %s } ships the table runtime: %s", async (imports, ships) => {
    const code = await appBundle(imports);
    for (const text of TABLE_TEXTS) expect(code.includes(text)).toBe(ships);
  });
});

// The lists as array literals (their first two codes side by side); a throw site names one code alone.
const CODE_LISTS = ['"UNCLOSED_EXPRESSION","UNMATCHED_CLOSE_BRACE"', '"HEADERS_NOT_OBJECT","INVALID_HEADER_NAME"', '"INVALID_DOCUMENT","UNRESOLVED_REF"'];

describe("27 dead code lists: the facade minified into one module, as the browser module is", () => {
  it.each([
    ["endpoint", false],
    ["ERROR_CODES", true],
  ] as const)("an app that imports { %s } ships the error-code lists: %s", async (imports, ships) => {
    const code = await appBundle(imports, { minifyFacade: true });
    for (const list of CODE_LISTS) expect(code.includes(list)).toBe(ships);
  });
});
