import { defineConfig } from "tsup";
import { packageBuild } from "../../tsup.base";

export default defineConfig(packageBuild({ entry: { index: "src/index.ts" } }));
