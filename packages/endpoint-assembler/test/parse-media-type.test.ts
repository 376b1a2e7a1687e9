import { InvalidHeaderError } from "@scope/headers";
import { describe, expect, it } from "vitest";
import { parse, type MergedOptions } from "../src/index";

const merged = (mediaType: unknown): MergedOptions =>
  ({ method: "GET", url: "/x", headers: { accept: "application/vnd.example.v3+json" }, mediaType }) as MergedOptions;

describe("parse refuses a mediaType of the wrong type, never passing it into accept", () => {
  it.each<[string, unknown, new (...args: never[]) => Error]>([
    ["a string mediaType", "raw", InvalidHeaderError],
    ["an array mediaType", ["raw"], InvalidHeaderError],
    ["a numeric format", { format: 1 }, InvalidHeaderError],
    ["an object format", { format: { toString: () => "raw" } }, InvalidHeaderError],
    ["previews as a string", { previews: "mercy" }, InvalidHeaderError],
    ["previews holding a number", { previews: ["mercy", 1] }, InvalidHeaderError],
    ["a format with CR LF", { format: "raw\r\nx: 1" }, InvalidHeaderError],
  ])("%s", (_title, mediaType, error) => {
    expect(() => parse(merged(mediaType), { vendor: "example" })).toThrow(error);
  });

  it("applies a valid one", () => {
    expect(parse(merged({ format: "raw", previews: [] }), { vendor: "example" }).headers.accept).toBe("application/vnd.example.v3.raw");
  });
});
