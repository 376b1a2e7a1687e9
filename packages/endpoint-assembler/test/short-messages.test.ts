// The browser module of @scope/endpoint builds in errors/messages.short.ts instead of messages.ts
// (scripts/short-messages.mjs): each message keeps the subject, the code, the quoted input, the
// position, the value's kind and the link to the README's table of errors, and drops the prose; an
// option entry still names its option.
import { describe, expect, it } from "vitest";
import * as full from "../src/errors/messages";
import * as short from "../src/errors/messages.short";

const LINK = "(https://www.npmjs.com/package/@scope/endpoint-assembler#errors)";

const MESSAGES: [title: string, full: () => string, short: () => string, expected: string][] = [
  ["an unsafe URL", () => full.unsafeUrlMessage("DOT_SEGMENT", "/a/../b", 3), () => short.unsafeUrlMessage("DOT_SEGMENT", "/a/../b", 3), `Invalid URL "/a/../b" at position 3: UNSAFE_URL DOT_SEGMENT ${LINK}.`],
  ["a route", () => full.routeMessage("GET  /x", 4), () => short.routeMessage("GET  /x", 4), `Invalid route "GET  /x" at position 4: INVALID_ROUTE ${LINK}.`],
  ["no url", () => full.missingUrlMessage(undefined), () => short.missingUrlMessage(undefined), `Invalid url: MISSING_URL ${LINK}.`],
  ["a url not a string", () => full.missingUrlMessage(1), () => short.missingUrlMessage(1), `Invalid url: MISSING_URL, got number 1 ${LINK}.`],
  ["a method", () => full.methodMessage("G T"), () => short.methodMessage("G T"), `Invalid method: INVALID_METHOD, got string "G T" ${LINK}.`],
  ["an option", () => full.optionsMessage(full.BASE_URL, 1, {})[1], () => short.optionsMessage(short.BASE_URL, 1, {})[1], `Invalid baseUrl: INVALID_OPTIONS, got number 1 ${LINK}.`],
  ["a query value", () => full.parameterMessage("INVALID_QUERY_VALUE", { route: "GET /x", parameter: "q", value: {}, detail: full.QUERY_TEXT({}) }), () => short.parameterMessage("INVALID_QUERY_VALUE", { route: "GET /x", parameter: "q", value: {}, detail: short.QUERY_TEXT({}) }), `Invalid parameter "q" of "GET /x": INVALID_QUERY_VALUE, got object ${LINK}.`],
  ["a parameter", () => full.parameterMessage("MISSING_PARAMETER", { route: "GET /x", parameter: "id" }), () => short.parameterMessage("MISSING_PARAMETER", { route: "GET /x", parameter: "id" }), `Invalid parameter "id" of "GET /x": MISSING_PARAMETER ${LINK}.`],
];

describe("short messages of the assembler", () => {
  it.each(MESSAGES)("%s: subject, code, excerpt and link", (_title, _full, message, expected) => {
    expect(message()).toBe(expected);
  });

  it.each(MESSAGES)("%s: without the full message's prose", (_title, message, shortMessage) => {
    expect([message(), shortMessage()].map((text) => /expected|none given|give it|may not/.test(text))).toEqual([true, false]);
  });
});

const ENTRIES = ["OPTIONS_OBJECT", "DEFAULTS_OBJECT", "MERGED_DEFAULTS", "TOO_DEEP", "CONFIG_OBJECT", "REQUEST_OBJECT", "ROUTE_STRING", "BASE_URL", "RELATIVE_SERVER", "DOCUMENT_URL"] as const;

it.each(ENTRIES)("option entry %s names the option the full entry names", (name) => {
  const facts = { name: "owner", template: "/x/{owner}", url: "/x/", limit: 32, route: "GET /x" };
  expect(short[name](facts)[0]).toBe(full[name](facts)[0]);
});

it("34.2: a secret option's value is never described in the short message, not even its kind", () => {
  const [option, message] = short.optionsMessage(short.CREDENTIAL, "ghp_s3cret", { name: "bearerAuth", secret: true });
  expect([option, message]).toEqual(["withAuth.bearerAuth", `Invalid withAuth.bearerAuth: INVALID_OPTIONS ${LINK}.`]);
});

const HINTS = [
  ["HINT_PREFIXED_KEYS", (table: typeof full) => table.HINT_PREFIXED_KEYS(["query.id", "body.id"]), 'its name is used in more than one location; give "query.id" or "body.id"'],
  ["HINT_OPTION_FIELD", (table: typeof full) => table.HINT_OPTION_FIELD(["body.url"], true), 'the operation has a field of that name, which the plain key cannot give; give "body.url", or data for the whole body'],
  ["HINT_WIRE_KEY", (table: typeof full) => table.HINT_WIRE_KEY("X-Trace", "h"), 'it is a header parameter of this API, which this route does not take; give it in headers, or as "header.X-Trace"'],
  ["HINT_WHOLE_BODY", (table: typeof full) => table.HINT_WHOLE_BODY("text/plain"), 'a field of the operation\'s text/plain body, which is not built from keys: give the whole body as data, as in { data: "..." }'],
  ["HINT_NO_PARAMETER", (table: typeof full) => table.HINT_NO_PARAMETER, "the operation has no such parameter or body property; give the whole body as data"],
  ["HINT_NEAREST_KEY", (table: typeof full) => table.HINT_NEAREST_KEY("opt_fields"), 'the nearest key it lists is "opt_fields"'],
  ["HINT_NEAREST_ROUTE", (table: typeof full) => table.HINT_NEAREST_ROUTE("it is a header parameter", "GET /pets"), 'it is a header parameter; the nearest route the table has is "GET /pets"'],
] as const;

it.each(HINTS)("34.2: the refused key's hint %s is the full table's prose, none in the short table (its message drops the detail)", (_name, hint, expected) => {
  expect([hint(full), hint(short as typeof full)]).toEqual([expected, ""]);
});

it("33.4: the fixed hints begin with NO_SUCH_PARAMETER, which the strict wrapper replaces by the nearest key", () => {
  expect([full.HINT_NO_PARAMETER, full.HINT_NO_PARAMETER_NO_BODY].map((hint) => hint.startsWith(full.NO_SUCH_PARAMETER))).toEqual([true, true]);
});
