// Issue 28.4: route tables in a real browser. Headless Chromium imports dist/browser-routes.js (the
// browser build of `@scope/endpoint/routes`) from a server on 127.0.0.1, binds a table that
// compileRoutes wrote in Node, builds each call's request and sends it with the page's own fetch.
// Node builds the same calls from the same table and sends them with its own fetch to the same
// server: what arrives must be the same, byte for byte (a multipart body part by part, since each
// client chooses its boundary).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteTable } from "../../src/index";
import { compileRoutes } from "../../src/openapi";
import { toFetch } from "../../src/fetch";
import { fromRoutes } from "../../src/routes";
import { startRecordingServer, type ReceivedRequest, type RecordingServer } from "@scope/test-utils";
import { hasChromium, launchChromium, readBrowserBuild, readPage } from "./chromium";
import { multipartParts, type ReceivedPart } from "./multipart-parts";

if (!hasChromium) console.warn("browser route-table tests SKIPPED: /usr/bin/chromium not found (apt-get install chromium)");

/** A call's options as plain data, which Playwright copies into the page: `{ $blob: [text, type] }` is a Blob on both sides. */
type CallOptions = Record<string, unknown>;
interface Built {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  body?: unknown;
}
interface RoutesPage {
  sendRoute(table: RouteTable, route: string, options: CallOptions): Promise<{ built: Built; status: number }>;
}

/** A description with one operation per case of the issue; its servers are the test's own server. */
function description(origin: string): unknown {
  const object = { type: "object" };
  return {
    openapi: "3.1.0",
    info: { title: "Browser routes", version: "1" },
    servers: [{ url: `${origin}/api` }],
    paths: {
      "/customers": {
        post: {
          requestBody: {
            content: {
              "application/x-www-form-urlencoded": {
                schema: { type: "object", properties: { email: { type: "string" }, address: object, tags: { type: "array", items: { type: "string" } } } },
              },
            },
          },
        },
      },
      "/items": {
        get: {
          parameters: [
            { name: "filter", in: "query", style: "deepObject", explode: true, schema: object },
            { name: "page", in: "query", schema: { type: "integer" } },
            { name: "x-request-id", in: "header", schema: { type: "string" } },
            { name: "x-tags", in: "header", schema: { type: "array", items: { type: "string" } } },
          ],
        },
      },
      "/uploads": {
        post: {
          requestBody: {
            content: {
              "multipart/form-data": {
                schema: { type: "object", properties: { title: { type: "string" }, file: { type: "string", format: "binary" }, meta: object } },
              },
            },
          },
        },
      },
      "/things/{id}": {
        put: {
          servers: [{ url: `${origin}/alt/v2` }],
          parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
          requestBody: { content: { "application/json": { schema: { type: "object", properties: { name: { type: "string" } } } } } },
        },
      },
    },
  };
}

// [title, route, options]
const CALLS: readonly (readonly [string, string, CallOptions])[] = [
  ["a form body with an object property", "POST /customers", { email: "ada@example.com", address: { city: "Zürich", line: "a&b=c d" }, tags: ["x", "y z"] }],
  ["a deepObject query and header parameters", "GET /items", { filter: { status: "open", "owner name": "é/ü" }, page: 2, "x-request-id": "req-1", "x-tags": ["a", "b"] }],
  ["a multipart body with a Blob part", "POST /uploads", { title: "Report ü", file: { $blob: ["bytes é \u0000 \u00ff", "text/plain"] }, meta: { a: 1, b: ["c"] } }],
  ["a Blob part without a type", "POST /uploads", { file: { $blob: ["{}", ""] } }],
  ["an operation server on another path", "PUT /things/{id}", { id: "a b", name: "Crash in café", headers: { "x-trace": "7" } }],
];

function revive(value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map(revive);
  if ("$blob" in value) {
    const [text, type] = (value as { $blob: [string, string] }).$blob;
    return new Blob([text], { type });
  }
  return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, revive(member)]));
}

/** What Node builds and what arrives when Node's fetch sends it; the body shown as the page shows it. */
async function sendFromNode(server: RecordingServer, table: RouteTable, route: string, options: CallOptions): Promise<{ built: Built; received: ReceivedRequest }> {
  const result = fromRoutes(table)(route, revive(options) as never);
  const response = await fetch(...toFetch(result));
  const { method, url, headers, body } = result;
  expect(response.status).toBe(204);
  let shown = body;
  if (body instanceof FormData) {
    const entries: Promise<unknown>[] = [];
    body.forEach((part, name) => entries.push(typeof part === "string" ? Promise.resolve([name, part]) : part.text().then((text) => [name, { blob: text, type: part.type }])));
    shown = { FormData: await Promise.all(entries) };
  }
  return { built: { method, url, headers, ...(body === undefined ? {} : { body: shown }) }, received: server.last() };
}

interface Arrived {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  contentType: string;
  body: Buffer | ReceivedPart[];
}

function withoutUserAgent(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name !== "user-agent"));
}

/** What arrived, in a form two clients can agree on: the body as bytes, or a multipart body as its parts. */
function arrived(request: ReceivedRequest, built: Built): Arrived {
  // The headers the request options hold (Chromium sends its own user-agent), as they arrived.
  const names = Object.keys(built.headers).filter((name) => name !== "user-agent");
  const contentType = request.headers["content-type"] ?? "";
  const multipart = contentType.startsWith("multipart/form-data;");
  return {
    method: request.method,
    path: request.path,
    headers: Object.fromEntries(names.map((name) => [name, request.headers[name]])),
    contentType: multipart ? "multipart/form-data; boundary=<chosen by the client>" : contentType,
    body: multipart ? multipartParts(contentType, request.body) : request.body,
  };
}

describe.skipIf(!hasChromium)("28.4 a route table in headless Chromium: dist/browser-routes.js and the page's fetch", () => {
  let browser: Browser;
  let page: Page;
  let server: RecordingServer;
  let table: RouteTable;

  beforeAll(async () => {
    server = await startRecordingServer({
      "/": { type: "text/html; charset=utf-8", content: readPage("routes-page.html") },
      "/browser-routes.js": { type: "text/javascript; charset=utf-8", content: readBrowserBuild("browser-routes.js") },
      "/browser-fetch.js": { type: "text/javascript; charset=utf-8", content: readBrowserBuild("browser-fetch.js") },
      // Served, so that the page's own request for it is never taken for a call's.
      "/favicon.ico": { type: "image/x-icon", content: "" },
    });
    // The table travels as JSON, as an app ships it.
    table = JSON.parse(JSON.stringify(compileRoutes(description(server.origin)))) as RouteTable;
    // launchChromium: Debian's Chromium, the flags of chromium.ts, and a fresh profile folder (--user-data-dir) that Playwright creates per launch.
    browser = await launchChromium();
    page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${server.origin}/`);
    if (!(await page.evaluate(() => "sendRoute" in window))) {
      throw new Error(`the page did not load dist/browser-routes.js: ${errors.join("; ") || "no page error reported"}`);
    }
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it.each(CALLS)("%s: the page's request arrives as Node's does", async (_title, route, options) => {
    const fromPage = await page.evaluate(([t, r, o]) => (window as unknown as RoutesPage).sendRoute(t, r, o), [table, route, options] as const);
    expect(fromPage.status).toBe(204);
    const inPage = arrived(server.last(), fromPage.built);
    const fromNode = await sendFromNode(server, table, route, options);
    const inNode = arrived(fromNode.received, fromNode.built);

    // The same request built (the user-agent names the runtime), and the same bytes arrived.
    expect({ ...fromPage.built, headers: withoutUserAgent(fromPage.built.headers) }).toEqual({ ...fromNode.built, headers: withoutUserAgent(fromNode.built.headers) });
    expect(inPage).toEqual(inNode);
    // Each side sent something: a body where the call has one (the bytes compared above).
    if (fromNode.built.body !== undefined) expect(fromNode.received.body.length).toBeGreaterThan(0);
    expect(server.received.slice(-2).map(({ path }) => path)).toEqual([inNode.path, inNode.path]);
  });

  it("each case reaches the server it names: the table's, or the operation's on another path", () => {
    const paths = server.received.map(({ path }) => path.split("?")[0]);
    expect(new Set(paths)).toEqual(new Set(["/api/customers", "/api/items", "/api/uploads", "/alt/v2/things/a%20b"]));
  });
});
