// The variables of a template literal, as the compiler reads them. Every `@ts-expect-error` must be
// a real error (vitest's typecheck fails on an unused one).
import { describe, expectTypeOf, it } from "vitest";
import { expand, parseTemplate } from "../src/index";
import type { OptionalVariables, RequiredVariables, TemplateValue, TemplateVariables, UriTemplate } from "../src/index";

describe("TemplateVariables", () => {

  it("path-like expressions are required, with every operator", () => {
    expectTypeOf<RequiredVariables<"/a/{b}/{+c}{#d}{.e}{/f}{;g}">>().toEqualTypeOf<"b" | "c" | "d" | "e" | "f" | "g">();
    expectTypeOf<OptionalVariables<"/a/{b}/{+c}{#d}{.e}{/f}{;g}">>().toEqualTypeOf<never>();
  });

  it("query expressions are optional", () => {
    expectTypeOf<TemplateVariables<"/x{?a,b}{&c}">>().toEqualTypeOf<{ required: never; optional: "a" | "b" | "c" }>();
  });

  it("lists are split and modifiers dropped", () => {
    expectTypeOf<RequiredVariables<"{a,b:3,c*}{/d*,e}">>().toEqualTypeOf<"a" | "b" | "c" | "d" | "e">();
    expectTypeOf<OptionalVariables<"{?q:10,list*}">>().toEqualTypeOf<"q" | "list">();
  });

  it("a name both in a path and a query expression is required", () => {
    expectTypeOf<TemplateVariables<"/{a}{?a,b}">>().toEqualTypeOf<{ required: "a"; optional: "b" }>();
  });

  it("dotted and percent-encoded names are kept whole", () => {
    expectTypeOf<RequiredVariables<"{a.b}{%20c}">>().toEqualTypeOf<"a.b" | "%20c">();
  });

  it("hyphenated names are whole names, required in a path and optional in a query", () => {
    expectTypeOf<TemplateVariables<"/enterprises/{enterprise}/teams/{enterprise-team}/memberships{?per-page}">>().toEqualTypeOf<{
      required: "enterprise" | "enterprise-team";
      optional: "per-page";
    }>();
    // @ts-expect-error enterprise-team is required
    parseTemplate("/teams/{enterprise-team}", { hyphenatedNames: true }).expand({});
    expand("/teams/{enterprise-team}", { "enterprise-team": "ops" }, { hyphenatedNames: true });
  });

  it("literal text only, or an unclosed brace, has no variables", () => {
    expectTypeOf<TemplateVariables<"/a/b">>().toEqualTypeOf<{ required: never; optional: never }>();
    expectTypeOf<TemplateVariables<"/orgs/{org">>().toEqualTypeOf<{ required: never; optional: never }>();
  });

  it("a template typed string may have any variable", () => {
    expectTypeOf<TemplateVariables<string>>().toEqualTypeOf<{ required: never; optional: string }>();
  });
});

describe("parseTemplate(...).expand", () => {
  it("requires the path variables by name", () => {
    // @ts-expect-error b is missing
    parseTemplate("/a/{b}").expand({});
    parseTemplate("/a/{b}").expand({ b: 1 });
    parseTemplate("/a/{b}").expand({ b: undefined });
  });

  it("allows the query variables, and takes template values only", () => {
    const template = parseTemplate("/users/{user}{?page,per_page}");
    template.expand({ user: "ada" });
    template.expand({ user: "ada", page: 2 });
    // @ts-expect-error a Date is not a template value
    template.expand({ user: new Date() });
    // @ts-expect-error pages is not a variable of the template
    template.expand({ user: "ada", pages: 2 });
    expectTypeOf(template).toEqualTypeOf<UriTemplate<"user" | "page" | "per_page", "user">>();
    expectTypeOf(template.expand).parameter(0).toEqualTypeOf<{ readonly user: TemplateValue } & { readonly page?: TemplateValue; readonly per_page?: TemplateValue }>();
  });

  it("a template typed string takes any values", () => {
    const text: string = "/a/{b}";
    parseTemplate(text).expand({});
    expectTypeOf(parseTemplate(text)).toEqualTypeOf<UriTemplate>();
  });
});

describe("expand", () => {
  it("takes the variables of its template by name", () => {
    // @ts-expect-error owner is missing
    expand("/repos/{owner}/{repo}", { repo: "r" });
    expectTypeOf(expand("/repos/{owner}/{repo}{?page}", { owner: "o", repo: "r" })).toEqualTypeOf<string>();
    const text: string = "/repos/{owner}";
    expand(text, { anything: new Date() });
  });
});
