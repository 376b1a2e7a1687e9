// The published packages as an app installs them: packed as publishing writes them, unpacked into
// the node_modules of a temp app folder. Used by scripts/size-check.mjs to bundle them by name.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { packPublished } from "./workspace-packages.mjs";

/**
 * A temp app folder with every published package packed (`pnpm -r pack`, as publishing writes
 * them) and unpacked into its node_modules, as npm installs a tarball: the files users get.
 */
export function packedApp() {
  const app = mkdtempSync(join(tmpdir(), "size-check-"));
  const tarballs = join(app, "tarballs");
  mkdirSync(tarballs);
  writeFileSync(join(app, "package.json"), JSON.stringify({ name: "size-check-app", private: true, type: "module" }));
  for (const { name, tarball } of packPublished(tarballs)) {
    const folder = join(app, "node_modules", name);
    mkdirSync(folder, { recursive: true });
    const untar = spawnSync("tar", ["-xzf", tarball, "-C", folder, "--strip-components=1"], { encoding: "utf8" });
    if (untar.status !== 0) throw new Error(`tar could not unpack ${tarball}: ${untar.stderr}`);
  }
  return app;
}
