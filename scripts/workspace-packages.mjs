// The package folders of the workspace, shared by the scripts that check what we publish.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../", import.meta.url));

/**
 * Folders under packages/ whose package.json is not `"private": true`, sorted by name: the packages
 * we publish. Private ones (@scope/kit, bundled into the others; @scope/test-utils) are never packed.
 */
export function publishedPackageDirs() {
  const base = join(root, "packages");
  return readdirSync(base)
    .map((name) => join(base, name))
    .filter((dir) => existsSync(join(dir, "package.json")))
    .filter((dir) => JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).private !== true)
    .sort();
}
