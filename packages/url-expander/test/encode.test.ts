// The encoders against the plain reference encoder of the differential test, on seeded random text
// of every length, so that both paths (the loop for short text, the native encoders for long text)
// are held to the same answers.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodeReserved, encodeUnreserved } from "../src/internal/encode.js";
import { referenceEncode } from "./support/reference-expand.js";
import { handler, LoneSurrogateAt } from "./support/lone-surrogate-handler";

const UNITS = ["a", "Z", "9", "-", ".", "_", "~", "!", "'", "(", ")", "*", " ", "/", "?", "#", "[", "]", "@", "%", "%2F", "%5B",
  "%5d", "%25", "%zz", "é", "€", "𝄞", "\n", "<", "\"", "{", "|", "^", "`", "\\", "\u00a0", "\ufeff", "\u{10ffff}"];
const text = fc.array(fc.constantFrom(...UNITS), { maxLength: 60 }).map((units) => units.join(""));


describe.each([
  ["encodeUnreserved", encodeUnreserved, false],
  ["encodeReserved", encodeReserved, true],
] as const)("%s", (_name, encode, reserved) => {
  it("agrees with the reference on 3,000 random texts of 0 to about 200 characters", () => {
    fc.assert(
      fc.property(text, (value) => {
        expect(encode(value, handler)).toBe(referenceEncode(value, reserved));
      }),
      { seed: 3986, numRuns: 3000 },
    );
  });

  it.each([
    ["short", "ab\ud800", 2],
    ["short, after a pair", "𝄞\udc00", 2],
    ["long", `${"a b ".repeat(20)}\ud800x`, 80],
    ["long, a high surrogate at the end", `${"é".repeat(40)}\ud83d`, 40],
    ["long, a low surrogate after a pair", `${"x".repeat(40)}😀\ude00`, 42],
  ])("reports a lone surrogate in %s text at its index", (_label, value, index) => {
    expect(() => encode(value, handler)).toThrow(new LoneSurrogateAt(index));
  });

  it("returns safe text itself, at any length", () => {
    const safe = "abc-._~".repeat(100);
    expect(encode(safe, handler)).toBe(safe);
  });
});
