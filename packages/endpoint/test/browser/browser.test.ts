// Issue 7: "an ES module for browsers". dist/browser.js is imported by a page in headless Chromium;
// each call gives there what it gives in Node, and fetch in the page sends a result as it is.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoint, VERSION, type RequestOptions } from "../../src/index";
import { startRecordingServer, type RecordingServer } from "@scope/test-utils";
import { ERROR_CASES, RESULT_CASES, type CallArgs } from "./cases";
import { hasChromium, launchChromium, readBrowserBuild, readPage } from "./chromium";

type Outcome = { result: RequestOptions } | { error: { name: string; code?: string | undefined; message: string } };
interface PageApi {
  run(args: CallArgs): Outcome;
  send(args: CallArgs): Promise<{ sent: RequestOptions; status: number }>;
  sendWithToFetch(args: CallArgs): Promise<{ sent: RequestOptions; status: number }>;
}

if (!hasChromium) console.warn("browser tests SKIPPED: /usr/bin/chromium not found (apt-get install chromium)");

function runInNode(args: CallArgs): Outcome {
  try {
    // The page spreads the same arguments: one call for both overloads.
    return { result: (endpoint as unknown as (...call: CallArgs) => RequestOptions)(...args) };
  } catch (error) {
    const { name, code, message } = error as { name: string; code?: string | undefined; message: string };
    return { error: { name, code, message } };
  }
}

// The user-agent names the runtime, so it differs by design: only its start must agree.
function splitUserAgent(outcome: Outcome): { userAgent: unknown; rest: Outcome } {
  if (!("result" in outcome)) return { userAgent: undefined, rest: outcome };
  const { "user-agent": userAgent, ...headers } = outcome.result.headers;
  return { userAgent, rest: { result: { ...outcome.result, headers } } };
}

describe.each(["browser.js", "browser-fetch.js", "browser-routes.js"] as const)("dist/%s is self-contained", (file) => {
  it.each([
    // Any "node:x" string: static, side-effect and dynamic imports alike.
    ["imports no Node built-in", /["']node:\w+["']/],
    ["calls no require(", /\brequire\(/],
    // Any import or export from another file: `from "x"`, `import "x"`, `import("x")`.
    ["imports no other file", /\bfrom\s*["']|\bimport\s*\(?\s*["']/],
  ])("%s", (_title, pattern) => {
    expect(readBrowserBuild(file)).not.toMatch(pattern);
  });
});

describe.skipIf(!hasChromium)("dist/browser.js in headless Chromium", () => {
  let browser: Browser;
  let page: Page;
  let server: RecordingServer;

  beforeAll(async () => {
    const files = {
      "/": { type: "text/html; charset=utf-8", content: readPage() },
      "/browser.js": { type: "text/javascript; charset=utf-8", content: readBrowserBuild() },
      "/browser-fetch.js": { type: "text/javascript; charset=utf-8", content: readBrowserBuild("browser-fetch.js") },
    };
    server = await startRecordingServer(files);
    browser = await launchChromium();
    page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    // Module scripts run before the load event that goto() waits for: by then run() exists or failed.
    await page.goto(`${server.origin}/`);
    if (!(await page.evaluate(() => "run" in window))) {
      throw new Error(`the page did not load dist/browser.js: ${errors.join("; ") || "no page error reported"}`);
    }
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const runInPage = (args: CallArgs): Promise<Outcome> =>
    page.evaluate((call) => (window as unknown as PageApi).run(call), args);

  it.each(RESULT_CASES)("%s: same result as in Node", async (_title, args) => {
    const inPage = splitUserAgent(await runInPage(args));
    expect(inPage.rest).toEqual(splitUserAgent(runInNode(args)).rest);
    expect(String(inPage.userAgent)).toMatch(new RegExp(`^scope-endpoint\\.js/${VERSION.replaceAll(".", "\\.")} `));
  });

  // The browser module's messages are the short ones (scripts/short-messages.mjs) where a package
  // has them: the same error, name and code, with a message that names the code.
  it.each(ERROR_CASES)("%s: throws %s as in Node", async (_title, name, args) => {
    const inPage = await runInPage(args);
    const inNode = runInNode(args);
    if (!("error" in inPage) || !("error" in inNode)) throw new Error(`expected both to throw: ${JSON.stringify([inPage, inNode])}`);
    expect({ name: inPage.error.name, code: inPage.error.code }).toEqual({ name: inNode.error.name, code: inNode.error.code });
    expect(inPage.error.name).toBe(name);
    expect(inPage.error.message).toContain(String(inNode.error.code));
  });

  it("fetch from the page sends the result of endpoint() to the server", async () => {
    const args: CallArgs = ["POST /repos/{owner}/{repo}/issues", { owner: "octocat", repo: "hello-world", title: "Crash in café" }];
    const { sent, status } = await page.evaluate((call) => (window as unknown as PageApi).send(call), args);
    const received = server.last();

    expect(status).toBe(204);
    expect({ method: received.method, path: received.path }).toEqual({ method: "POST", path: "/repos/octocat/hello-world/issues" });
    expect(received.body.toString("utf8")).toBe('{"title":"Crash in café"}');
    const { "user-agent": userAgent, ...headers } = sent.headers;
    expect(received.headers).toMatchObject(headers);
    // Chromium drops a user-agent set on fetch and sends its own: the rest of ours is exactly it.
    expect(userAgent).toBe(`scope-endpoint.js/${VERSION} ${received.headers["user-agent"]}`);
  });

  it.each([
    ["POST with a JSON body", ["POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "Crash in café" }], '{"title":"Crash in café"}'],
    ["PUT with an empty body", ["PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" }], ""],
    ["GET with a query", ["GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", labels: "a,b" }], ""],
  ] as const)("fetch(...toFetch(result)) from the page: %s", async (_title, args, body) => {
    const { sent, status } = await page.evaluate((call) => (window as unknown as PageApi).sendWithToFetch(call), args as CallArgs);
    const received = server.last();

    expect(status).toBe(204);
    expect({ method: received.method, path: received.path }).toEqual({ method: sent.method, path: sent.url.slice(server.origin.length) });
    expect(received.body.toString("utf8")).toBe(body);
    // Chromium sends its own user-agent (see the test above); every other header arrives as a string.
    const headers = Object.entries(sent.headers).filter(([name]) => name !== "user-agent");
    expect(received.headers).toMatchObject(Object.fromEntries(headers.map(([name, value]) => [name, String(value)])));
    if (sent.method === "PUT") expect(received.headers["content-length"]).toBe("0");
  });
});
