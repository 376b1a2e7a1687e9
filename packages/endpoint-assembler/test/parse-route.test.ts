import { describe, expect, it } from "vitest";
import { InvalidRouteError, parseRoute } from "../src/index";

describe("parseRoute", () => {
  it.each([
    ["GET /repos/{owner}/{repo}", { method: "GET", url: "/repos/{owner}/{repo}" }],
    ["post /graphql", { method: "post", url: "/graphql" }],
    ["/user", { url: "/user" }],
    ["https://uploads.github.com/x{?name}", { url: "https://uploads.github.com/x{?name}" }],
  ])("%j", (route, expected) => {
    expect(parseRoute(route)).toEqual(expected);
  });

  it.each([
    ["", 0],
    [" /x", 0],
    ["GET ", 3],
    ["GET /a b", 6],
    ["GET  /x", 4],
    ["GET /x\n", 6],
    ["GET\t/x", 3],
  ])("refuses %j at position %i", (route, position) => {
    expect(() => parseRoute(route)).toThrow(InvalidRouteError);
    expect(() => parseRoute(route)).toThrow(`at position ${position}`);
  });

  it("quotes a long route truncated", () => {
    const route = `GET /${"a".repeat(10_000)} x`;
    try {
      parseRoute(route);
      expect.unreachable();
    } catch (error) {
      expect((error as InvalidRouteError).code).toBe("INVALID_ROUTE");
      expect((error as Error).message.length).toBeLessThan(300);
      expect((error as Error).message).toContain("10007 characters");
    }
  });
});
