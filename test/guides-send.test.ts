// The guides' requests, sent (issues 25.8 and 28.6):
//   - docs/getting-started.md's by-hand `fetch` glue, run as printed with each kind of body the
//     engine returns (JSON, text, a form body a description wrote, URLSearchParams, FormData with a
//     Blob part, a Blob, bytes), sends what `toFetch` sends;
//   - docs/any-openapi-api.md opens with the shortest path from an OpenAPI file to a request sent
//     with a typed `send`, credentials (`withAuth`) and a server chosen (`withServer`) (33.6), and
//     what arrives is what the description says, the answer read as the description types it; the
//     types it imports are what openapi-typescript generates from that file, with the options the
//     guide names.
// (test/guides.test.ts runs and type-checks every guide's blocks too; this file sends them.)
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import * as fsPromises from "node:fs/promises";
import { fileURLToPath } from "node:url";
import * as facade from "@scope/endpoint";
import { docBlocks, EXPECT_CHECKS, runDocBlockAsync, useRecordingServer, type DocBlock, type ReceivedRequest } from "@scope/test-utils";
import { describe, expect, it } from "vitest";
import * as fetchEntry from "../packages/endpoint/src/fetch";
import * as openApiEntry from "../packages/endpoint/src/openapi";
import { EXAMPLE_HOSTS_RE, GUIDE_PROCESS, SHOP_API_KEY, shopAnswer } from "./support/shop-answer";

const ROOT = new URL("../", import.meta.url);
const MODULES = {
  "@scope/endpoint": facade,
  "@scope/endpoint/fetch": fetchEntry,
  "@scope/endpoint/openapi": openApiEntry,
  "node:fs/promises": fsPromises,
};
const SHOP = JSON.parse(readFileSync(new URL("examples/shop.openapi.json", ROOT), "utf8")) as unknown;

/** A local server that records what it receives; the examples' hosts (GitHub's API, the example shop) go to it. */
const { received, fetch: localFetch } = useRecordingServer(EXAMPLE_HOSTS_RE, shopAnswer);

/** What arrived, with a multipart boundary (random per send) written as BOUNDARY. */
function comparable({ method, path, headers, body }: ReceivedRequest) {
  const boundary = /boundary=(.+)$/.exec(headers["content-type"] ?? "")?.[1];
  const same = (text: string | undefined) => (boundary && text ? text.split(boundary).join("BOUNDARY") : text);
  return { method, url: path, contentType: same(headers["content-type"]), body: same(body.toString("latin1")), accept: headers.accept, userAgent: headers["user-agent"] };
}

const shop = openApiEntry.fromOpenApi(SHOP).withAuth({ shopKey: SHOP_API_KEY });
const files = openApiEntry.fromOpenApi({
  openapi: "3.1.0",
  info: { title: "Files", version: "1" },
  servers: [{ url: "https://shop.example/api" }],
  paths: {
    "/menus": {
      post: {
        requestBody: {
          content: {
            "multipart/form-data": {
              schema: { type: "object", properties: { name: { type: "string" }, file: { type: "string", format: "binary" } } },
            },
          },
        },
      },
    },
  },
});

/** Each kind of body the engine returns, the body's type, and what must arrive. */
const KINDS = [
  ["JSON (an object)", () => facade.endpoint("POST /markdown", { text: "Hello **world**" }), "application/json; charset=utf-8", '{"text":"Hello **world**"}'],
  [
    "text (data)",
    () => facade.endpoint("POST /markdown/raw", { data: "Hello **world**", headers: { "content-type": "text/plain; charset=utf-8" } }),
    "text/plain; charset=utf-8",
    "Hello **world**",
  ],
  [
    "a form body a description wrote (text)",
    () => shop("POST /stores/{store}/orders", { store: "tea house", "Idempotency-Key": "order-7", item: "sencha", quantity: 2 }),
    "application/x-www-form-urlencoded",
    "item=sencha&quantity=2",
  ],
  [
    "URLSearchParams (data)",
    () => facade.endpoint("POST /forms", { data: new URLSearchParams({ a: "1", b: "x y" }) }),
    "application/x-www-form-urlencoded;charset=UTF-8",
    "a=1&b=x+y",
  ],
  [
    "FormData with a Blob part (a description's multipart body)",
    () => files("POST /menus", { name: "menu", file: new Blob(["tea list"], { type: "text/plain" }) }),
    "multipart/form-data; boundary=BOUNDARY",
    expect.stringContaining('name="file"; filename="blob"\r\nContent-Type: text/plain\r\n\r\ntea list\r\n'),
  ],
  [
    "a Blob (data)",
    () => facade.endpoint("POST /uploads", { data: new Blob(["raw bytes"]), headers: { "content-type": "application/zip" } }),
    "application/zip",
    "raw bytes",
  ],
  [
    "bytes (data)",
    () => facade.endpoint("POST /uploads", { data: new Uint8Array([0, 255, 10]), headers: { "content-type": "application/octet-stream" } }),
    "application/octet-stream",
    "\u0000\u00ff\n",
  ],
] as const;

describe("25.8 docs/getting-started.md: the by-hand fetch glue, as printed, sends every kind of body as toFetch does", () => {
  const CALL = 'endpoint("POST /markdown", { text: "Hello **world**" })';
  const byHand = docBlocks(new URL("docs/getting-started.md", ROOT)).find((block) => block.code.includes("await fetch(url, {"));

  it("the guide's last block is the glue, around one call of endpoint", () => {
    expect(byHand?.code.split(CALL)).toHaveLength(2);
  });

  it.each(KINDS)("%s", async (_kind, build, contentType, body) => {
    const request = build();
    received.length = 0;
    // The glue exactly as printed, with the guide's call replaced by the request of this kind.
    const block = { line: byHand!.line, code: byHand!.code.replace(CALL, "__request") };
    const { checks } = await runDocBlockAsync(block, MODULES, EXPECT_CHECKS, { fetch: localFetch, __request: request });
    expect(checks).toBe(1);
    const [url, init] = fetchEntry.toFetch(request);
    await localFetch(url, init as RequestInit);
    expect(received).toHaveLength(2);
    const [glue, viaToFetch] = received.map(comparable);
    expect(glue).toEqual(viaToFetch);
    expect(glue).toMatchObject({ method: "POST", contentType, body });
  });
});

describe("28.6 docs/any-openapi-api.md opens with the shortest path from an OpenAPI file to a sent request", () => {
  const guide = readFileSync(new URL("docs/any-openapi-api.md", ROOT), "utf8");
  const [first, second] = docBlocks(new URL("docs/any-openapi-api.md", ROOT)) as [DocBlock, DocBlock];

  it("its first section: generate the types, fromOpenApi with them, credentials and a server chosen, send a call with fetcher (33.6: typed send), see the request with toFetch", () => {
    expect(/^## (.*)$/m.exec(guide)?.[1]).toBe("From an OpenAPI file to a sent request");
    const section = guide.slice(guide.indexOf("## From an OpenAPI file"), guide.indexOf("\n## ", guide.indexOf("## From an OpenAPI file") + 3));
    expect(section).toContain("npx openapi-typescript examples/shop.openapi.json -o shop.ts --default-non-nullable=false");
    expect(section).toContain(first.code);
    const steps = ['import type { paths } from "./shop.js";', "fromOpenApi(", ".withTypes<paths>()", ".withAuth({ shopKey: process.env.SHOP_API_KEY })", '.withServer({ region: "us" })'];
    for (const step of [...steps, "fetcher(shop, { fetch })", "await send(", "data;"]) expect(first.code).toContain(step);
    expect(section).toContain(second.code);
    for (const step of [...steps, "toFetch(", 'init.headers["x-api-key"];']) expect(second.code).toContain(step);
    expect(section).toContain(`SHOP_API_KEY=${SHOP_API_KEY}`);
  });

  it("33.6: the section names the openapi-typescript options that matter for request types", () => {
    expect(guide).toContain("### openapi-typescript options that matter for request types");
    const options = ["--default-non-nullable=false", "defaultNonNullable", "--empty-objects-unknown", "--additional-properties", "--exclude-deprecated", "--properties-required-by-default"];
    for (const option of options) expect(guide).toContain(option);
  });

  it("run as printed, the request arrives as the description says, to the server chosen with the key bound, and the answer is typed data", async () => {
    received.length = 0;
    const urls: string[] = [];
    const fetch = (url: string, init?: RequestInit) => (urls.push(url), localFetch(url, init));
    const { checks } = await runDocBlockAsync(first, MODULES, EXPECT_CHECKS, { fetch, process: GUIDE_PROCESS });
    expect(checks).toBe(2);
    expect(urls).toEqual(["https://us.shop.example/api/stores/tea%20house/orders?fields%5Bcustomer%5D=name%2Cemail"]);
    const arrived = received.map(({ method, path, headers, body }) => ({
      method,
      url: path,
      body: body.toString("latin1"),
      key: headers["idempotency-key"],
      apiKey: headers["x-api-key"],
      type: headers["content-type"],
    }));
    expect(arrived).toEqual([
      {
        method: "POST",
        url: "/api/stores/tea%20house/orders?fields%5Bcustomer%5D=name%2Cemail",
        body: "item=sencha&quantity=2",
        key: "order-7",
        apiKey: SHOP_API_KEY,
        type: "application/x-www-form-urlencoded",
      },
    ]);
  });

  it("33.6: without the key in the environment, the same block is refused by the shop (401), as the guide says", async () => {
    await expect(runDocBlockAsync(first, MODULES, EXPECT_CHECKS, { fetch: localFetch, process: { env: {} } })).rejects.toThrow(
      "refused: an order needs the shop's key (X-Api-Key)",
    );
  });

  it("the types it imports (test/fixtures/shop.ts) are what openapi-typescript generates from the file", () => {
    const cli = fileURLToPath(new URL("node_modules/openapi-typescript/bin/cli.js", ROOT));
    const generated = spawnSync(process.execPath, [cli, "examples/shop.openapi.json", "--default-non-nullable=false"], { cwd: fileURLToPath(ROOT), encoding: "utf8" });
    expect(generated.status, generated.stderr).toBe(0);
    expect(generated.stdout).toBe(readFileSync(new URL("test/fixtures/shop.ts", ROOT), "utf8"));
  });
});
