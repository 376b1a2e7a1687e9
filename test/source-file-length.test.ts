// Issue 31 ("What must hold afterwards"): no source file over 200 lines, so that each file holds one
// job a reader takes in at once. Counted as `wc -l` counts them (newlines), in every package's src/.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const PACKAGES = fileURLToPath(new URL("../packages/", import.meta.url));
const MAX_LINES = 200;

/** Every `.ts` file under `folder`, as paths relative to the packages folder. */
function sources(folder: string): string[] {
  return readdirSync(join(PACKAGES, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts"))
    .map((file) => join(folder, file));
}

describe("31 source files", () => {
  it(`31: no source file in packages/*/src is over ${MAX_LINES} lines`, () => {
    const files = readdirSync(PACKAGES).flatMap((name) => sources(join(name, "src")));
    expect(files.length).toBeGreaterThan(100);
    const long = files
      .map((file) => [file, readFileSync(join(PACKAGES, file), "utf8").split("\n").length - 1] as const)
      .filter(([, lines]) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
