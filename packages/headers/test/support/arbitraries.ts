// Seeded generators of accept headers, formats and previews built from the pieces that matter.
import fc from "fast-check";

/** Fixed seed: a failure reproduces on every run and every machine. */
export const SEED = 20_250_225;

const ACCEPT_PIECES = [
  "application/vnd",
  "application/vnd.github",
  ".github",
  ".v3",
  ".v3x",
  ".raw",
  "+json",
  ",",
  ", ",
  " ",
  "-preview",
  "-preview-preview",
  "squirrel-girl",
  "a",
  "_",
  "-",
  ".",
  "/",
  "9",
  ";q=0.9",
  "text/html",
  "application/octet",
  "application/vnd.github.v3+json",
  "application/vnd.github+json",
  "application/vnd.a.v3.raw",
  "é",
  "$",
  "+",
] as const;

/** Binary accept values, in several cases: rarer, since they short-circuit every other rule. */
const OCTET_STREAM_PIECES = ["application/octet-stream", "Application/Octet-STREAM", "APPLICATION/OCTET-STREAM"];

const pieceArbitrary = fc.oneof(
  { arbitrary: fc.constantFrom(...ACCEPT_PIECES), weight: 40 },
  { arbitrary: fc.constantFrom(...OCTET_STREAM_PIECES), weight: 1 },
);

/** Accept header values: up to 12 pieces, so that every rule is met often. */
export const acceptArbitrary = fc.array(pieceArbitrary, { maxLength: 12 }).map((pieces) => pieces.join(""));

/** Formats, empty included. `$` is left out: the reference would expand it as a replacement pattern. */
export const formatArbitrary = fc.constantFrom("", "", "raw", "diff", "v3", "html", "a.b", "x-y", "full+json");

/** Preview names, some with one or more `-preview` in them. */
export const previewArbitrary = fc.constantFrom(
  "squirrel-girl",
  "mercy",
  "a",
  "foo-preview",
  "foo",
  "x-preview-preview",
  "-preview",
  "b_c",
);

export const previewsArbitrary = fc.array(previewArbitrary, { maxLength: 4 });

/** True when `check` returns, false when it throws (Node's `validateHeaderName` and `validateHeaderValue` verdicts). */
export function nodeAccepts(check: () => unknown): boolean {
  try {
    check();
    return true;
  } catch {
    return false;
  }
}
