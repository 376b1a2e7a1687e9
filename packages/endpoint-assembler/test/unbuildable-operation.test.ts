// Issue 32.13: an operation that a route table marks unbuildable (entry `u`, the reason compileRoutes
// wrote) is refused when called with the reason whole, bounded, in the message and as `error.reason`.
import { describe, expect, it } from "vitest";
import { createRouteEndpoint, InvalidOptionsError, type RouteTable } from "../src/index";

const call = (u: unknown): unknown => {
  const table = { v: 1, r: { "GET /broken": { u }, "GET /fine": {} } } as unknown as RouteTable;
  const endpoint = createRouteEndpoint(table, { baseUrl: "https://api.example.com", headers: {} }, { vendor: "" });
  try {
    return endpoint("GET /broken");
  } catch (error) {
    return error;
  }
};

// compileRoutes' reasons are whole messages of about 150 to 250 characters, the same prefix for every
// operation of a route ("Invalid OpenAPI description, operation ..."): what tells them apart is at the end.
const REASON =
  'Invalid OpenAPI description, operation "GET /a", parameter "a": the style is string "label": expected one of form, ' +
  "spaceDelimited, pipeDelimited, deepObject for a query parameter.";
const LONG = `${REASON} ${"and more words ".repeat(700)}the end`;

describe("32.13: an unbuildable operation says why", () => {
  it.each([
    ["a short reason", "a parameter with an empty name", '"a parameter with an empty name"'],
    ["a reason of compileRoutes (185 characters), whole", REASON, JSON.stringify(REASON)],
    ["a reason with quotes and a line break, escaped on one line", 'a "b"\nc', '"a \\"b\\"\\nc"'],
    ["a reason that is not a string, as text", 42, '"42"'],
  ])("%s: in the message and as error.reason", (_title, u, quoted) => {
    const error = call(u);
    expect(error).toBeInstanceOf(InvalidOptionsError);
    expect(error).toMatchObject({ code: "UNBUILDABLE_OPERATION", option: 'operation "GET /broken"', reason: String(u) });
    expect((error as Error).message).toBe(
      `Invalid operation "GET /broken": got the route table's reason ${quoted}; expected an operation that can be built, so no request is made for this one.`,
    );
  });

  it("a reason of 10,000 characters: the message is bounded, cut between words, its length given; the field keeps it whole", () => {
    const error = call(LONG) as InvalidOptionsError & { reason: string };
    expect(error.reason).toBe(LONG);
    expect(error.message.length).toBeLessThan(800);
    expect(error.message).toContain(`${JSON.stringify(REASON).slice(0, -1)} and more words`);
    // Cut after a space, never inside a word.
    expect(error.message).toMatch(new RegExp(`(?:words|and) "… \\(${LONG.length} characters\\); expected`));
  });

  it("other errors of the class have no reason field", () => {
    expect(Object.hasOwn(call("x") as object, "reason")).toBe(true);
    const other = (() => {
      try {
        return createRouteEndpoint({ v: 1 } as RouteTable, { baseUrl: 1 } as never, { vendor: "" });
      } catch (error) {
        return error as object;
      }
    })();
    expect(other).toBeInstanceOf(InvalidOptionsError);
    expect("reason" in other).toBe(false);
  });
});
