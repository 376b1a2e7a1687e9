// The package folders of the workspace, shared by the scripts that check what we publish.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../", import.meta.url));

/** Package folders under packages/ that have a package.json, sorted by name. */
export function packageDirs() {
  const base = join(root, "packages");
  return readdirSync(base)
    .map((name) => join(base, name))
    .filter((dir) => existsSync(join(dir, "package.json")))
    .sort();
}
