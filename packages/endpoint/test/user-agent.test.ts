// Issue 31.5: the user-agent is built from our own constants, not checked again at run time; these
// tests hold what the run-time check held (the constants are tokens), and the value stays the one
// `userAgent()` builds and checks.
import { isToken, userAgent } from "@scope/headers";
import { describe, expect, it } from "vitest";
import { PRODUCT } from "../src/endpoint";
import { endpoint, VERSION } from "../src/index";
import { fromRoutes } from "../src/routes";

describe("31.5 the user-agent from our own constants", () => {
  it("31.5: our product name and version are HTTP tokens, so the run time need not check them", () => {
    expect([PRODUCT, VERSION].map(isToken)).toEqual([true, true]);
  });

  it("31.5: endpoint and fromRoutes send the value userAgent() builds and checks", () => {
    const expected = userAgent(PRODUCT, VERSION);
    const table = fromRoutes({ v: 1 }, { baseUrl: "https://api.example.com" });
    expect([endpoint("GET /x").headers["user-agent"], table("GET /x").headers["user-agent"]]).toEqual([expected, expected]);
  });
});
