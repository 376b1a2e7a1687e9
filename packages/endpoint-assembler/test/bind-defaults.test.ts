// `.defaults()` checks every option when it is bound, with the typed error a call with the same
// option gives: a bad default fails where it is written, not at the first call.
import { UriTemplateError } from "@scope/url-expander";
import { describe, expect, it } from "vitest";
import {
  createEndpoint,
  InvalidMethodError,
  InvalidOptionsError,
  MissingUrlError,
  UnsafeUrlError,
  withDefaults,
} from "../src/index";

const CONFIG = { vendor: "example" };
const api = createEndpoint({ baseUrl: "https://api.example.com", headers: { accept: "application/json" } }, CONFIG);
type Loose = ((route: unknown, options?: unknown) => unknown) & { defaults(options: unknown): Loose };
const loose = api as unknown as Loose;

// [option, bad value, the error of a call and of .defaults()]; the test checks that both have the
// same name and code (mediaType and headers errors belong to @scope/headers, so Error here).
const BAD: [string, unknown, new (...args: never[]) => Error][] = [
  ["baseUrl", 42, InvalidOptionsError],
  ["baseUrl", "ftp://x", UnsafeUrlError],
  ["baseUrl", "https://x\r\n", UnsafeUrlError],
  ["method", 5, InvalidMethodError],
  ["method", "GE T", InvalidMethodError],
  ["url", 42, MissingUrlError],
  ["url", "", MissingUrlError],
  ["url", "octokit", UnsafeUrlError],
  ["url", "/orgs/{org", UriTemplateError],
  ["request", 5, InvalidOptionsError],
  ["request", "retry", InvalidOptionsError],
  ["mediaType", "raw", Error],
  ["mediaType", { format: 1 }, Error],
  ["mediaType", { previews: "a" }, Error],
  ["headers", { "x a": "1" }, Error],
];

describe(".defaults() checks every option when it is bound", () => {
  it.each(BAD)("%s: %j", (name, value, kind) => {
    const call = () => loose({ url: "/x", method: "GET", [name]: value });
    expect(call).toThrow(kind);
    const error = (() => {
      try {
        call();
      } catch (thrown) {
        return thrown as Error & { code: string };
      }
    })();
    expect(() => loose.defaults({ [name]: value })).toThrow(expect.objectContaining({ name: error?.name, code: error?.code }));
    expect(() => withDefaults({ method: "GET", [name]: value } as never, CONFIG)).toThrow(kind);
    expect(() => createEndpoint({ [name]: value } as never, CONFIG)).toThrow(kind);
  });

  it.each([["octokit"], [42], [[]], [true]])(".defaults(%j) is refused, not read as a url", (options) => {
    expect(() => loose.defaults(options)).toThrow(InvalidOptionsError);
  });

  it("good options bind, and undefined or null means none", () => {
    expect(loose.defaults(undefined)("/x")).toEqual(api("/x"));
    expect(loose.defaults(null)("/x")).toEqual(api("/x"));
    const bound = loose.defaults({ baseUrl: "/api", method: "post", url: "/x/{a}", request: { timeout: 1 }, mediaType: { format: "raw" } });
    expect(bound({ a: 1 })).toEqual({
      method: "POST",
      url: "/api/x/1",
      headers: { accept: "application/json" },
      request: { timeout: 1 },
    });
  });

  it("a call with request: null has none, as before", () => {
    expect(api("GET /x", { request: null } as never)).toEqual(api("GET /x"));
  });
});
