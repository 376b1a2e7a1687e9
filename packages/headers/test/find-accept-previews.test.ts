import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findAcceptPreviews } from "../src/find-accept-previews";
import { SEED, acceptArbitrary } from "./support/arbitraries";

/** The reference's regex, quadratic on long input: used here as the oracle on short strings only. */
const oracle = (accept: string): string[] => accept.match(/[\w-]+(?=-preview)/g) ?? [];

describe("findAcceptPreviews", () => {
  it.each<[string, string[]]>([
    ["", []],
    ["application/vnd.github.v3+json", []],
    ["application/vnd.github.squirrel-girl-preview+json", ["squirrel-girl"]],
    ["a-preview,b-preview", ["a", "b"]],
    ["a-preview b-preview.c-preview", ["a", "b", "c"]],
    ["-preview", []],
    ["-preview-preview", ["-preview"]],
    ["x-preview-y-preview-z", ["x-preview-y"]],
    ["a-previewed", ["a"]],
    ["a-Preview", []],
    ["é-preview", []],
    ["_-preview", ["_"]],
    ["--preview", ["-"]],
  ])("%j gives %j", (accept, expected) => {
    expect(findAcceptPreviews(accept)).toEqual(expected);
    expect(oracle(accept)).toEqual(expected);
  });

  it("equals the reference regex on 5,000 generated headers", () => {
    fc.assert(
      fc.property(acceptArbitrary, (accept) => {
        expect(findAcceptPreviews(accept)).toEqual(oracle(accept));
      }),
      { seed: SEED, numRuns: 5_000 },
    );
  });

  it("equals the reference regex on 5,000 strings over a tiny alphabet", () => {
    const tiny = fc.string({ unit: fc.constantFrom("-", "p", "r", "e", "v", "i", "w", "a", " ", ","), maxLength: 40 });
    fc.assert(
      fc.property(tiny, (accept) => {
        expect(findAcceptPreviews(accept)).toEqual(oracle(accept));
      }),
      { seed: SEED, numRuns: 5_000 },
    );
  });
});
