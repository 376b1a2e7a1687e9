import { runInNewContext } from "node:vm";
import { deepFreeze } from "@scope/test-utils";
import { describe, expect, it } from "vitest";
import { expand, parseTemplate } from "../src/index.js";

type Row = [label: string, value: unknown, simple: string, query: string, explodedQuery: string];

// One value, three operators: "{v}", "{?v}" and "{?v*}".
const ROWS: Row[] = [
  ["string", "a b", "a%20b", "?v=a%20b", "?v=a%20b"],
  ["empty string", "", "", "?v=", "?v="],
  ["integer", 42, "42", "?v=42", "?v=42"],
  ["negative float", -1.5, "-1.5", "?v=-1.5", "?v=-1.5"],
  ["large number", 1e21, "1e%2B21", "?v=1e%2B21", "?v=1e%2B21"],
  ["negative zero", -0, "0", "?v=0", "?v=0"],
  ["NaN (String(NaN))", Number.NaN, "NaN", "?v=NaN", "?v=NaN"],
  ["bigint, written in full", 12345678901234567890n, "12345678901234567890", "?v=12345678901234567890", "?v=12345678901234567890"],
  ["true", true, "true", "?v=true", "?v=true"],
  ["false", false, "false", "?v=false", "?v=false"],
  ["null", null, "", "", ""],
  ["undefined", undefined, "", "", ""],
  ["list", ["a", 1, true, 2n], "a,1,true,2", "?v=a,1,true,2", "?v=a&v=1&v=true&v=2"],
  ["list with nulls", [null, "a", undefined], "a", "?v=a", "?v=a"],
  ["sparse list", [, "a", , "b"], "a,b", "?v=a,b", "?v=a&v=b"], // eslint-disable-line no-sparse-arrays
  ["empty list", [], "", "", ""],
  ["map", { a: 1, b: "x y" }, "a,1,b,x%20y", "?v=a,1,b,x%20y", "?a=1&b=x%20y"],
  ["map with null members", { a: null, b: 2 }, "b,2", "?v=b,2", "?b=2"],
  ["map of nulls", { a: null }, "", "", ""],
  ["empty map", {}, "", "", ""],
  ["null-prototype map", Object.assign(Object.create(null) as object, { k: "v" }), "k,v", "?v=k,v", "?k=v"],
  ["map from another realm", runInNewContext("({ k: 'v' })") as unknown, "k,v", "?v=k,v", "?k=v"],
  ["list from another realm", runInNewContext("['a', 'b']") as unknown, "a,b", "?v=a,b", "?v=a&v=b"],
  ["map with numeric keys (property order)", { b: 1, 10: "x", 2: "y" }, "2,y,10,x,b,1", "?v=2,y,10,x,b,1", "?2=y&10=x&b=1"],
];

describe("value types", () => {
  it.each(ROWS)("%s", (_label, value, simple, query, explodedQuery) => {
    expect(expand<string>("{v}", { v: value })).toBe(simple);
    expect(expand<string>("{?v}", { v: value })).toBe(query);
    expect(expand<string>("{?v*}", { v: value })).toBe(explodedQuery);
  });

  it("skips symbol keys and non-enumerable properties of a map", () => {
    const map = { a: 1, [Symbol("s")]: 2 };
    Object.defineProperty(map, "hidden", { value: 3, enumerable: false });
    expect(expand("{?m*}", { m: map })).toBe("?a=1");
  });
});

describe("inputs are never changed", () => {
  it("expands deeply frozen values, which stay as they were", () => {
    const values = deepFreeze({ a: "x", list: ["b", null, "c"], map: { k: "v", n: null }, empty: [] });
    const before = structuredClone(values);
    const template = parseTemplate("{a}{/list*}{?map*}{&empty}{#list}");
    expect(template.expand(values)).toBe("x/b/c?k=v#b,c");
    expect(template.expand(values)).toBe("x/b/c?k=v#b,c");
    expect(values).toEqual(before);
  });

  it("leaves the template object frozen", () => {
    const template = parseTemplate("{a}{b}");
    expect(Object.isFrozen(template)).toBe(true);
    expect(Object.isFrozen(template.variables)).toBe(true);
  });
});

describe("__proto__, constructor and other inherited names", () => {
  it("treats own __proto__ and constructor keys as plain keys", () => {
    const values = JSON.parse('{"__proto__": "p", "constructor": "c", "map": {"__proto__": "x", "constructor": "y"}}') as Record<
      string,
      unknown
    >;
    expect(expand<string>("{__proto__}/{constructor}{?map*}", values)).toBe("p/c?__proto__=x&constructor=y");
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it("reads names inherited from Object.prototype as undefined", () => {
    expect(expand<string>("{constructor}{toString}{__proto__}{hasOwnProperty}{?valueOf}", {})).toBe("");
    expect(expand<string>("{+constructor}", Object.create(null) as Record<string, unknown>)).toBe("");
  });

  it("reads own properties only, so a polluted Object.prototype injects nothing", () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.polluted = "evil";
    try {
      expect(expand("/x{?polluted}", {})).toBe("/x");
      expect(expand("{?m*}", { m: { a: 1 } })).toBe("?a=1");
    } finally {
      delete proto.polluted;
    }
  });

  it("ignores values inherited from a prototype chain", () => {
    const values = Object.create({ a: "inherited" }) as Record<string, unknown>;
    values.b = "own";
    expect(expand<string>("{a}{b}", values)).toBe("own");
  });
});
