// Issue 31 (weight): the prose of a route table's errors is the full message table's, composed
// there from the facts the run time gives, so that the browser module's short table ships none of
// it (neither the text nor the code that composes it). The full messages keep every word.
import { expect, it } from "vitest";
import { createRouteEndpoint, type RouteTable } from "../src/index";
import * as full from "../src/errors/messages";
import * as short from "../src/errors/messages.short";
import { STYLE_FACTS } from "../src/encode/style-facts";

const api = (table: Omit<RouteTable, "v">) =>
  createRouteEndpoint({ v: 1, ...table }, { baseUrl: "https://api.example.com", headers: { accept: "application/json" } }, { vendor: "" });

/** The message of what `call` throws. */
function messageOf(call: () => unknown): string {
  try {
    call();
  } catch (error) {
    return (error as Error).message;
  }
  return "(nothing thrown)";
}

it.each<[string, Omit<RouteTable, "v">, string, Record<string, unknown>, string]>([
  ["a header's style that fits no header", { r: { "GET /x": { p: { a: "hD" } } } }, "GET /x", { a: 1 }, "expected a style that fits its location (S simple in a header)"],
  ["a path's style that fits no path", { r: { "GET /x/{a}": { p: { a: "pF" } } } }, "GET /x/{a}", { a: 1 }, "expected a style that fits its location (S simple, L label or M matrix in the path)"],
  ["a style on a refused key", { r: { "GET /x": { p: { a: "xS" } } } }, "GET /x", { a: 1 }, "expected a style that fits its location (none: a refused key has no style)"],
  ["a function inside a deepObject", { r: { "GET /x": { p: { a: "qD" } } } }, "GET /x", { a: { b: () => 1 } }, "expected a string, number, boolean or bigint at this depth of its style"],
  ["a function as a JSON header", { r: { "GET /x": { p: { a: "hJ" } } } }, "GET /x", { a: () => 1 }, "expected a value JSON can write (no cycle, function or symbol)"],
])("31: %s: the full message's detail, composed by the message table", (_title, table, route, values, detail) => {
  expect(messageOf(() => api(table)(route, values as never))).toContain(detail);
});

it("31: the short table's style and value details are empty: no prose, no code composing it", () => {
  expect([short.TABLE_STYLE("path", STYLE_FACTS), short.VALUE_SCALAR, short.VALUE_JSON]).toEqual(["", "", ""]);
  expect(full.TABLE_STYLE("query", STYLE_FACTS)).toBe(
    "a style that fits its location (F form, W spaceDelimited, P pipeDelimited or D deepObject in the query)",
  );
});

it.each<[string, Omit<RouteTable, "v">, string, Record<string, unknown>, string]>([
  ["a name the entry lists in two locations", { r: { "POST /x": { k: "x", p: { "query.id": "q", "body.id": "b" } } } }, "POST /x", { id: 1 }, 'its name is used in more than one location; give "query.id" or "body.id"'],
  ["a named option the operation has a field of", { r: { "POST /x": { p: { request: "x", "body.request": "b" } } } }, "POST /x", { request: {} }, 'the operation has a field of that name, which the plain key cannot give; give "body.request", or data for the whole body'],
  ["a named option with no prefixed key listed", { r: { "GET /x": { m: "", p: { request: "x" } } } }, "GET /x", { request: {} }, 'which the plain key cannot give; give "query.request"'],
  ["a path key the route lacks", { r: { "GET /x": { p: { a: "q" } } } }, "GET /x", { "path.b": 1 }, "the route's path has no such variable"],
  ["a body field of an operation with no body", { r: { "POST /x": { m: "" } } }, "POST /x", { "body.a": 1 }, "the operation takes no request body"],
  ["a key of an operation with no body", { r: { "POST /x": { m: "" } } }, "POST /x", { a: 1 }, "the operation has no such parameter and takes no request body"],
  ["a key of an operation whose keys are listed", { r: { "POST /x": { k: "x", p: { a: "b" } } } }, "POST /x", { z: 1 }, "the operation has no such parameter or body property; give the whole body as data"],
])("31: %s: the refusal's hint, composed by the full message table", (_title, table, route, values, hint) => {
  expect(messageOf(() => api(table)(route, values as never))).toContain(hint);
});

it("31: the short table's refusal hint is empty", () => {
  expect(short.HINT_REFUSED({ key: "id", where: "x", plan: { kind: "json", hints: 0 }, params: new Map(), split: () => undefined, options: {} })).toBe("");
});
