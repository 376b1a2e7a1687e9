import { defineConfig } from "tsup";
import { packageBuild } from "../../tsup.base";

// universal-user-agent 7 is ESM only: bundle it into the CJS build so `require` works on every Node 20.
export default defineConfig(
  packageBuild({ entry: { index: "src/index.ts" }, bundleIntoCjs: ["universal-user-agent"] }),
);
