// The build type-checks once (issue 21.6): `npm run build` emits the declarations of every package in
// one TypeScript pass (tsconfig.build.json), and every tsup config only bundles those .d.ts files.
// A dts option with a source entry would start a TypeScript program of its own, per format.
import { readdirSync, readFileSync } from "node:fs";
import type { Options } from "tsup";
import { describe, expect, it } from "vitest";
import { DECLARATIONS } from "../tsup.base";

const ROOT = new URL("../", import.meta.url);
const FOLDERS = readdirSync(new URL("packages/", ROOT)).filter((folder) =>
  readdirSync(new URL(`packages/${folder}/`, ROOT)).includes("tsup.config.ts"),
);

/** The dts options of a package's tsup config, one per config that emits types. */
async function dtsOptions(folder: string): Promise<unknown[]> {
  const { default: config } = (await import(`../packages/${folder}/tsup.config.ts`)) as { default: Options | Options[] };
  return [config].flat().flatMap((options) => (options.dts ? [options.dts] : []));
}

describe("one declaration pass", () => {
  it("tsconfig.build.json emits into the folder tsup.base.ts bundles from, for every package", () => {
    const config = JSON.parse(readFileSync(new URL("tsconfig.build.json", ROOT), "utf8")) as {
      compilerOptions: { outDir: string; emitDeclarationOnly: boolean };
      include: string[];
    };
    expect(new URL(config.compilerOptions.outDir, ROOT).pathname).toBe(DECLARATIONS);
    expect(config.compilerOptions.emitDeclarationOnly).toBe(true);
    expect(config.include).toEqual(["packages/*/src"]);
  });

  it("finds the packages' tsup configs", () => {
    expect(FOLDERS).toEqual(expect.arrayContaining(["endpoint", "headers", "url-expander"]));
  });

  it.each(FOLDERS)("packages/%s: types bundled once per entry point, from the emitted declarations", async (folder) => {
    const found = await dtsOptions(folder);
    expect(found.length).toBeGreaterThan(0);
    for (const dts of found) {
      const entries = Object.values((dts as { entry?: Record<string, string> }).entry ?? {});
      expect(entries.length, "an explicit entry").toBeGreaterThan(0);
      for (const entry of entries) expect(entry).toMatch(/\.d\.ts$/);
      expect(entries.every((entry) => entry.startsWith(DECLARATIONS))).toBe(true);
    }
  });
});

describe("34.1 one engine per app: which builds of @scope/endpoint share chunks", () => {
  it("34.1: the entries for bundlers (dist/bundler/) split, the files loaded as they are (Node's, a page's) do not", async () => {
    const { default: config } = (await import("../packages/endpoint/tsup.config.ts")) as { default: Options[] };
    const shares: Record<string, boolean> = {};
    for (const options of config.filter((build) => !(build.dts as { only?: boolean } | undefined)?.only)) {
      const entries = Object.keys(options.entry as Record<string, string>);
      // tsup splits ES modules unless told not to; one entry has nothing to share.
      const split = entries.length > 1 && options.splitting !== false;
      for (const format of [options.format ?? "cjs"].flat()) {
        for (const name of entries) shares[`${options.outDir ?? "dist"}/${name} (${format})`] = split && format === "esm";
      }
    }
    const node = ["index", "fetch", "routes", "strict", "openapi"];
    expect(shares).toEqual({
      ...Object.fromEntries(node.flatMap((name) => [[`dist/${name} (esm)`, false], [`dist/${name} (cjs)`, false]])),
      ...Object.fromEntries(node.map((name) => [`dist/bundler/${name} (esm)`, true])),
      "dist/cli (esm)": false,
      "dist/browser (esm)": false,
      "dist/browser (cjs)": false,
      "dist/browser-fetch (esm)": false,
      "dist/browser-routes (esm)": false,
      "dist/browser-strict (esm)": false,
      "dist/bundler/browser (esm)": true,
      "dist/bundler/browser-routes (esm)": true,
      "dist/bundler/browser-strict (esm)": true,
      "dist/bundler/browser-fetch (esm)": true,
    });
  });
});
