// 31.1: a route table's form-style query slot is written by a compiled form of its encoder's rules:
// an ASCII scalar at once, anything else by the slot's encoder; the bytes and refusals are the same.
import { countedList } from "@scope/test-utils";
import { describe, expect, it } from "vitest";
import { parseCode } from "../src/encode/style-facts";
import { queryEncoder } from "../src/encode/style-encoders";
import { formWriter, partWriter } from "../src/plan/table-writers";

const ROUTE = "GET /x";
const NAMES = ["state", "per-page", "a b", "~x", ".x", "a..b", "é", "x\uD800"];
const VALUES: unknown[] = ["open", "", "bug,help wanted", "it's 50%!*()", "a+b~c", 100, -1.5, true, 12n, "café 😀", null, undefined, ["a", "b c"], { a: 1, b: "c" }, [{ a: 1 }]];
const REFUSED: unknown[] = ["a\uD800", () => 1, Symbol("s"), new Date(0)];

/** What `write(value)` gives: its text, or the class and message of its refusal. */
function outcome(write: (value: unknown) => unknown, value: unknown): unknown {
  try {
    return write(value);
  } catch (error) {
    return [(error as Error).constructor.name, (error as Error).message];
  }
}

describe("formWriter", () => {
  it.each([
    ["q", "s=a&s=b%20c&s=1"],
    ["q-", "s=a,b%20c,1"],
  ])("31.3: %s: each member of a list is read once (no walk before the writer's)", (code, expected) => {
    const { list, reads } = countedList(["a", "b c", 1]);
    expect(formWriter(ROUTE, "s", queryEncoder(parseCode(code, ROUTE, "s"), "s", ROUTE))(list)).toBe(expected);
    expect(reads()).toBe(3);
  });

  it.each(["q", "q-", "q*"])("31.1: %s: writes every value as the slot's encoder writes it, and refuses as it refuses", (code) => {
    for (const name of NAMES) {
      const encode = queryEncoder(parseCode(code, ROUTE, name), name, ROUTE);
      const [fast, slow] = [formWriter(ROUTE, name, encode), partWriter(ROUTE, name, encode)];
      for (const value of [...VALUES, ...REFUSED]) expect(outcome(fast, value)).toEqual(outcome(slow, value));
    }
  });
});
