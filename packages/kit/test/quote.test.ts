import { describe, expect, it } from "vitest";
import { caretUnder, EXCERPT_LENGTH, quote } from "../src/index";

const A40 = "a".repeat(40);

describe("quote", () => {
  it.each<[title: string, text: string, position: number | undefined, quoted: string]>([
    ["a short text whole", "x-a", undefined, '"x-a"'],
    ["an empty text", "", undefined, '""'],
    ["control characters as escapes", "a\r\n\0", undefined, '"a\\r\\n\\u0000"'],
    ["a lone surrogate as an escape", "a\ud800", undefined, '"a\\ud800"'],
    ["exactly the excerpt length whole", A40, 39, `"${A40}"`],
    ["a long text from its start by default", `${A40}bbbb`, undefined, `"${A40}"… (44 characters)`],
    ["a long text around the position", `${"a".repeat(100)}X${"b".repeat(100)}`, 100, `…"${"a".repeat(20)}X${"b".repeat(19)}"… (201 characters)`],
    ["a position near the end: the last 40", `${"a".repeat(100)}Z`, 100, `…"${"a".repeat(39)}Z" (101 characters)`],
    ["a position past the end: the last 40", `${"a".repeat(100)}`, 500, `…"${A40}" (100 characters)`],
    ["a surrogate pair cut at the start: dropped whole", `${"a".repeat(9)}😀${"b".repeat(60)}`, 30, `…"${"b".repeat(39)}"… (71 characters)`],
  ])("%s", (_title, text, position, quoted) => {
    expect(quote(text, position)).toBe(quoted);
  });

  it("quotes a 1 MB text in under 100 characters", () => {
    const text = "x".repeat(1_000_000);
    expect(quote(text, 500_000).length).toBeLessThan(100);
    expect(quote(text, 500_000)).toContain("(1000000 characters)");
  });

  it("never shows more than EXCERPT_LENGTH characters of input", () => {
    for (const position of [0, 10, 500, 999, 1000]) {
      const shown = JSON.parse(/"(.*)"/.exec(quote("x".repeat(1000), position))![0]) as string;
      expect(shown.length).toBeLessThanOrEqual(EXCERPT_LENGTH);
    }
  });
});

describe("caretUnder", () => {
  it.each<[title: string, text: string, position: number]>([
    ["a short text", "/orgs/{org", 6],
    ["after escapes", "a\n\t{!x}", 4],
    ["a long text, cut before", `${"/segment".repeat(50)}/{a b}${"/tail".repeat(50)}`, 410],
    ["the first character", "}abc", 0],
  ])("points at the character in the quote: %s", (_title, text, position) => {
    const column = caretUnder(text, position).length - 1;
    expect(caretUnder(text, position).trim()).toBe("^");
    expect(quote(text, position)[column]).toBe(text[position]);
  });

  it("points at the closing quote for a position past the end", () => {
    expect(quote("{a", 2)[caretUnder("{a", 2).length - 1]).toBe('"');
  });
});
