// The one build configuration every package uses: ESM and CJS with types for both.
import { readFileSync } from "node:fs";
import type { Options } from "tsup";

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
    dts: true,
    sourcemap: false,
    minify: false,
    treeshake: true,
    define,
  };
  return [
    { ...common, format: "esm" },
    { ...common, format: "cjs", noExternal: bundleIntoCjs },
  ];
}
