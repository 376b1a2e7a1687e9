// toFetch()'s init goes to fetch unchanged: assignable to RequestInit (the DOM's here; the
// Node-only types are checked by to-fetch-node-types.test.ts).
import { describe, expectTypeOf, it } from "vitest";
import { toFetch, type FetchInit } from "../src/fetch";
import { endpoint } from "../src/index";

describe("toFetch types", () => {
  it("returns [url, init] with init assignable to RequestInit", () => {
    const [url, init] = toFetch(endpoint("POST /markdown", { text: "Hi" }));
    expectTypeOf(url).toEqualTypeOf<string>();
    expectTypeOf(init).toEqualTypeOf<FetchInit>();
    expectTypeOf(init).toMatchTypeOf<RequestInit>();
    expectTypeOf(init.headers).toMatchTypeOf<HeadersInit>();
  });

  it("spreads into fetch", () => {
    expectTypeOf(fetch(...toFetch(endpoint("GET /user")))).toEqualTypeOf<Promise<Response>>();
  });

  it("takes only request options", () => {
    // @ts-expect-error a route is not a result of endpoint()
    toFetch("GET /user");
  });
});
