// The URL of a request plan: `:name` placeholders (hyphenated names read whole).
import { describe, expect, it } from "vitest";
import { createEndpoint, createRouteEndpoint } from "../src/index";
import { planUrl } from "../src/plan/url-plan";
import { segmentParameters } from "../src/plan/segment-parameters";

const api = createEndpoint({ baseUrl: "https://api.example.com" }, { vendor: "example" });
const loose = api as unknown as (route: string, options?: Record<string, unknown>) => { url: string; body?: unknown };

describe(":name placeholders", () => {
  it.each<[string, string[]]>([
    ["/enterprises/:enterprise/teams/:enterprise-team", ["enterprise", "enterprise-team"]],
    ["/:a-b/:org_1/:x--y", ["a-b", "org_1"]],
    ["/:owner-/x", ["owner"]],
    ["/:owner-:repo", ["owner", "repo"]],
    ["http://h:8080/:a/x", []],
  ])("%j names %j", (url, variables) => {
    expect([...planUrl(url).variables]).toEqual(variables);
  });

  it("DELETE /enterprises/:enterprise/teams/:enterprise-team reads one name, as {enterprise-team} does", () => {
    const options = { enterprise: "acme", "enterprise-team": "t" };
    const colon = loose("DELETE /enterprises/:enterprise/teams/:enterprise-team", options);
    expect(colon).toEqual(loose("DELETE /enterprises/{enterprise}/teams/{enterprise-team}", options));
    expect(colon.url).toBe("https://api.example.com/enterprises/acme/teams/t");
    expect(colon.body).toBeUndefined();
  });
});

describe("a {name} that forms a whole path segment needs a value", () => {
  const bound = (api as unknown as { defaults(o: object): typeof loose }).defaults({ owner: "o" });
  it.each<[string, string, Record<string, unknown>]>([
    ["absent", "GET /repos/{owner}/{repo}", { owner: "o" }],
    ["undefined", "GET /repos/{owner}/{repo}", { owner: "o", repo: undefined }],
    ["null", "GET /repos/{owner}/{repo}", { owner: "o", repo: null }],
    ["an empty list", "GET /repos/{owner}/{repo}", { owner: "o", repo: [] }],
    ["in the middle", "GET /repos/{owner}/{repo}/issues", { owner: "o" }],
    ["first", "GET /repos/{owner}/{repo}/issues", { repo: "r" }],
    ["before a query expression", "GET /repos/{owner}/{repo}{?page}", { owner: "o", page: 1 }],
    ["a :name placeholder", "GET /repos/:owner/:repo", { owner: "o" }],
    ["a POST", "POST /repos/{owner}/{repo}/issues", { owner: "o", title: "t" }],
  ])("%s: %s with %j throws, naming it", (_title, route, options) => {
    const name = "owner" in options ? "repo" : "owner";
    expect(() => loose(route, options)).toThrow(`a value for "{${name}}", a whole path segment`);
    expect(() => loose(route, options)).toThrow(expect.objectContaining({ code: "MISSING_PARAMETER", parameter: name, route }));
  });

  it("through .defaults(): /repos/o//issues is not built", () => {
    expect(() => bound("GET /repos/{owner}/{repo}/issues")).toThrow('a value for "{repo}"');
    expect(bound("GET /repos/{owner}/{repo}/issues", { repo: "r" }).url).toBe("https://api.example.com/repos/o/r/issues");
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["GET /repos/{owner}/{repo}", { owner: "o", repo: "" }, "/repos/o/"],
    ["GET /x/{a}.json", {}, "/x/.json"],
    ["GET /x{/a}", {}, "/x"],
    ["GET /x/{+path}", {}, "/x/"],
    ["GET /x/{a,b}", {}, "/x/"],
    ["GET /x/{a}{b}", {}, "/x/"],
    ["GET /x//{a}", { a: 1 }, "/x//1"],
    ["GET /x/{a}/", { a: 1 }, "/x/1/"],
    ["GET /x?y={a}", {}, "/x?y="],
  ])("other expressions keep RFC 6570's rules: %s with %j", (route, options, path) => {
    expect(loose(route, options).url).toBe(`https://api.example.com${path}`);
  });
});

describe("34.3: the whole-segment names of a template, found by one pattern over its path", () => {
  it.each<[string, string[]]>([
    ["/repos/{owner}/{repo}{?page}", ["owner", "repo"]],
    ["/x/{a}.json{/b}", []],
    ["/x/{a}/{b}/", ["a", "b"]],
    ["/x/{a}{&q}", ["a"]],
    ["/x/{a}{#f}/{b}", ["a"]],
    ["/x/{a}#/{b}", ["a"]],
    ["/x?/{a}", []],
    ["/x/{a}{b}/{c}", ["c"]],
    ["/x/{+a}/{enterprise-team}/{%20a}", ["enterprise-team", "%20a"]],
    ["https://h/{a}/{a.b}", ["a", "a.b"]],
    ["{a}/{b}", ["b"]],
  ])("%s: %j", (template, names) => {
    expect(segmentParameters(template)).toEqual(names);
  });
});

describe("a # that a {+x} value puts in the URL is encoded, so the query is sent", () => {
  it("the contents route with a file under src/C#/ keeps its ref", () => {
    const route = "GET /repos/{owner}/{repo}/contents/{+path}";
    expect(loose(route, { owner: "o", repo: "r", path: "src/C#/a.cs", ref: "dev" }).url).toBe(
      "https://api.example.com/repos/o/r/contents/src/C%23/a.cs?ref=dev",
    );
  });
  it.each<[string, Record<string, unknown>, string]>([
    ["GET /x/{+a}/y", { a: "#b" }, "/x/%23b/y"],
    ["GET /x?q={+a}", { a: "1#2", page: 2 }, "/x?q=1%232&page=2"],
    ["GET /x/{+a}", { a: "b?c" }, "/x/b%3Fc"],
    ["GET /x/{+a}{?b}", { a: "c?d", b: 1 }, "/x/c%3Fd?b=1"],
    ["GET /x/{a}", { a: "#" }, "/x/%23"],
  ])("%s with %j", (route, options, path) => {
    expect(loose(route, options).url).toBe(`https://api.example.com${path}`);
  });
});

describe("the query goes before the fragment, so that it is sent", () => {
  it.each<[string, Record<string, unknown>, string]>([
    ["GET /x{#f}", { f: "top", page: 2 }, "/x?page=2#top"],
    ["GET /x#top", { page: 2 }, "/x?page=2#top"],
    ["GET /x{?a}#top", { a: 1, page: 2 }, "/x?a=1&page=2#top"],
    ["GET /x#a?b", { page: 2 }, "/x?page=2#a?b"],
    ["GET /x{#f}", { f: "", page: 2 }, "/x?page=2#"],
    ["GET /x/{+a}{#f}", { a: "b#c", f: "d#e", page: 2 }, "/x/b%23c?page=2#d#e"],
    // `{#f}` undefined adds nothing: what follows it is still before the fragment.
    ["GET /x{#f}", { page: 2 }, "/x?page=2"],
    ["GET /x{#f}{?a}", { a: 1, page: 2 }, "/x?a=1&page=2"],
    ["GET /x{#f}{+b}", { b: "#c", page: 2 }, "/x%23c?page=2"],
    ["GET /x{#f}{+b}#top", { b: "#c", page: 2 }, "/x%23c?page=2#top"],
  ])("%s with %j", (route, options, path) => {
    expect(loose(route, options).url).toBe(`https://api.example.com${path}`);
  });
  it("a route table's query too", () => {
    const table = createRouteEndpoint({ v: 1, d: { q: "D" } }, { baseUrl: "https://api.example.com" }, { vendor: "example" });
    const call = table as unknown as typeof loose;
    expect(call("GET /x{#f}", { f: "top", created: { gt: 5 } }).url).toBe("https://api.example.com/x?created%5Bgt%5D=5#top");
  });
});
