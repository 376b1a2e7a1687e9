// The deliberate deviations from @octokit/endpoint@7.0.6 listed in DESIGN.md: each test shows
// what the reference does and what we do instead.
import { endpoint as reference } from "@octokit/endpoint";
import { parseTemplate } from "@scope/url-expander";
import { main } from "../src/cli";
import { describe, expect, it } from "vitest";
import {
  endpoint,
  InvalidHeaderError,
  InvalidMethodError,
  InvalidOptionsError,
  InvalidParameterValueError,
  InvalidQueryValueError,
  MissingParameterError,
  MissingUrlError,
  UnsafeUrlError,
  UriTemplateError,
} from "../src/index";

const loose = reference as unknown as (route: unknown, options?: unknown) => { method: string; url: string; headers: Record<string, unknown> };
const ours = endpoint as unknown as typeof loose;

describe("1. an invalid URI template throws UriTemplateError with the position", () => {
  it("unclosed expression", () => {
    expect(loose("GET /orgs/{org", { org: "o" }).url).toBe("https://api.github.com/orgs/{org?org=o");
    expect(() => endpoint("GET /orgs/{org", { org: "o" })).toThrow(UriTemplateError);
    try {
      endpoint("GET /orgs/{org", { org: "o" });
    } catch (error) {
      expect(error).toMatchObject({ name: "UriTemplateError", position: 6 });
    }
  });
});

describe("2. RFC 6570 wins where the reference's expander disagrees", () => {
  it("an undefined variable in a query expression adds nothing", () => {
    expect(loose("GET /x{?a,b}", { b: 2 }).url).toBe("https://api.github.com/x?&b=2");
    expect(endpoint("GET /x{?a,b}", { b: 2 }).url).toBe("https://api.github.com/x?b=2");
  });
  it("an undefined path expression adds nothing", () => {
    expect(loose("GET /x{/a}", {}).url).toBe("https://api.github.com/x/");
    // @ts-expect-error {/a} is a path variable, so the compiler requires it; at run time it may be absent
    expect(endpoint("GET /x{/a}", {}).url).toBe("https://api.github.com/x");
  });
  it("exploded members are joined by the operator's separator", () => {
    expect(loose("GET /x{/path*}{?query*}", { path: ["a", "b"], query: { c: 1, d: 2 } }).url).toBe(
      "https://api.github.com/x/a,b?c=1,d=2",
    );
    expect(endpoint("GET /x{/path*}{?query*}", { path: ["a", "b"], query: { c: 1, d: 2 } }).url).toBe(
      "https://api.github.com/x/a/b?c=1&d=2",
    );
  });
  it("an empty list is undefined", () => {
    expect(loose("GET /x{?list}", { list: [] }).url).toBe("https://api.github.com/x?list=");
    expect(endpoint("GET /x{?list}", { list: [] }).url).toBe("https://api.github.com/x");
  });
});

describe("3. a missing url throws", () => {
  it.each([[{}], [{ url: "" }], [{ url: undefined }]])("endpoint(%j)", (options) => {
    expect(loose(options).url).toBe("https://api.github.com/");
    expect(() => endpoint(options)).toThrow(MissingUrlError);
  });
});

describe("4. header injection and invalid methods throw", () => {
  it("a method that is not a token", () => {
    expect(loose("GE T /x").method).toBe("GE");
    expect(() => endpoint({ method: "GE T", url: "/x" })).toThrow(InvalidMethodError);
    expect(() => endpoint({ method: "GET\r\nX: y", url: "/x" })).toThrow(InvalidMethodError);
  });
  it("a header value with CR, LF or NUL", () => {
    const headers = { "x-a": "v\r\nx-injected: 1" };
    expect(loose("GET /x", { headers }).headers["x-a"]).toBe(headers["x-a"]);
    expect(() => endpoint("GET /x", { headers })).toThrow(InvalidHeaderError);
    expect(() => endpoint("GET /x", { headers: { "x-a": "a\0b" } })).toThrow(InvalidHeaderError);
  });
  it("a header name that is not a token", () => {
    expect(() => endpoint("GET /x", { headers: { "x a": "v" } })).toThrow(InvalidHeaderError);
    expect(() => endpoint("GET /x", { headers: { "x:a": "v" } })).toThrow(InvalidHeaderError);
  });
});

describe("5. query values: objects throw, null is omitted", () => {
  it("an object names the parameter", () => {
    expect(loose("GET /x", { filter: { a: 1 } }).url).toBe("https://api.github.com/x?filter=%5Bobject%20Object%5D");
    expect(() => endpoint("GET /x", { filter: { a: 1 } })).toThrow(InvalidQueryValueError);
    expect(() => endpoint("GET /x", { filter: { a: 1 } })).toThrow(/"filter"/);
  });
  it("null is omitted", () => {
    expect(loose("GET /x", { since: null, page: 2 }).url).toBe("https://api.github.com/x?since=null&page=2");
    expect(endpoint("GET /x", { since: null, page: 2 }).url).toBe("https://api.github.com/x?page=2");
  });
});

describe("6. the result's method is upper case", () => {
  it("patch stays PATCH so that fetch sends it as is", () => {
    expect(loose("patch /x").method).toBe("PATCH");
    expect(endpoint("patch /x").method).toBe("PATCH");
  });
});

describe("7. a value that makes a dot-segment throws", () => {
  it.each([[".."], ["."], ["%2e%2e"], ["%2E."]])("{+path} = %j", (path) => {
    expect(() => endpoint("GET /repos/o/r/contents/{+path}", { path })).toThrow(UnsafeUrlError);
  });
  it.each([[".."], ["."]])("{owner} = %j", (owner) => {
    expect(loose("GET /repos/{owner}/r", { owner }).url).toBe(`https://api.github.com/repos/${owner}/r`);
    expect(() => endpoint("GET /repos/{owner}/r", { owner })).toThrow(UnsafeUrlError);
  });
  it("a path that reaches outside through reserved expansion", () => {
    expect(() => endpoint("GET /repos/o/r/contents/{+path}", { path: "a/../../admin" })).toThrow(UnsafeUrlError);
  });
  it("dots inside a segment are fine", () => {
    expect(endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "..a" }).url).toBe("https://api.github.com/repos/o/..a");
    expect(endpoint("GET /x{?q}", { q: ".." }).url).toBe("https://api.github.com/x?q=..");
  });
});

describe("8. bigint is written in full; undefined means not given", () => {
  it("bigint", () => {
    const id = 12345678901234567890n;
    expect(loose("GET /deliveries/{id}/attempts", { id }).url).toBe("https://api.github.com/deliveries//attempts");
    expect(endpoint("GET /deliveries/{id}/attempts", { id }).url).toBe("https://api.github.com/deliveries/12345678901234567890/attempts");
  });
  it("method: undefined keeps the route's method", () => {
    expect(loose("POST /x", { method: undefined }).method).toBe("GET");
    expect(endpoint("POST /x", { method: undefined }).method).toBe("POST");
  });
});

describe('9. a URL that is not an absolute http(s) URL must start with "/" once expanded', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ["GET/user", {}, "https://api.github.comGET/user"],
    ["GET @evil.com/x", {}, "https://api.github.com@evil.com/x"],
    ["{name}/x", { baseUrl: "https://api.example.com/v1/", name: "a" }, "https://api.example.com/v1/a/x"],
    ["GET {?q}", { q: "x" }, "https://api.github.com?q=x"],
    ["GET {+target}", { target: "http:evil.com" }, "http:evil.com"], // against an https page: evil.com
  ])("%j with %j", (route, options, theirs) => {
    expect(loose(route, options).url).toBe(theirs);
    expect(() => ours(route, options)).toThrow(UnsafeUrlError);
    expect(() => ours(route, options)).toThrow(/must start with "\/" once expanded/);
  });
  it("an expression that expands to a path is fine", () => {
    expect(loose("GET {/name}/x", { name: "a" }).url).toBe("https://api.github.com/a/x");
    expect(ours("GET {/name}/x", { name: "a" }).url).toBe("https://api.github.com/a/x");
  });
});

describe('10. baseUrl and a path are joined with exactly one "/"; no join makes "//host"', () => {
  it.each<[string, string, string]>([
    ["https://ghe.example/api/v3/", "https://ghe.example/api/v3//user", "https://ghe.example/api/v3/user"],
    ["/", "//user", "/user"],
    ["/api/", "/api//user", "/api/user"],
  ])("baseUrl %j with /user", (baseUrl, theirs, joined) => {
    expect(loose("GET /user", { baseUrl }).url).toBe(theirs);
    expect(ours("GET /user", { baseUrl }).url).toBe(joined);
  });
  it('baseUrl "/" and a path starting with "//"', () => {
    expect(loose("GET //evil.com/x", { baseUrl: "/" }).url).toBe("///evil.com/x");
    expect(() => ours("GET //evil.com/x", { baseUrl: "/" })).toThrow(UnsafeUrlError);
  });
  it("a base URL with a query, or a character URL parsers strip, is refused", () => {
    expect(loose("GET /user", { baseUrl: "https://ghe.example/api?x=1" }).url).toBe("https://ghe.example/api?x=1/user");
    expect(() => ours("GET /user", { baseUrl: "https://ghe.example/api?x=1" })).toThrow(UnsafeUrlError);
    expect(loose("GET /user", { baseUrl: "https://ghe.example\u2028" }).url).toBe("https://ghe.example\u2028/user");
    expect(() => ours("GET /user", { baseUrl: "https://ghe.example\u2028" })).toThrow(UnsafeUrlError);
  });
});

describe("11. route templates accept hyphenated names, as the reference does; the RFC 6570 expander alone does not", () => {
  it("{enterprise-team}", () => {
    const route = "GET /enterprises/{enterprise}/teams/{enterprise-team}";
    const options = { enterprise: "e", "enterprise-team": "t" };
    expect(loose(route, options).url).toBe("https://api.github.com/enterprises/e/teams/t");
    expect(ours(route, options).url).toBe("https://api.github.com/enterprises/e/teams/t");
    expect(() => parseTemplate("/teams/{enterprise-team}")).toThrow(UriTemplateError);
  });
});

describe("12. header values obey Node's http rule (tab and visible characters up to U+00FF) from every path", () => {
  it.each([["日本"], ["a\u007fb"], ["a\u0100"]])("%j is refused", (value) => {
    const headers = { "x-a": value };
    expect(loose("GET /x", { headers }).headers["x-a"]).toBe(value);
    expect(() => ours("GET /x", { headers })).toThrow(InvalidHeaderError);
    expect(() => endpoint.defaults({ headers })).toThrow(InvalidHeaderError);
    expect(() => endpoint.parse({ ...endpoint.merge("GET /x"), headers })).toThrow(InvalidHeaderError);
  });
  it("a tab and Latin-1 stay", () => {
    const headers = { "x-a": "a\tb é" };
    expect(loose("GET /x", { headers }).headers["x-a"]).toBe("a\tb é");
    expect(ours("GET /x", { headers }).headers["x-a"]).toBe("a\tb é");
  });
});

describe("5. (bound) a query list holds at most 10,000 members", () => {
  it("a sparse new Array(1e6)", () => {
    const labels = new Array(1e6);
    expect(loose("GET /x", { labels }).url).toHaveLength("https://api.github.com/x?labels=".length + 3 * (1e6 - 1));
    // 31.2: the one list bound's refusal, the same class on the default and the table path.
    expect(() => ours("GET /x", { labels })).toThrow(InvalidParameterValueError);
  });
});

describe("13. options are checked when they are bound; request must be an object", () => {
  const looseDefaults = (options: unknown) => (reference.defaults as (o: unknown) => typeof reference)(options);
  const ourDefaults = (options: unknown) => (endpoint.defaults as (o: unknown) => typeof endpoint)(options);
  it("a baseUrl that is a number: the reference binds it and builds a mangled URL", () => {
    expect(looseDefaults({ baseUrl: 42 })("GET /x").url).toBe("42/x");
    expect(() => ourDefaults({ baseUrl: 42 })).toThrow(InvalidOptionsError);
  });
  it("a baseUrl that is not http(s)", () => {
    expect(looseDefaults({ baseUrl: "ftp://x" })("GET /x").url).toBe("ftp://x/x");
    expect(() => ourDefaults({ baseUrl: "ftp://x" })).toThrow(UnsafeUrlError);
  });
  it(".defaults(\"octokit\"): the reference reads the string as url", () => {
    expect(looseDefaults("octokit").DEFAULTS.url).toBe("octokit");
    expect(() => ourDefaults("octokit")).toThrow(InvalidOptionsError);
  });
  it("a request that is not an object", () => {
    expect((loose("GET /x", { request: 5 }) as { request?: unknown }).request).toBe(5);
    expect(() => ours("GET /x", { request: 5 })).toThrow(InvalidOptionsError);
    expect(() => ourDefaults({ request: 5 })).toThrow(InvalidOptionsError);
  });
});

describe("14. a body the client encodes itself gets no JSON content-type", () => {
  const form = new FormData();
  form.append("a", "1");
  it.each<[string, unknown, string | undefined]>([
    ["FormData", form, undefined],
    ["a Blob", new Blob(["x"]), undefined],
    ["bytes", new Uint8Array(2), undefined],
    ["URLSearchParams", new URLSearchParams("a=1"), "application/x-www-form-urlencoded;charset=UTF-8"],
  ])("%s", (_title, data, type) => {
    expect(loose("POST /x", { data }).headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(ours("POST /x", { data }).headers["content-type"]).toBe(type);
  });
  it('"content-type": "" removes the header', () => {
    const options = { data: form, headers: { "content-type": "" } };
    expect(loose("POST /x", options).headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(ours("POST /x", options).headers).not.toHaveProperty("content-type");
  });
  it("a plain object is JSON, as in the reference", () => {
    expect(ours("POST /x", { a: 1 }).headers["content-type"]).toBe(loose("POST /x", { a: 1 }).headers["content-type"]);
  });
});

describe("15. a URL whose host two parsers read differently is refused", () => {
  it.each<[string, Record<string, unknown>, string]>([
    ["GET /x", { baseUrl: "https://api.github.com\\@evil.example" }, "https://api.github.com\\@evil.example/x"],
    ["GET /x", { baseUrl: "https://api.github.com@evil.example" }, "https://api.github.com@evil.example/x"],
    ["GET https://uploads.github.com@evil.example/x", {}, "https://uploads.github.com@evil.example/x"],
    ["GET /x", { baseUrl: "https://0x7f.1" }, "https://0x7f.1/x"],
  ])("%j with %j", (route, options, theirs) => {
    expect(loose(route, options).url).toBe(theirs);
    expect(() => ours(route, options)).toThrow(UnsafeUrlError);
  });
});

describe("16. a :name-with-hyphens is one name", () => {
  it("DELETE /enterprises/:enterprise/teams/:enterprise-team", () => {
    const route = "DELETE /enterprises/:enterprise/teams/:enterprise-team";
    const options = { enterprise: "acme", "enterprise-team": "t" };
    expect(loose(route, options)).toMatchObject({ url: "https://api.github.com/enterprises/acme/teams/acme-team", body: { "enterprise-team": "t" } });
    expect(ours(route, options).url).toBe("https://api.github.com/enterprises/acme/teams/t");
    expect(ours(route, options)).not.toHaveProperty("body");
  });
});

describe("17. a {name} that forms a whole path segment needs a value", () => {
  it.each<[string, Record<string, unknown>, string]>([
    ["GET /repos/{owner}/{repo}", { owner: "o" }, "https://api.github.com/repos/o/"],
    ["GET /repos/{owner}/{repo}", { owner: "o", repo: null }, "https://api.github.com/repos/o/"],
    ["GET /repos/{owner}/{repo}/issues", { owner: "o", repo: undefined }, "https://api.github.com/repos/o//issues"],
  ])("%j with %j", (route, options, theirs) => {
    expect(loose(route, options).url).toBe(theirs);
    expect(() => ours(route, options)).toThrow(MissingParameterError);
    expect(() => ours(route, options)).toThrow('a value for "{repo}"');
  });
  it("through .defaults(), and the CLI exits non-zero", () => {
    expect(() => endpoint.defaults({ owner: "o" })("GET /repos/{owner}/{repo}/issues" as never)).toThrow(MissingParameterError);
    let err = "";
    const status = main(["GET /repos/{owner}/{repo}", "owner=o"], { write: () => true }, { write: (text: string) => (err += text, true) });
    expect(status).not.toBe(0);
    expect(err).toContain("{repo}");
  });
  it("an empty string is a value, and other expressions keep RFC 6570's rules", () => {
    expect(ours("GET /repos/{owner}/{repo}/contents/{path}", { owner: "o", repo: "r", path: "" }).url).toBe("https://api.github.com/repos/o/r/contents/");
    expect(ours("GET /x{/a}", {}).url).toBe(loose("GET /x{/a}", {}).url.replace(/\/$/, ""));
  });
});

describe("18. a # or ? that a {+x} value puts in the URL is encoded, so that the query is sent", () => {
  it("the contents route with a file under src/C#/", () => {
    const route = "GET /repos/{owner}/{repo}/contents/{+path}";
    const options = { owner: "o", repo: "r", path: "src/C#/a.cs", ref: "dev" };
    expect(loose(route, options).url).toBe("https://api.github.com/repos/o/r/contents/src/C#/a.cs?ref=dev");
    expect(new URL(loose(route, options).url).search).toBe("");
    expect(ours(route, options).url).toBe("https://api.github.com/repos/o/r/contents/src/C%23/a.cs?ref=dev");
    expect(new URL(ours(route, options).url).search).toBe("?ref=dev");
  });

  it("26.10 the contents route with a file named what?.md: a ? in the path is encoded too", () => {
    const route = "GET /repos/{owner}/{repo}/contents/{+path}";
    const options = { owner: "o", repo: "r", path: "docs/what?.md", ref: "dev" };
    expect(loose(route, options).url).toBe("https://api.github.com/repos/o/r/contents/docs/what?.md&ref=dev");
    expect(new URL(loose(route, options).url).pathname).toBe("/repos/o/r/contents/docs/what");
    expect(ours(route, options).url).toBe("https://api.github.com/repos/o/r/contents/docs/what%3F.md?ref=dev");
    expect(new URL(ours(route, options).url).searchParams.get("ref")).toBe("dev");
  });
});

describe("19. the query goes before the fragment, so that it is sent", () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    ["GET /x{#section}", { section: "top", page: 2 }, "/x#top?page=2", "/x?page=2#top"],
    ["GET /x#top", { page: 2 }, "/x#top?page=2", "/x?page=2#top"],
    ["GET /x{?a}#top", { a: 1, page: 2 }, "/x?a=1#top&page=2", "/x?a=1&page=2#top"],
  ])("%s with %j", (route, options, theirs, mine) => {
    expect(loose(route, options).url).toBe(`https://api.github.com${theirs}`);
    expect(ours(route, options).url).toBe(`https://api.github.com${mine}`);
    expect(new URL(ours(route, options).url).searchParams.get("page")).toBe("2");
    expect(new URL(loose(route, options).url).searchParams.get("page")).toBeNull();
  });
});

describe("20. a route decides the method and the URL; location-prefixed keys send a field of any name", () => {
  const route = "PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config";
  it("25.1 GitHub's webhook config: url is the webhook's URL, not the request's", () => {
    const options = { owner: "o", repo: "r", hook_id: 1, url: "https://hook.example/payload", content_type: "json" };
    // The reference sends the PATCH, and the token a client adds, to the webhook's URL.
    expect(loose(route, options)).toMatchObject({ method: "PATCH", url: "https://hook.example/payload" });
    expect(() => ours(route, options)).toThrow(InvalidOptionsError);
    expect(() => ours(route, options)).toThrow(expect.objectContaining({ code: "ROUTE_OPTION", message: expect.stringContaining('"body.url"') }));
  });

  it("25.1 a method beside a route that names one", () => {
    expect(loose("POST /x", { method: "card" })).toMatchObject({ method: "CARD" });
    expect(() => ours("POST /x", { method: "card" })).toThrow(expect.objectContaining({ code: "ROUTE_OPTION" }));
  });

  it("25.2 \"body.url\" is the body field url; the reference sends a field named body.url", () => {
    const options = { owner: "o", repo: "r", hook_id: 1, "body.url": "https://hook.example/payload" };
    expect(loose(route, options)).toMatchObject({ url: "https://api.github.com/repos/o/r/hooks/1/config", body: { "body.url": "https://hook.example/payload" } });
    expect(ours(route, options)).toMatchObject({ url: "https://api.github.com/repos/o/r/hooks/1/config", body: { url: "https://hook.example/payload" } });
  });
});

describe("21. a Blob, File or bytes in a JSON body field throws; the reference sends {}", () => {
  it.each([
    ["a Blob", () => new Blob(["abc"])],
    ["bytes", () => new TextEncoder().encode("abc")],
  ])("32.11 %s", (_kind, make) => {
    const value = make();
    const theirs = (reference as unknown as (route: string, options: object) => { body: unknown })("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", file: value });
    expect(theirs.body).toEqual({ file: value });
    // What a client sends of it: the bytes lost.
    expect(JSON.stringify(theirs.body)).toMatch(/^\{"file":\{/);
    expect(() => ours("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", file: value })).toThrow(
      expect.objectContaining({ code: "INVALID_PARAMETER_VALUE", parameter: "file", message: expect.stringContaining("multipart/form-data") }),
    );
    expect((ours as unknown as (route: string, options: object) => { body: unknown })("POST /repos/{owner}/{repo}/releases/assets", { owner: "o", repo: "r", data: value }).body).toBe(value);
  });
});
