// The one build configuration every package uses: ESM and CJS with types for both, the types
// bundled from the declarations `npm run build` emits for every package in one TypeScript pass.
import { readFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Options } from "tsup";

/**
 * Private workspace packages, never published: bundled into every build, ESM and CJS, from their
 * source (they have no dist), their types inlined in the .d.ts (so no published file names them).
 */
export const PRIVATE_PACKAGES = ["@scope/kit"];

type EsbuildPlugin = NonNullable<Options["esbuildPlugins"]>[number];
type DtsOptions = Exclude<NonNullable<Options["dts"]>, boolean | string>;

/** Where the source of `@scope/<name>` is; tsup runs in a package's folder, beside its siblings. */
function sourceOf(name: string): string {
  return resolve("..", name.slice("@scope/".length), "src/index.ts");
}

/**
 * Resolves the `@scope/<name>` imports that `filter` matches to `packages/<name>/src/index.ts`.
 * The browser module uses it for all of ours: built from source, it holds one copy of each,
 * `@scope/kit` included, instead of one copy of kit per dependency's dist file.
 */
export function workspaceSource(filter: RegExp): EsbuildPlugin {
  return {
    name: "workspace-source",
    setup(build) {
      build.onResolve({ filter }, ({ path }) => ({ path: sourceOf(path) }));
    },
  };
}

/** Bundles the private packages from their source: every build of every package uses it. */
export const privateSource: EsbuildPlugin = workspaceSource(new RegExp(`^(${PRIVATE_PACKAGES.join("|")})$`));

/**
 * Where `npm run build` (scripts/build.mjs) has emitted the declarations of every package, in one
 * TypeScript pass over tsconfig.build.json: its `outDir`, read here so the folder is named once.
 */
export const DECLARATIONS = fileURLToPath(
  new URL(
    (JSON.parse(readFileSync(new URL("tsconfig.build.json", import.meta.url), "utf8")) as { compilerOptions: { outDir: string } })
      .compilerOptions.outDir,
    import.meta.url,
  ),
);

/** The emitted declaration file of `source` (`src/index.ts`) in the package folder `folder`. */
function declarationOf(source: string, folder: string): string {
  return resolve(DECLARATIONS, folder, source.replace(/\.ts$/, ".d.ts"));
}

/**
 * The .d.ts options of a build: each entry's declarations, already emitted, bundled into one .d.ts
 * (and .d.cts) per entry, with the private packages' types inlined. No type-check here: the one
 * declaration pass has done it, so this is a fast rewrite, not a TypeScript program per entry.
 */
export function bundledTypes(entry: Record<string, string>, folder = basename(process.cwd())): DtsOptions {
  return {
    entry: Object.fromEntries(Object.entries(entry).map(([name, source]) => [name, declarationOf(source, folder)])),
    resolve: PRIVATE_PACKAGES,
    compilerOptions: {
      paths: Object.fromEntries(PRIVATE_PACKAGES.map((name) => [name, [declarationOf("src/index.ts", name.slice("@scope/".length))]])),
    },
  };
}

export interface PackageBuild {
  /** Entry points, by output name. */
  entry: Record<string, string>;
  /** ESM-only dependencies to bundle into the CJS build, so `require` works on every Node 20. */
  bundleIntoCjs?: string[];
  /** Compile-time constants, for example the package version. */
  define?: Record<string, string>;
}

/** The version of the package whose folder is the working directory (tsup runs per package). */
export function packageVersion(): string {
  const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
  return version;
}

export function packageBuild({ entry, bundleIntoCjs = [], define = {} }: PackageBuild): Options[] {
  const common: Options = {
    entry,
    target: "node20",
    platform: "neutral",
    esbuildPlugins: [privateSource],
    sourcemap: false,
    minify: false,
    treeshake: true,
    define,
  };
  return [
    { ...common, format: "esm", noExternal: PRIVATE_PACKAGES },
    { ...common, format: "cjs", noExternal: [...PRIVATE_PACKAGES, ...bundleIntoCjs] },
    // The .d.ts and .d.cts together: one bundling of the declarations for both formats.
    { entry, format: ["esm", "cjs"], dts: { ...bundledTypes(entry), only: true } },
  ];
}
