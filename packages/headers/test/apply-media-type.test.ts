import { describe, expect, it } from "vitest";
import { applyMediaType } from "../src";
import type { MediaType } from "../src";
import { deepFreeze } from "@scope/test-utils";

const V3 = "application/vnd.github.v3+json";

describe("applyMediaType", () => {
  describe.each<[string | undefined, MediaType, string | undefined]>([
    // 1. Binary requests are left alone, whatever the mediaType.
    ["application/octet-stream", { format: "raw", previews: ["mercy"] }, "application/octet-stream"],
    ["Application/OCTET-Stream", { format: "raw" }, "Application/OCTET-Stream"],
    [
      "text/html, application/octet-stream;q=0.5",
      { previews: ["a"] },
      "text/html, application/octet-stream;q=0.5",
    ],
    // 2. format rewrites vendor entries.
    [V3, { format: "raw" }, "application/vnd.github.v3.raw"],
    ["application/vnd.github+json", { format: "diff" }, "application/vnd.github.diff"],
    ["application/vnd.github.v3.raw", { format: "patch" }, "application/vnd.github.v3.patch"],
    ["application/vnd.github.raw+json", { format: "html" }, "application/vnd.github.html"],
    ["application/vnd.github", { format: "raw" }, "application/vnd.github.raw"],
    ["application/vnd.github.v3", { format: "raw" }, "application/vnd.github.v3.raw"],
    ["application/vnd.github.v3x", { format: "raw" }, "application/vnd.github.raw"],
    ["application/vnd.other.v3+json", { format: "raw" }, "application/vnd.other.v3.raw"],
    [
      "application/vnd.github.squirrel-girl-preview+json",
      { format: "raw" },
      "application/vnd.github.squirrel-girl-preview+json",
    ],
    ["application/vnd.a.b.c", { format: "raw" }, "application/vnd.a.b.c"],
    ["application/vnd.a.v3.c.d", { format: "raw" }, "application/vnd.a.v3.c.d"],
    ["application/vnd.github.v3+json+json", { format: "raw" }, "application/vnd.github.v3+json+json"],
    ["application/vnd.github..v3", { format: "raw" }, "application/vnd.github..v3"],
    ["application/vnd+json", { format: "raw" }, "application/vnd+json"],
    ["application/VND.github+json", { format: "raw" }, "application/VND.github+json"],
    ["text/html", { format: "raw" }, "text/html"],
    [`a, ${V3}`, { format: "raw" }, "a, application/vnd.github.v3.raw"],
    [`${V3}, ${V3}`, { format: "raw" }, "application/vnd.github.v3.raw, application/vnd.github.v3.raw"],
    ["x/application/vnd.github+json", { format: "raw" }, "x/application/vnd.github.raw"],
    ["application/vnd.a/application/vnd.b+json", { format: "raw" }, "application/vnd.a/application/vnd.b.raw"],
    [V3, { format: "" }, V3],
    [V3, {}, V3],
    // 3. previews replace the header, keeping the previews it names.
    [V3, { previews: ["mercy"] }, "application/vnd.github.mercy-preview+json"],
    [V3, { format: "raw", previews: ["mercy"] }, "application/vnd.github.mercy-preview.raw"],
    [V3, { previews: ["a", "b"] }, "application/vnd.github.a-preview+json,application/vnd.github.b-preview+json"],
    [
      "application/vnd.github.squirrel-girl-preview+json",
      { previews: ["mercy"] },
      "application/vnd.github.squirrel-girl-preview+json,application/vnd.github.mercy-preview+json",
    ],
    [
      "a-preview",
      { previews: ["a"] },
      "application/vnd.github.a-preview+json,application/vnd.github.a-preview+json",
    ],
    [
      "x-preview-y-preview",
      { previews: ["z"] },
      "application/vnd.github.x-preview-y-preview+json,application/vnd.github.z-preview+json",
    ],
    ["-preview", { previews: ["z"] }, "application/vnd.github.z-preview+json"],
    [
      "-preview-preview",
      { previews: ["z"] },
      "application/vnd.github.-preview-preview+json,application/vnd.github.z-preview+json",
    ],
    [V3, { previews: [] }, V3],
    // undefined accept.
    [undefined, {}, undefined],
    [undefined, { format: "raw" }, undefined],
    [undefined, { previews: ["mercy"] }, "application/vnd.github.mercy-preview+json"],
    ["", { previews: ["mercy"] }, "application/vnd.github.mercy-preview+json"],
  ])("%j with %j", (accept, mediaType, expected) => {
    it(`gives ${JSON.stringify(expected)}`, () => {
      expect(applyMediaType(accept, deepFreeze(mediaType), "github")).toBe(expected);
    });
  });

  it.each([
    ["github", "application/vnd.github.mercy-preview+json"],
    ["acme", "application/vnd.acme.mercy-preview+json"],
  ])("writes previews for vendor %s", (vendor, expected) => {
    expect(applyMediaType(V3, { previews: ["mercy"] }, vendor)).toBe(expected);
  });

  it.each<[string, string | undefined, MediaType, string, RegExp]>([
    ["CR LF in format", V3, { format: "raw\r\nx-evil: 1" }, "github", /Invalid mediaType.format .* at position 3: CR \(\\r\) .*\(header injection\)/],
    ["LF in a preview", V3, { previews: ["a", "b\n"] }, "github", /Invalid mediaType.previews\[1\] .* at position 1: LF \(\\n\)/],
    ["a check mark in format", V3, { format: "✓" }, "github", /mediaType.format .* at position 0: "✓" \(U\+2713\)/],
    ["DEL in a preview", V3, { previews: ["\u007f"] }, "github", /mediaType.previews\[0\] .* at position 0: DEL/],
    ["a check mark in accept", "text/✓", {}, "github", /Invalid value for header "accept" at position 5: a character above U\+00FF/],
    ["NUL in an octet-stream accept", "application/octet-stream\0", {}, "github", /"accept" at position 24: NUL/],
    ["a check mark in vendor", V3, { previews: ["a"] }, "git✓hub", /Invalid vendor .* at position 3: "✓" \(U\+2713\)/],
    ["a check mark in vendor, without previews", V3, {}, "git✓hub", /Invalid vendor/],
  ])("refuses %s, naming the accept header", (title, accept, mediaType, vendor, message) => {
    const run = (): unknown => applyMediaType(accept, deepFreeze(mediaType), vendor);
    expect(run).toThrow(message);
    // What comes from mediaType is INVALID_MEDIA_TYPE, as on every path; accept and vendor are header values.
    const code = /format|in a preview/.test(title) ? "INVALID_MEDIA_TYPE" : "INVALID_HEADER_VALUE";
    expect(run).toThrow(expect.objectContaining({ name: "InvalidHeaderError", code, header: "accept" }));
  });

  it("keeps Latin-1 characters, which Node's http allows", () => {
    expect(applyMediaType("text/é", { previews: ["ÿ"] }, "é")).toBe("application/vnd.é.ÿ-preview+json");
  });

  it("inserts the format literally", () => {
    expect(applyMediaType(V3, { format: "$1$&" }, "github")).toBe("application/vnd.github.v3.$1$&");
  });
});
