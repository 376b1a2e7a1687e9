// 31.1: a form-style encoder writes an ASCII scalar by a compiled form of its expansion's rules, and
// anything else by the expansion; the bytes and refusals are the expansion's.
import { countedList } from "@scope/test-utils";
import { describe, expect, it } from "vitest";
import { parseCode } from "../src/encode/style-facts";
import { queryEncoder } from "../src/encode/style-encoders";
import { partWriter } from "../src/plan/table-writers";

const ROUTE = "GET /x";
const NAMES = ["state", "per-page", "a b", "~x", ".x", "a..b", "é", "x\uD800"];
const SCALARS: unknown[] = ["open", "", "bug,help wanted", "it's 50%!*()", "a+b~c", "[a]#&=/?:@", 100, -1.5, true, 12n, "café 😀"];
const REFUSED: unknown[] = ["a\uD800", () => 1, Symbol("s"), new Date(0)];

/** What `write(value)` gives: its text, or the class and code of its refusal (its message names the value). */
function outcome(write: (value: unknown) => unknown, value: unknown): unknown {
  try {
    return write(value);
  } catch (error) {
    return [(error as Error).constructor.name, (error as { code?: string }).code];
  }
}

describe("the form style's writer", () => {
  it.each([
    ["q", "s=a&s=b%20c&s=1"],
    ["q-", "s=a,b%20c,1"],
  ])("31.3: %s: each member of a list is read once (no walk before the writer's)", (code, expected) => {
    const { list, reads } = countedList(["a", "b c", 1]);
    expect(partWriter(ROUTE, "s", queryEncoder(parseCode(code, ROUTE, "s"), "s", ROUTE))(list)).toBe(expected);
    expect(reads()).toBe(3);
  });

  // RFC 6570 writes a list of one member as that member alone (section 3.2.8), through the
  // expansion's list writer: the oracle of the scalar written at once.
  it.each(["q", "q-", "q*", "c", "c-"])("31.1: %s: a scalar is written as the expansion writes it as a list's one member", (code) => {
    for (const name of NAMES) {
      const write = partWriter(ROUTE, name, queryEncoder(parseCode(code, ROUTE, name), name, ROUTE));
      for (const value of SCALARS) expect(outcome(write, value)).toEqual(outcome(write, [value]));
    }
  });

  it.each(["q", "q-", "q*"])("31.1: %s: a value the form style cannot write is refused with InvalidParameterValueError", (code) => {
    const write = partWriter(ROUTE, "s", queryEncoder(parseCode(code, ROUTE, "s"), "s", ROUTE));
    for (const value of REFUSED) expect(() => write(value)).toThrow(expect.objectContaining({ name: "InvalidParameterValueError", code: "INVALID_PARAMETER_VALUE" }));
  });
});
