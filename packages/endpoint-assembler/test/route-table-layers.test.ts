// A route's entry read in layers: the table's defaults `d`, its method's `t[METHOD]`, its own
// entry by route (`r`) or by the route's hash (`h`). A table without `t` or `h` means what it meant.
import { describe, expect, it } from "vitest";
import { createEndpoint, createRouteEndpoint, InvalidRouteTableError, routeHash, UnknownParameterError, type RouteTable } from "../src/index";

const DEFAULTS = { baseUrl: "https://api.example.com", headers: { accept: "application/json" } };
const api = (table: Omit<RouteTable, "v">) => createRouteEndpoint({ v: 1, ...table }, DEFAULTS, { vendor: "example" });
const JSON_BODY = { m: "application/json" };

describe("a route's entry, layer over layer", () => {
  it.each([
    ["no t, no h: a stray key of a DELETE goes to the JSON body, as before",
      { r: { "GET /a": { p: { q: "!" } } } }, "DELETE /a", { x: 1 }, { method: "DELETE", body: { x: 1 } }],
    ["t: a DELETE takes no body, so a stray key is refused",
      { t: { DELETE: { m: "" } } }, "DELETE /a", { x: 1 }, UnknownParameterError],
    ["t: another method keeps the table's defaults",
      { t: { DELETE: { m: "" } } }, "POST /a", { x: 1 }, { body: { x: 1 } }],
    ["t: a DELETE listed with a JSON body takes one",
      { t: { DELETE: { m: "" } }, r: { "DELETE /a": JSON_BODY } }, "DELETE /a", { x: 1 }, { body: { x: 1 } }],
    ["t over d: the method's media type wins, d's codes stay",
      { d: { m: "application/x-www-form-urlencoded", p: { k: "q" } }, t: { PATCH: JSON_BODY } }, "PATCH /a", { k: "v", x: 1 },
      { url: "https://api.example.com/a?k=v", body: { x: 1 } }],
    ["h: the entry of the route's hash",
      { h: { [routeHash("GET /a")]: { p: { "x-key": "h" } } } }, "GET /a", { "x-key": "k" }, { url: "https://api.example.com/a", headers: { "x-key": "k" } }],
    ["h: another route's hash says nothing of this one",
      { h: { [routeHash("GET /b")]: { p: { "x-key": "h" } } } }, "GET /a", { "x-key": "k" }, { url: "https://api.example.com/a?x-key=k" }],
    ["r over h: the entry by name wins",
      { r: { "GET /a": {} }, h: { [routeHash("GET /a")]: { p: { "x-key": "h" } } } }, "GET /a", { "x-key": "k" }, { url: "https://api.example.com/a?x-key=k" }],
    ["h over t: a hashed DELETE with a JSON body",
      { t: { DELETE: { m: "" } }, h: { [routeHash("DELETE /a")]: JSON_BODY } }, "DELETE /a", { x: 1 }, { body: { x: 1 } }],
    ["32.5: l[i] below the entry: the shared codes place a key",
      { l: { s: { p: { x: "q" } } }, r: { "POST /a": { i: "s" } } }, "POST /a", { x: 1, y: 2 }, { url: "https://api.example.com/a?x=1", body: { y: 2 } }],
    ["32.5: the entry's own codes win over l[i]'s, name by name",
      { l: { s: { p: { x: "q", y: "q" } } }, r: { "POST /a": { i: "s", p: { y: "" } } } }, "POST /a", { x: 1, y: 2 }, { url: "https://api.example.com/a?x=1", body: { y: 2 } }],
    ["32.5: l[i] over t: the shared entry's media type wins",
      { t: { POST: { m: "" } }, l: { s: JSON_BODY }, h: { [routeHash("POST /a")]: { i: "s" } } }, "POST /a", { x: 1 }, { body: { x: 1 } }],
    ["32.5: a closed table's keys listed in l[i] alone are known; others refused",
      { c: 1, l: { s: { p: { x: "" }, k: "x" } }, r: { "POST /a": { i: "s" } } }, "POST /a", { y: 1 }, UnknownParameterError],
    ["32.5: l is read only where an entry names it",
      { l: { s: { m: "" } }, r: { "POST /a": {} } }, "POST /a", { x: 1 }, { body: { x: 1 } }],
    ["32.5: an i that l does not hold refuses the table",
      { l: { s: {} }, r: { "POST /a": { i: "t" } } }, "POST /a", { x: 1 }, InvalidRouteTableError],
  ] as const)("%s", (_, table, route, options, expected) => {
    const endpoint = api(table as Omit<RouteTable, "v">);
    if (typeof expected === "function") expect(() => endpoint(route, options)).toThrow(expected);
    else expect(endpoint(route, options)).toMatchObject(expected);
  });

  it("routeHash: the top 24 bits of FNV-1a, base 36", () => {
    expect([routeHash("GET /pets"), routeHash("GET /p3476"), routeHash("GET /p14501"), routeHash("")]).toEqual(["5h8v1", "9bon1", "9bon1", (0x811c9dc5 >>> 8).toString(36)]);
  });
});

describe("tables with t and h elsewhere", () => {
  // 31.1: the keys that keep `+` signs are a key set of the default entry (GitHub's `q`), not a
  // table: createEndpoint reads no table, and one given to it is refused, naming createRouteEndpoint.
  it.each([
    ["t", { GET: { p: { q: "~" } } }],
    ["h", { [routeHash("GET /a")]: { p: { q: "~" } } }],
  ])("31.1 createEndpoint refuses a route table (with %s): tables are createRouteEndpoint's", (field, value) => {
    const make = () => createEndpoint(DEFAULTS, { vendor: "x", routes: { v: 1, [field]: value } } as never);
    expect(make).toThrow(InvalidRouteTableError);
    expect(make).toThrow(/createRouteEndpoint/);
  });

  it("31.1 createEndpoint keeps the + signs of the keys in plusKeys; a table's \"~\" codes of d and r do the same", () => {
    const endpoint = createEndpoint(DEFAULTS, { vendor: "x", plusKeys: ["q"] });
    const table = createRouteEndpoint({ v: 1, d: { p: { q: "~" } }, r: { "GET /b": { p: { r: "~" } } } }, DEFAULTS, { vendor: "x" });
    expect([endpoint("GET /a", { q: "a+b", r: "c+d" }).url, table("GET /a", { q: "a+b", r: "c+d" }).url, table("GET /b", { q: "a+b", r: "c+d" }).url]).toEqual([
      "https://api.example.com/a?q=a+b&r=c%2Bd",
      "https://api.example.com/a?q=a+b&r=c%2Bd",
      "https://api.example.com/b?q=a+b&r=c+d",
    ]);
  });

  it.each(["t", "h", "l"])("refuses a table whose %s is not an object", (field) => {
    expect(() => createRouteEndpoint({ v: 1, [field]: "x" } as never, DEFAULTS, { vendor: "x" })).toThrow(InvalidRouteTableError);
  });
});
