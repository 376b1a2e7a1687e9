// 27 (facts once): the expander's percent-encoders are exported, the one family every query, form,
// cookie and deepObject encoder is to be built on, with one lone-surrogate policy.
import { describe, expect, it } from "vitest";
import { encodeReserved, encodeUnreserved, parseTemplate, UriTemplateValueError } from "../src/index.js";
import { handler, LoneSurrogateAt } from "./support/lone-surrogate-handler";


describe("27 percent-encoder family, exported", () => {
  it.each<[text: string, unreserved: string, reserved: string]>([
    ["octokit", "octokit", "octokit"],
    ["a b", "a%20b", "a%20b"],
    ["it's 50%!", "it%27s%2050%25%21", "it's%2050%25!"],
    ["/a/b?c=d&e#f", "%2Fa%2Fb%3Fc%3Dd%26e%23f", "/a/b?c=d&e#f"],
    ["[::1]", "%5B%3A%3A1%5D", "[::1]"],
    ["%2F kept only by reserved", "%252F%20kept%20only%20by%20reserved", "%2F%20kept%20only%20by%20reserved"],
    ["café 𝄞", "caf%C3%A9%20%F0%9D%84%9E", "caf%C3%A9%20%F0%9D%84%9E"],
  ])("%j: unreserved %j, reserved %j", (text, unreserved, reserved) => {
    expect(encodeUnreserved(text, handler)).toBe(unreserved);
    expect(encodeReserved(text, handler)).toBe(reserved);
  });

  it.each<[text: string, index: number]>([
    ["\ud800", 0],
    ["ab\udc00", 2],
    ["𝄞\ud83d", 2],
    ["x y\ud83d z", 3],
  ])("one lone-surrogate policy: %j is refused at index %i by both, never written as U+FFFD", (text, index) => {
    expect(() => encodeUnreserved(text, handler)).toThrow(new LoneSurrogateAt(index));
    expect(() => encodeReserved(text, handler)).toThrow(new LoneSurrogateAt(index));
  });

  it("is the encoder a template's values are written with: the same text, the same refusal", () => {
    const template = parseTemplate("/x/{a}{?b}");
    expect(template.expand({ a: "it's 50%!", b: "café" })).toBe(`/x/${encodeUnreserved("it's 50%!", handler)}?b=${encodeUnreserved("café", handler)}`);
    expect(() => template.expand({ a: "ab\udc00" })).toThrow(expect.objectContaining({ code: "LONE_SURROGATE", message: expect.stringContaining("at index 2") }));
    expect(() => template.expand({ a: "ab\udc00" })).toThrow(UriTemplateValueError);
  });
});
