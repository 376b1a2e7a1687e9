// Issue 27 (one percent-encoder family): every style of a route table encodes with the expander's
// `encodeUnreserved` and its one lone-surrogate policy, so the same lone surrogate gets one outcome
// in every style and location a table places a key: InvalidParameterValueError naming the operation
// and the parameter. (Before 27, deepObject and the delimited styles wrote it as U+FFFD.)
import { UriTemplateValueError } from "@scope/url-expander";
import { describe, expect, it } from "vitest";
import { encodeText } from "../src/encode/value-text";
import { InvalidParameterValueError } from "../src/errors/errors";
import { createRouteEndpoint } from "../src/route-endpoint";
import type { RouteTable } from "../src/types/route-table";

const VALUES: readonly [string, unknown][] = [
  ["a string", "a\ud800"],
  ["a list member", ["ok", "a\ud800"]],
  ["an object member", { k: "a\udc00" }],
  ["an object key", { "k\ud800": "v" }],
];

/** `POST /c` whose one key `color` the code places; a form body for the body's codes. */
function call(code: string, value: unknown): unknown {
  const body = code.startsWith("b");
  const entry = body ? { m: "application/x-www-form-urlencoded", e: { color: code.slice(1) } } : { p: { color: code } };
  const routes: RouteTable = { v: 1, r: { "POST /c": entry } };
  return createRouteEndpoint(routes, { baseUrl: "https://api.example.com" }, { vendor: "example" })("POST /c", { color: value });
}

describe("27.4 one lone-surrogate policy in every style", () => {
  it.each(["q", "qF-", "qW", "qP", "qD", "c", "bF", "bW", "bP", "bD"].flatMap((code) => VALUES.map(([label, value]) => [code, label, value] as const)))(
    "27.4 %s, %s: InvalidParameterValueError naming the parameter, never U+FFFD",
    (code, _label, value) => {
      let thrown: unknown;
      try {
        call(code, value);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(InvalidParameterValueError);
      expect(thrown).toMatchObject({ code: "INVALID_PARAMETER_VALUE", message: expect.stringContaining('"color" of "POST /c"') });
      expect((thrown as Error).message).toContain("LONE_SURROGATE");
    },
  );

  it("27.4 encodeText is the expander's encodeUnreserved: a lone surrogate refused at its index", () => {
    expect(() => encodeText("ab\ud800", "x")).toThrow(UriTemplateValueError);
    expect(() => encodeText("ab\ud800", "x")).toThrow(expect.objectContaining({ code: "LONE_SURROGATE", variable: "x" }));
    expect(encodeText("a\ud83d\ude00")).toBe("a%F0%9F%98%80");
  });
});
