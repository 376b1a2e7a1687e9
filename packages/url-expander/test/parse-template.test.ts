import { describe, expect, it } from "vitest";
import { parseTemplate } from "../src/index.js";

describe("variables", () => {
  it.each([
    ["", []],
    ["/plain/text", []],
    ["{a}", ["a"]],
    ["{b}{a}{b}", ["b", "a"]],
    ["{?x,y,x}{&y,z}", ["x", "y", "z"]],
    ["{/path*}{?q:3,path}", ["path", "q"]],
    ["/repos/{owner}/{repo}/issues{?state,labels,per_page}", ["owner", "repo", "state", "labels", "per_page"]],
    ["{Some%20Thing}{a.b}{a}", ["Some%20Thing", "a.b", "a"]],
  ])("%j has variables %j, in order of first appearance, each once", (template, variables) => {
    expect(parseTemplate(template).variables).toEqual(variables);
  });
});

describe("parseTemplate", () => {
  it("keeps the template text as given", () => {
    const text = "café/{x}";
    expect(parseTemplate(text).template).toBe(text);
  });

  it("returns an expand that works unbound and gives the same result every time", () => {
    const { expand } = parseTemplate("/repos/{owner}/{repo}{?page}");
    const values = { owner: "octo cat", repo: "r", page: 2 };
    expect(expand(values)).toBe("/repos/octo%20cat/r?page=2");
    expect(expand(values)).toBe("/repos/octo%20cat/r?page=2");
    // @ts-expect-error owner and repo are path variables, so the compiler requires them; absent, they expand to nothing
    expect(expand({})).toBe("/repos//");
  });

  it("expands a template without expressions to its encoded literal", () => {
    expect(parseTemplate("/a b").expand({})).toBe("/a%20b");
  });

  it("returns the whole expected object", () => {
    const template = parseTemplate("{a}{b}");
    expect({ template: template.template, variables: template.variables }).toEqual({ template: "{a}{b}", variables: ["a", "b"] });
    expect(Object.keys(template)).toEqual(["template", "variables", "expand"]);
  });
});
