// The `hyphenatedNames` option: "-" in variable names, anywhere but first. Strict RFC 6570 stays the
// default, and the option changes nothing else: the official suite gives the same results under it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { expand, parseTemplate } from "../src/index.js";

const HYPHENATED = { hyphenatedNames: true } as const;

describe("accepted with hyphenatedNames", () => {
  it.each([
    ["/enterprises/{enterprise}/teams/{enterprise-team}", { enterprise: "e", "enterprise-team": "ops" }, "/enterprises/e/teams/ops", ["enterprise", "enterprise-team"]],
    ["/x{?per-page,a-b*}", { "per-page": 2, "a-b": ["x", "y"] }, "/x?per-page=2&a-b=x&a-b=y", ["per-page", "a-b"]],
    ["{;a-}", { "a-": "" }, ";a-", ["a-"]],
    ["{a--b.c-d}", { "a--b.c-d": "v" }, "v", ["a--b.c-d"]],
    ["{a.-b}{a-.b}", { "a.-b": 1, "a-.b": 2 }, "12", ["a.-b", "a-.b"]],
    ["{x-1:2}", { "x-1": "abc" }, "ab", ["x-1"]],
    ["{/%2D-a}", { "%2D-a": "p" }, "/p", ["%2D-a"]],
  ])("%j with %j gives %j", (template, values, expected, variables) => {
    const compiled = parseTemplate(template, HYPHENATED);
    expect({ variables: compiled.variables, expanded: compiled.expand(values) }).toEqual({ variables, expanded: expected });
    expect(expand(template, values, HYPHENATED)).toBe(expected);
  });
});

describe("refused with hyphenatedNames", () => {
  it.each([
    ["{-a}", "INVALID_CHARACTER", 1],
    ["{+-a}", "INVALID_CHARACTER", 2],
    ["{a,-b}", "INVALID_CHARACTER", 3],
    ["{a-.}", "MISPLACED_DOT", 3],
    ["{a:3-}", "INVALID_CHARACTER", 4],
    ["{a-b c}", "INVALID_CHARACTER", 4],
  ])("%j throws %s at %i", (template, code, position) => {
    expect(() => parseTemplate(template, HYPHENATED)).toThrow(expect.objectContaining({ code, position }));
  });
});

describe("strict by default", () => {
  it.each([
    ["{enterprise-team}", undefined, 11],
    ["/x{?a,b-c}", {}, 7],
    ["{a-}", { hyphenatedNames: false }, 2],
  ])("%j with options %j throws INVALID_CHARACTER at %i", (template, options, position) => {
    expect(() => parseTemplate(template, options)).toThrow(expect.objectContaining({ code: "INVALID_CHARACTER", position }));
    expect(() => expand(template, {}, options)).toThrow(expect.objectContaining({ code: "INVALID_CHARACTER", position }));
  });

  it("reads only true as turning the option on, and reads the options once", () => {
    let reads = 0;
    const options = {
      get hyphenatedNames(): boolean {
        reads++;
        return "yes" as unknown as boolean;
      },
    };
    expect(() => expand("{a-b}", { "a-b": 1 }, options)).toThrow(expect.objectContaining({ code: "INVALID_CHARACTER" }));
    expect(reads).toBe(1);
  });
});

type Expected = string | string[] | false;
const SUITE = new URL("./fixtures/uritemplate-test/", import.meta.url);
const load = (file: string): Record<string, { variables: Record<string, unknown>; testcases: [string, Expected][] }> =>
  JSON.parse(readFileSync(new URL(file, SUITE), "utf8")) as never;
/** Negative cases of the official suite that are invalid only for their hyphenated names. */
const HYPHENATED_NEGATIVES = new Set(["/{default-graph-uri}", "/sparql{?query,default-graph-uri}"]);

describe("the official suite under hyphenatedNames", () => {
  const groups = ["spec-examples.json", "extended-tests.json", "negative-tests.json"].flatMap((file) => Object.values(load(file)));
  const cases = groups.flatMap(({ variables, testcases }) => testcases.map(([template, expected]) => ({ template, expected, variables })));

  it.each(cases)("$template gives what the strict mode gives", ({ template, expected, variables }) => {
    const strict = (): string => parseTemplate(template).expand(variables);
    const relaxed = (): string => parseTemplate(template, HYPHENATED).expand(variables);
    if (expected === false && HYPHENATED_NEGATIVES.has(template)) {
      // Valid now: it expands as the name spelt with "_" does in the strict mode, the name kept.
      const underscored = (text: string): string => text.replaceAll("default-graph-uri", "default_graph_uri");
      const renamed = Object.fromEntries(Object.entries(variables).map(([name, value]) => [underscored(name), value]));
      const twin = parseTemplate(underscored(template)).expand(renamed);
      expect(strict).toThrow(expect.objectContaining({ code: "INVALID_CHARACTER" }));
      expect(relaxed()).toBe(twin.replace("default_graph_uri=", "default-graph-uri="));
      expect(relaxed()).not.toBe(template.slice(0, template.indexOf("{")));
    } else if (expected === false) {
      expect(strict).toThrow();
      expect(relaxed).toThrow();
    } else {
      expect(relaxed()).toBe(strict());
    }
  });
});
