// Differential test: for every generated call that @octokit/endpoint@7.0.6 handles, our result
// equals its result, user-agent aside. Seeded: a failure names its case and replays.
import { endpoint as reference } from "@octokit/endpoint";
import { describe, expect, it } from "vitest";
import { endpoint } from "../src/index";
import { generateCase, type Case } from "./support/generate-case";
import { deepFreeze, Random } from "@scope/test-utils";

// PARITY_SEED=<n> replays or explores another seed.
const SEED = Number(process.env.PARITY_SEED ?? 0x5eed2026);
const CASES = 6000;

type Loose = ((route: unknown, options?: unknown) => Record<string, unknown>) & {
  defaults(options: unknown): Loose;
  merge(route: unknown, options?: unknown): Record<string, unknown>;
  parse(options: unknown): Record<string, unknown>;
  DEFAULTS: Record<string, unknown>;
};

/** Drops the user-agent, the one header that differs by design, without changing the input. */
function withoutUserAgent(value: Record<string, unknown>): Record<string, unknown> {
  const headers = { ...(value.headers as Record<string, unknown>) };
  delete headers["user-agent"];
  return { ...value, headers };
}

function bind(base: Loose, layers: readonly Record<string, unknown>[]): Loose {
  return layers.reduce((bound, layer) => bound.defaults(structuredClone(layer)), base);
}

function run(base: Loose, c: Case, operation: "endpoint" | "merge" | "parse") {
  const bound = bind(base, c.defaults);
  const options = base === (reference as unknown) ? structuredClone(c.options) : deepFreeze(structuredClone(c.options));
  const args = c.route === undefined ? [options] : [c.route, options];
  const merged = bound.merge(...(args as [unknown, unknown]));
  const result =
    operation === "merge" ? merged : operation === "parse" ? bound.parse(merged) : bound(...(args as [unknown, unknown]));
  return { result: withoutUserAgent(result), DEFAULTS: withoutUserAgent(bound.DEFAULTS) };
}

const random = new Random(SEED);
const cases = Array.from({ length: CASES }, (_, i) => generateCase(random, i));

describe(`parity with @octokit/endpoint@7.0.6 over ${CASES} seeded cases (seed ${SEED})`, () => {
  for (const operation of ["endpoint", "merge", "parse"] as const) {
    it(`${operation}(): zero differences`, () => {
      const differences: string[] = [];
      for (const c of cases) {
        const theirs = run(reference as unknown as Loose, c, operation);
        let ours: unknown;
        try {
          ours = run(endpoint as unknown as Loose, c, operation);
          expect(ours).toEqual(theirs);
        } catch (error) {
          const got = ours === undefined ? `threw ${String(error)}` : JSON.stringify(ours);
          differences.push(`${c.title}\n  input: ${JSON.stringify(c)}\n  ours: ${got}\n  theirs: ${JSON.stringify(theirs)}`);
        }
      }
      expect(differences.slice(0, 5).join("\n"), `${differences.length} of ${CASES} differ`).toBe("");
    });
  }

  it("the generator reaches every kind of input it is meant to", () => {
    const seen = (predicate: (c: Case) => boolean) => cases.filter(predicate).length;
    const text = (c: Case) => JSON.stringify(c);
    expect(seen((c) => c.defaults.length >= 2)).toBeGreaterThan(CASES / 10);
    expect(seen((c) => c.defaults.length === 3)).toBeGreaterThan(CASES / 20);
    expect(seen((c) => /\/:[a-z]/.test(text(c)))).toBeGreaterThan(CASES / 10);
    expect(seen((c) => /\{\+/.test(text(c)))).toBeGreaterThan(CASES / 50);
    expect(seen((c) => /\{\?/.test(text(c)))).toBeGreaterThan(CASES / 50);
    expect(seen((c) => text(c).includes("https://uploads"))).toBeGreaterThan(CASES / 50);
    expect(seen((c) => text(c).includes('"previews"'))).toBeGreaterThan(CASES / 10);
    expect(seen((c) => text(c).includes('"data"'))).toBeGreaterThan(CASES / 20);
    expect(seen((c) => text(c).includes('"request"'))).toBeGreaterThan(CASES / 20);
    expect(seen((c) => text(c).includes('"q"'))).toBeGreaterThan(CASES / 20);
    expect(seen((c) => c.route === undefined)).toBeGreaterThan(CASES / 5);
    expect(seen((c) => text(c).includes("/graphql"))).toBeGreaterThan(CASES / 50);
    const method = (c: Case) => (c.route?.includes(" ") ? c.route.split(" ")[0] : (c.options.method as string | undefined));
    expect(seen((c) => { const m = method(c); return m !== undefined && m !== m.toUpperCase(); })).toBeGreaterThan(CASES / 10);
    const nonAscii = (value: string) => [...value].some((char) => char.codePointAt(0)! > 0x7f);
    expect(seen((c) => nonAscii(JSON.stringify(c.options)))).toBeGreaterThan(CASES / 10);
    expect(seen((c) => text(c).includes("ghe.example.com"))).toBeGreaterThan(CASES / 20);
  });
});

describe("parity on fixed calls", () => {
  const fixed: [string, string | Record<string, unknown>, Record<string, unknown>?][] = [
    ["GraphQL", "POST /graphql", { query: "{ viewer { login } }", variables: { a: 1 } }],
    ["upload", "POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
      { owner: "o", repo: "r", release_id: 1, name: "a b.zip", label: "x", data: "raw", headers: { "content-type": "text/plain" } }],
    ["search q keeps +", "GET /search/issues", { q: "repo:o/r+is:open label:bug" }],
    ["format raw", "GET /repos/{owner}/{repo}/contents/{path}", { owner: "o", repo: "r", path: "a.md", mediaType: { format: "raw" } }],
    ["previews and format", "GET /repos/{owner}/{repo}", { owner: "o", repo: "r", mediaType: { previews: ["symmetra"], format: "diff" } }],
    ["octet-stream ignores mediaType", "GET /x", { headers: { accept: "application/octet-stream" }, mediaType: { format: "raw" } }],
    ["PUT without body", "PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" }],
    ["DELETE without body", "DELETE /repos/{owner}/{repo}", { owner: "o", repo: "r" }],
    ["colon port stays", "GET http://localhost:8080/:org/x", { org: "o" }],
    ["options only", { method: "patch", url: "/repos/{owner}/{repo}", owner: "o", repo: "r", name: "n" }],
  ];
  for (const [title, route, options] of fixed) {
    it(title, () => {
      const args = (options === undefined ? [route] : [route, options]) as [string, Record<string, unknown>];
      const ours = withoutUserAgent(endpoint(...args) as unknown as Record<string, unknown>);
      const theirs = withoutUserAgent((reference as unknown as Loose)(...args));
      expect(ours).toEqual(theirs);
    });
  }
});
