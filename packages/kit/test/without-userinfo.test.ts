import { describe, expect, it } from "vitest";
import { withoutUserinfo } from "../src/index";

describe("withoutUserinfo: one rule for every URL a message, an error field or a table holds (issue 26.4)", () => {
  it.each([
    ["https://x-access-token:TOKEN@ghe.example/api", 8, true, ["https://@ghe.example/api", 8]],
    ["https://x-access-token:TOKEN@ghe.example/api", 30, true, ["https://@ghe.example/api", 10]],
    ["https:user:TOKEN@ghe.example", 6, true, ["https:@ghe.example", 6]],
    ["https://u:TOKEN@raw.example/api", 0, false, ["https://raw.example/api", 0]],
    ["https://u:TOKEN@raw.example/api", 20, false, ["https://raw.example/api", 12]],
    ["https://user:TO KEN@ghe.example", 15, true, ["https:// @ghe.example", 8]],
    ["https://api.github.com/user", 8, true, ["https://api.github.com/user", 8]],
    ["/relative/path@x", 0, false, ["/relative/path@x", 0]],
  ] as const)("%j at %i (keep @: %s)", (url, position, keepAt, expected) => {
    expect(withoutUserinfo(url, position, keepAt)).toEqual(expected);
  });
});
