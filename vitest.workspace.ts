// The test projects, one per package: the single list that vitest.config.ts feeds to `test.projects`.
// `pnpm vitest --project @scope/url-expander` runs one of them.
import { fileURLToPath } from "node:url";

/** Folder names under packages/, in dependency order. */
export const PACKAGES = [
  "url-expander",
  "headers",
  "endpoint-assembler",
  "endpoint",
  "runinstall-schema",
] as const;

const root = fileURLToPath(new URL(".", import.meta.url));

/** Workspace imports resolve to source, so packages test against each other without a build. */
export const SOURCE_ALIASES = PACKAGES.map((name) => ({
  find: new RegExp(`^@scope/${name}$`),
  replacement: `${root}packages/${name}/src/index.ts`,
}));

export const projects = PACKAGES.map((name) => ({
  extends: true as const,
  test: {
    name: `@scope/${name}`,
    root: `packages/${name}`,
    include: ["test/**/*.test.ts"],
    typecheck: {
      enabled: true,
      include: ["test/**/*.test-d.ts"],
      tsconfig: `${root}tsconfig.json`,
    },
  },
}));
