// The guides cannot drift from the code:
//   - every ```ts example of docs/ runs here (the package sources), `fetch` reaching a local server;
//   - every ```ts block of docs/ and of the READMEs (root and packages/*) type-checks as a file of a
//     user's strict app, against the BUILT packages, under node16 and bundler module resolution; a
//     `ts nocheck` block fails with exactly the compiler errors the guide shows after it.
import * as fsPromises from "node:fs/promises";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import * as facade from "@scope/endpoint";
import * as assembler from "@scope/endpoint-assembler";
import * as headers from "@scope/headers";
import * as runInstall from "@scope/runinstall-schema";
import {
  allDocBlocks,
  docBlocks,
  runDocBlockAsync,
  typeCheckDocSnippets,
  type DocBlock,
  type DocChecks,
  type DocResolution,
  useRecordingServer,
} from "@scope/test-utils";
import * as expander from "@scope/url-expander";
import { beforeAll, describe, expect, it } from "vitest";
import * as fetchEntry from "../packages/endpoint/src/fetch";
import * as openApiEntry from "../packages/endpoint/src/openapi";
import * as routesEntry from "../packages/endpoint/src/routes";
import { EXAMPLE_HOSTS_RE, GUIDE_PROCESS, shopAnswer } from "./support/shop-answer";

const ROOT = new URL("../", import.meta.url);
const DOCS = new URL("docs/", ROOT);
const MODULES = {
  "@scope/endpoint": facade,
  "@scope/endpoint/fetch": fetchEntry,
  "@scope/endpoint/openapi": openApiEntry,
  "@scope/endpoint/routes": routesEntry,
  "@scope/endpoint-assembler": assembler,
  "@scope/headers": headers,
  "@scope/url-expander": expander,
  "@scope/runinstall-schema": runInstall,
  // docs/any-openapi-api.md reads examples/shop.openapi.json (the tests run at the repository's root).
  "node:fs/promises": fsPromises,
};
/** Guides whose examples another test holds to the code (http-clients.md: test/integration/docs.test.ts). */
const TESTED_ELSEWHERE = new Set(["http-clients.md"]);
/** Files that examples import, as a user's app would have them (a type openapi-typescript generates). */
const APP_FILES = {
  "petstore.ts": readFileSync(new URL("test/fixtures/petstore.ts", ROOT), "utf8"),
  "shop.ts": readFileSync(new URL("test/fixtures/shop.ts", ROOT), "utf8"),
};

const guides = readdirSync(DOCS)
  .filter((file) => file.endsWith(".md") && !TESTED_ELSEWHERE.has(file))
  .map((file) => [file, docBlocks(new URL(file, DOCS))] as const)
  .filter(([, blocks]) => blocks.length > 0);

/** Every Markdown file with examples: docs/, the root README, each package's README. */
const MARKDOWN = [
  ...readdirSync(DOCS).filter((file) => file.endsWith(".md")).map((file) => `docs/${file}`),
  "README.md",
  ...readdirSync(new URL("packages/", ROOT))
    .map((folder) => `packages/${folder}/README.md`)
    .filter((file) => existsSync(new URL(file, ROOT))),
];
/** Guides whose blocks are the parts of one module, in order (http-clients.md shows clients.ts). */
const ONE_MODULE = new Set(["docs/http-clients.md"]);

/** Each block, or each guide of ONE_MODULE as one block, with a file name and a title. */
function snippetsOf(file: string): { name: string; title: string; block: DocBlock }[] {
  const blocks = allDocBlocks(new URL(file, ROOT));
  const name = file.replace(/\W+/g, "-");
  if (ONE_MODULE.has(file)) {
    const code = blocks.map((block) => block.code).join("\n");
    return [{ name, title: `${file}, its blocks as one module`, block: { line: blocks[0]?.line ?? 1, code } }];
  }
  return blocks.map((block) => ({ name: `${name}-${block.line}`, title: `${file} line ${block.line}`, block }));
}
const SNIPPETS = MARKDOWN.flatMap(snippetsOf);

/** A local server that records what it receives; the examples' hosts (GitHub's API, the example shop) go to it. */
const { received, fetch: localFetch } = useRecordingServer(EXAMPLE_HOSTS_RE, shopAnswer);

it("the guides with examples are found", () => {
  expect(guides.map(([file]) => file)).toEqual(expect.arrayContaining(["getting-started.md", "uri-templates.md", "runinstall.md"]));
});

describe.each(guides)("docs/%s", (guide, blocks) => {
  /** Failures name the guide as well as the line. */
  const checks: DocChecks = {
    equal: (actual, expected, where) => expect(actual, `${guide} ${where}`).toEqual(expected),
    throws: (run, name, where) => expect(run, `${guide} ${where}`).toThrow(expect.objectContaining({ name })),
  };
  for (const block of blocks) {
    it(`example at line ${block.line}`, async () => {
      const { checks: count } = await runDocBlockAsync(block, MODULES, checks, { fetch: localFetch, process: GUIDE_PROCESS });
      expect(count, "an example states at least one result").toBeGreaterThan(0);
    });
  }
});

describe("docs/getting-started.md ends with a request sent", () => {
  const last = docBlocks(new URL("getting-started.md", DOCS)).slice(-2);

  it("through toFetch, then through fetch by hand: the same request arrives", async () => {
    expect(last[0]?.code).toContain("await fetch(url, init)");
    expect(last[1]?.code).toContain("await fetch(url, {");
    received.length = 0;
    for (const block of last) await runDocBlockAsync(block, MODULES, undefined, { fetch: localFetch });
    expect(received.map(({ method, path, body }) => ({ method, url: path, body: body.toString() }))).toEqual([
      { method: "POST", url: "/markdown", body: '{"text":"Hello **world**"}' },
      { method: "POST", url: "/markdown", body: '{"text":"Hello **world**"}' },
    ]);
    expect(received[0]?.headers).toEqual(received[1]?.headers);
    expect(received[0]?.headers["content-type"]).toBe("application/json; charset=utf-8");
  });
});

it("every Markdown file with examples is type-checked", () => {
  expect(MARKDOWN).toEqual(expect.arrayContaining(["README.md", "docs/getting-started.md", "packages/endpoint/README.md"]));
  expect(SNIPPETS.filter(({ block }) => block.nocheck).length).toBeGreaterThan(0);
});

describe.each(["node16", "bundler"] as const)("types of every example, %s resolution, against the built packages", (resolution: DocResolution) => {
  let found = new Map<string, string[]>();
  beforeAll(() => {
    found = typeCheckDocSnippets(ROOT, SNIPPETS, resolution, APP_FILES);
  }, 300_000);

  it.each(SNIPPETS.map(({ title, name }) => [title, name]))("%s", (_title, name) => {
    expect(found.get(name)?.join("\n\n")).toBe("");
  });
});
