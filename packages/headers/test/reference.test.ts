// Differential tests against @octokit/endpoint@7.0.6: zero differences on generated input.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyMediaType, mergePreviews } from "../src";
import { SEED, acceptArbitrary, formatArbitrary, previewsArbitrary } from "./support/arbitraries";
import { reference, referenceAccept } from "./support/reference";

const RUNS = 5_000;

describe("against @octokit/endpoint@7.0.6", () => {
  it(`applyMediaType gives the reference's accept on ${RUNS} generated triples`, () => {
    fc.assert(
      fc.property(acceptArbitrary, formatArbitrary, previewsArbitrary, (accept, format, previews) => {
        // The reference's merge strips "-preview" from previews before parse applies them.
        const ours = applyMediaType(accept, { format, previews: mergePreviews([], previews) }, "github");
        expect(ours).toBe(referenceAccept(accept, format, previews));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it(`applyMediaType gives the reference's accept on ${RUNS} triples without "-preview" in previews`, () => {
    const plain = fc.array(fc.constantFrom("mercy", "squirrel-girl", "a", "b_c"), { maxLength: 3 });
    fc.assert(
      fc.property(acceptArbitrary, formatArbitrary, plain, (accept, format, previews) => {
        expect(applyMediaType(accept, { format, previews }, "github")).toBe(referenceAccept(accept, format, previews));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it(`mergePreviews gives the reference's previews through .defaults() and .merge() on ${RUNS} pairs`, () => {
    fc.assert(
      fc.property(previewsArbitrary, previewsArbitrary, (first, second) => {
        const bound = reference.defaults({ mediaType: { previews: first } });
        const expected = mergePreviews(mergePreviews([], first), second);
        expect(bound.defaults({ mediaType: { previews: second } }).DEFAULTS.mediaType.previews).toEqual(expected);
        expect(bound.merge({ mediaType: { previews: second } }).mediaType.previews).toEqual(expected);
        expect(reference.merge({ mediaType: { previews: second } }).mediaType.previews).toEqual(
          mergePreviews([], second),
        );
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it("mergePreviews matches the reference on the documented surprise", () => {
    const bound = reference.defaults({ mediaType: { previews: ["foo-preview-preview"] } });
    expect(bound.merge({ mediaType: { previews: ["foo-preview"] } }).mediaType.previews).toEqual(
      mergePreviews(mergePreviews([], ["foo-preview-preview"]), ["foo-preview"]),
    );
  });
});
