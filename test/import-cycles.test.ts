// Issue 27 (a layout with no circles): no package's src/ imports itself in a circle, type-only
// imports included. scripts/import-cycles.mjs finds them (`node scripts/import-cycles.mjs` prints
// each); before 27 the assembler had three (errors <-> messages, the route and OpenAPI types, and
// eleven run-time files around the request plan).
import { describe, expect, it } from "vitest";
import { importCycles } from "../scripts/import-cycles.mjs";

describe("27 import cycles", () => {
  it("27 no package's sources import each other in a circle", () => {
    expect(importCycles()).toEqual([]);
  });
});
