// Issue 32.3: userinfo leaves every URL, however it is spelled, and a URL a message quotes never
// shows its query's values. One table of probes (every spelling WHATWG URL or curl reads as
// userinfo, or that a user meant as one), each tried where a URL reaches a message, an error field
// or a table: a baseUrl on every endpoint, the CLI's --base-url, a documentUrl, a server that
// compileRoutes writes. The secret is "Zq9w" and "Ab3x": neither may show anywhere.
import { endpoint } from "@scope/endpoint";
import { compileRoutes } from "@scope/openapi-routes";
import { describe, expect, it } from "vitest";
import { main } from "../packages/endpoint/src/cli";
import { fromOpenApi } from "../packages/endpoint/src/from-open-api";
import { fromRoutes } from "../packages/endpoint/src/routes";

const SECRET_RE = /Zq9w|Ab3x/;

const PROBES: readonly (readonly [title: string, url: string])[] = [
  ["a leading space", " https://u:Zq9wAb3x@ghe.example/api"],
  ["a leading tab", "\thttps://u:Zq9wAb3x@ghe.example/api"],
  ["a leading newline", "\nhttps://u:Zq9wAb3x@ghe.example/api"],
  ["a leading byte-order mark", "\uFEFFhttps://u:Zq9wAb3x@ghe.example/api"],
  ["a leading C0 control", "\u0001https://u:Zq9wAb3x@ghe.example/api"],
  ["scheme-relative //user:TOKEN@host", "//u:Zq9wAb3x@ghe.example/api"],
  ["scheme-relative with backslashes", "\\\\u:Zq9wAb3x@ghe.example/api"],
  ["a password holding /", "https://u:Zq9w/Ab3x@ghe.example/api"],
  ["a password holding ?", "https://u:Zq9w?Ab3x@ghe.example/api"],
  ["a password holding #", "https://u:Zq9w#Ab3x@ghe.example/api"],
  ["a password holding \\", "https://u:Zq9w\\Ab3x@ghe.example/api"],
  ["several @", "https://u@Zq9w:x@Ab3x@ghe.example/api"],
  ["a tab inside the scheme", "ht\ttps://u:Zq9wAb3x@ghe.example/api"],
  ["backslashes after the scheme", "https:\\\\u:Zq9wAb3x@ghe.example/api"],
  ["another scheme", "ftp://u:Zq9wAb3x@ghe.example/api"],
  ["a query value", "https://ghe.example/api?access_token=Zq9wAb3x"],
];

/** What a call throws: its message and every string field (`url`, `reason`...), or "no error". */
function thrown(call: () => unknown): string {
  try {
    call();
    return "no error";
  } catch (error) {
    return Object.values(error as object).filter((value) => typeof value === "string").concat((error as Error).message).join("\n");
  }
}

/** The CLI's status and everything it printed. */
function cli(...argv: string[]): [number, string] {
  let printed = "";
  const write = (text: string): boolean => Boolean((printed += text));
  return [main(argv, { write }, { write }), printed];
}

const TABLE = { v: 1 as const, r: { "GET /user": {} } };
const DOCUMENT = { openapi: "3.0.3", info: { title: "t", version: "1" }, servers: [{ url: "https://api.example.com" }], paths: { "/user": { get: {} } } };

describe("32.3: userinfo leaves every URL however spelled", () => {
  it.each(PROBES)("%s (%j): a refused baseUrl, on every endpoint and the CLI's --base-url", (_title, url) => {
    const calls = [
      () => endpoint("GET /user", { baseUrl: url }),
      () => endpoint.defaults({ baseUrl: url }),
      () => fromRoutes(TABLE)("GET /user", { baseUrl: url } as never),
      () => fromOpenApi(DOCUMENT)("GET /user", { baseUrl: url } as never),
    ];
    for (const call of calls) {
      const shown = thrown(call);
      expect(shown).not.toBe("no error");
      expect(shown).toMatch(/^UNSAFE_URL$/m);
      expect(shown).not.toMatch(SECRET_RE);
    }
    const [status, printed] = cli("--base-url", url, "GET /user");
    expect(status).toBe(2);
    expect(printed).toMatch(/^scope-endpoint: UnsafeUrlError: /);
    expect(printed).not.toMatch(SECRET_RE);
  });

  it.each(PROBES)("%s (%j): a refused documentUrl", (_title, url) => {
    const shown = thrown(() => fromRoutes({ v: 1, s: "/v1", r: {} }, { documentUrl: url }));
    expect(shown).not.toMatch(SECRET_RE);
  });

  it.each([
    ["scheme-relative //user:TOKEN@host", "//u:Zq9wAb3x@ghe.example/v1", "//ghe.example/v1"],
    ["scheme-relative, backslashes", "\\\\u:Zq9wAb3x@ghe.example/v1", "\\\\ghe.example/v1"],
    ["scheme-relative, a password holding /", "//u:Zq9w/Ab3x@ghe.example/v1", "//ghe.example/v1"],
    ["absolute, several @", "https://u@Zq9w:x@Ab3x@ghe.example/v1", "https://ghe.example/v1"],
  ])("%s: compileRoutes writes the server %j without its userinfo", (_title, server, written) => {
    const table = compileRoutes({ ...DOCUMENT, servers: [{ url: server }] });
    expect(JSON.stringify(table)).not.toMatch(SECRET_RE);
    expect(table.s).toBe(written);
  });
});

describe("32.3: a URL a message quotes never shows its query's values", () => {
  it("SEGMENT_VALUE: the URL the route would have had, its query names kept", () => {
    const shown = thrown(() => endpoint("GET /repos/{owner}/{repo}{?access_token}", { owner: "o", repo: undefined, access_token: "Zq9wAb3x" } as never));
    expect(shown).toContain('"/repos/o/?access_token=…"');
    expect(shown).not.toMatch(SECRET_RE);
  });

  it("UNSAFE_URL: a dot-segment in a URL with a query", () => {
    const shown = thrown(() => endpoint("GET /{+path}{?sig}", { path: "a/../b", sig: "Zq9wAb3x" }));
    expect(shown).toMatch(/^UNSAFE_URL$/m);
    expect(shown).toContain("?sig=…");
    expect(shown).not.toMatch(SECRET_RE);
  });

  it("the CLI's --curl without an absolute URL (CURL_RELATIVE_URL)", () => {
    const [status, printed] = cli("--curl", "--base-url", "/api", "GET /x{?access_token}", "access_token=Zq9wAb3x");
    expect([status, printed]).toEqual([2, expect.stringContaining('"/api/x?access_token=…"')]);
    expect(printed).not.toMatch(SECRET_RE);
  });
});
