import { describe, expect, it } from "vitest";
import { bindDefaults } from "../src/bound-defaults";
import { freezeCopy } from "../src/internal/plain-object";
import { createRoutePlans, MAX_ROUTE_PLANS } from "../src/route-plan";
import { InvalidRouteError, type EndpointDefaults } from "../src/index";

const DEFAULTS = freezeCopy({
  method: "GET",
  baseUrl: "https://api.example.com",
  headers: { accept: "application/json" },
  mediaType: { format: "", previews: [] },
}) as EndpointDefaults;
const bound = bindDefaults(DEFAULTS, { vendor: "example" });

describe("createRoutePlans", () => {
  it("compiles a route once per endpoint and reuses the plan", () => {
    const plans = createRoutePlans(bound);
    const plan = plans("post /orgs/{org}");
    expect(plans("post /orgs/{org}")).toBe(plan);
    expect(plan).toMatchObject({ parts: { method: "post", url: "/orgs/{org}" }, method: "POST" });
    expect(createRoutePlans(bound)("post /orgs/{org}")).not.toBe(plan);
  });

  it("takes the method of the defaults when the route has none", () => {
    expect(createRoutePlans(bound)("/user").method).toBe("GET");
  });

  it("is bounded: past MAX_ROUTE_PLANS routes, the oldest is compiled again", () => {
    const plans = createRoutePlans(bound);
    const first = plans("/r/0");
    for (let i = 1; i <= MAX_ROUTE_PLANS; i++) plans(`/r/${i}`);
    expect(plans(`/r/${MAX_ROUTE_PLANS}`)).toBe(plans(`/r/${MAX_ROUTE_PLANS}`));
    expect(plans("/r/0")).not.toBe(first);
  });

  it("throws for an invalid route, as parseRoute does", () => {
    expect(() => createRoutePlans(bound)("GET  /x")).toThrow(InvalidRouteError);
  });

  it.each([
    ["an invalid method", "G(T /x"],
    ["an invalid template", "GET /orgs/{org"],
    ["a variable named like an option", "GET /x/{url}"],
  ])("leaves %s to the general path (no method, no url)", (_, route) => {
    const plan = createRoutePlans(bound)(route);
    expect(plan.method).toBeUndefined();
    expect(plan.url).toBeUndefined();
  });
});
