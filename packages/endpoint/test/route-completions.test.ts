// What an editor offers while a route of `withTypes<paths>()` is typed (issue 21, point 4): the
// routes of the description, never the error text; the error for a route that is not there stays.
// Asked of TypeScript's language service, as an editor asks it. How fast the first completion
// comes is measured by scripts/openapi-types-bench.mjs, not here.
import { describe, expect, it } from "vitest";
import { typedText } from "./support/language-service";

const MARK = "/*|*/";

// A made-up description in openapi-typescript 7's shape (`never` where a path has no such method),
// then GitHub's. Each MARK is a place where completions are asked.
const SOURCE = `
import type { paths } from "@octokit/openapi-types";
import { endpoint } from "@scope/endpoint";

interface Shop {
  "/pets": { get: { responses: object }; post: { responses: object }; put?: never };
  "/pets/{id}": { delete: { parameters: { path: { id: string } }; responses: object }; get?: never };
}
const shop = endpoint.withTypes<Shop>();
shop("${MARK}");
shop.merge("${MARK}");
shop.defaults({ id: "7" })("DELETE /pets/${MARK}");
const github = endpoint.withTypes<paths>();
github("GET /repos/${MARK}");
github("GET /repos/{owner}/{repo}/isues", { owner: "o", repo: "r" });
`;

/** The text without its marks, and the offsets where they were. */
function marked(source: string): { text: string; offsets: number[] } {
  const parts = source.split(MARK);
  const offsets = parts.slice(0, -1).map((_, index) => parts.slice(0, index + 1).join("").length);
  return { text: parts.join(""), offsets };
}

const { text, offsets } = marked(SOURCE);
const editor = typedText(text);
const SHOP_ROUTES = ["DELETE /pets/{id}", "GET /pets", "POST /pets"];

describe("route completions of withTypes<paths>()", () => {
  it.each([
    { where: "a call", at: 0 },
    { where: "merge", at: 1 },
    { where: "a call of a bound endpoint", at: 2 },
  ])("$where offers every route of the description, and nothing else", ({ at }) => {
    expect(editor.completionsAt(offsets[at] ?? -1).sort()).toEqual(SHOP_ROUTES);
  });

  it("GitHub's routes, typed halfway: the routes of the description, no error text", () => {
    const names = editor.completionsAt(offsets[3] ?? -1);
    expect(names).toEqual(expect.arrayContaining(["GET /repos/{owner}/{repo}", "POST /repos/{owner}/{repo}/issues", "GET /user"]));
    expect(names.filter((name) => !/^(GET|HEAD|POST|PUT|PATCH|DELETE) \/\S*$/.test(name))).toEqual([]);
  });

  it("a route that is not in the description is still an error that says so and suggests the nearest", () => {
    const errors = editor.errors().filter((error) => error.includes("isues"));
    expect(errors).toEqual([
      expect.stringContaining(
        `Type '"GET /repos/{owner}/{repo}/isues"' is not assignable to type '"GET /repos/{owner}/{repo}/isues is not in the API description; did you mean`,
      ),
    ]);
  });
});
