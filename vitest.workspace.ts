// The test projects, one per package: the single list that vitest.config.ts feeds to `test.projects`.
// `npm run vitest -- --project @scope/url-expander` runs one of them; `--project timing` the growth tests.
import { fileURLToPath } from "node:url";

/** Folder names under packages/, in dependency order: one test project and one source alias each. */
export const PACKAGES = [
  "kit",
  "test-utils",
  "url-expander",
  "headers",
  "endpoint-assembler",
  "openapi-routes",
  "endpoint",
  "runinstall-schema",
] as const;

const root = fileURLToPath(new URL(".", import.meta.url));

/** Workspace imports resolve to source, so packages test against each other without a build. */
export const SOURCE_ALIASES = PACKAGES.map((name) => ({
  find: new RegExp(`^@scope/${name}$`),
  replacement: `${root}packages/${name}/src/index.ts`,
}));

/**
 * Tests that compare running times at sizes n and 8n (linear growth on hostile input, through
 * `expectLinearGrowth` of @scope/test-utils). A ratio means most on a quiet machine, so they run in
 * a project of their own, after every other project has finished (`groupOrder`), one file at a time.
 */
const TIMING_TESTS = "test/**/*linear-time*.test.ts";

const packageProjects = PACKAGES.map((name) => ({
  extends: true as const,
  test: {
    name: `@scope/${name}`,
    root: `packages/${name}`,
    include: ["test/**/*.test.ts"],
    exclude: [TIMING_TESTS],
    sequence: { groupOrder: 0 },
    typecheck: {
      enabled: true,
      include: ["test/**/*.test-d.ts"],
      tsconfig: `${root}tsconfig.json`,
    },
  },
}));

/** Tests that span every package (differential, fuzz, security, guides): the root test/ folder. */
const repositoryProject = {
  extends: true as const,
  test: {
    name: "repository",
    root: ".",
    include: ["test/**/*.test.ts"],
    exclude: [TIMING_TESTS],
    sequence: { groupOrder: 0 },
  },
};

const timingProject = {
  extends: true as const,
  test: {
    name: "timing",
    root: ".",
    include: [TIMING_TESTS, ...PACKAGES.map((name) => `packages/${name}/${TIMING_TESTS}`)],
    fileParallelism: false,
    sequence: { groupOrder: 1 },
  },
};

export const projects = [...packageProjects, repositoryProject, timingProject];
