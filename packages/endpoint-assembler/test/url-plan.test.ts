// The URL of a request plan: `:name` placeholders (hyphenated names read whole).
import { describe, expect, it } from "vitest";
import { createEndpoint } from "../src/index";
import { planUrl } from "../src/url-plan";

const api = createEndpoint({ baseUrl: "https://api.example.com" }, { vendor: "example" });
const loose = api as unknown as (route: string, options?: Record<string, unknown>) => { url: string; body?: unknown };

describe(":name placeholders", () => {
  it.each<[string, string[]]>([
    ["/enterprises/:enterprise/teams/:enterprise-team", ["enterprise", "enterprise-team"]],
    ["/:a-b/:org_1/:x--y", ["a-b", "org_1"]],
    ["/:owner-/x", ["owner"]],
    ["/:owner-:repo", ["owner", "repo"]],
    ["http://h:8080/:a/x", []],
  ])("%j names %j", (url, variables) => {
    expect([...planUrl(url).variables]).toEqual(variables);
  });

  it("DELETE /enterprises/:enterprise/teams/:enterprise-team reads one name, as {enterprise-team} does", () => {
    const options = { enterprise: "acme", "enterprise-team": "t" };
    const colon = loose("DELETE /enterprises/:enterprise/teams/:enterprise-team", options);
    expect(colon).toEqual(loose("DELETE /enterprises/{enterprise}/teams/{enterprise-team}", options));
    expect(colon.url).toBe("https://api.example.com/enterprises/acme/teams/t");
    expect(colon.body).toBeUndefined();
  });
});
