import { defineConfig } from "vitest/config";
import { SOURCE_ALIASES, projects } from "./vitest.workspace.ts";

export default defineConfig({
  resolve: { alias: SOURCE_ALIASES },
  test: {
    projects,
    // The JSON report gives .ci/run the real pass/fail counts.
    reporters: ["default", "json"],
    outputFile: { json: ".vitest-report.json" },
    testTimeout: 60_000,
  },
});
