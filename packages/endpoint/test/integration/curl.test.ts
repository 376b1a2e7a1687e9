// `endpoint --curl` must print a command that sends exactly the built request and nothing else.
// Each row's command runs through bash with the real curl against a server on 127.0.0.1, which
// compares what arrived (method, path and query, every header, body bytes) with the request as
// endpoint() built it. The values are hostile: none may run code, read a file or glob the URL.
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli";
import { toFetch } from "../../src/fetch";
import type { RequestOptions } from "../../src/index";
import { POSIX_SHELLS } from "../support/posix-shells";
import { startRecordingServer, type RecordingServer } from "@scope/test-utils";

const run = promisify(execFile);
const HOME = mkdtempSync(join(tmpdir(), "endpoint-curl-"));
// A ~/.curlrc that would add a header and a user-agent: --disable must keep curl from reading it.
writeFileSync(join(HOME, ".curlrc"), 'header = "x-curlrc: 1"\nuser-agent = "from-curlrc"\n');
const MARK = join(HOME, "pwned");
const ESC = "\u001b";
// What a terminal acts on, or that reorders the text shown, e.g. "\u001b[2J".
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const TERMINAL_CONTROL_RE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

// [title, arguments after `endpoint --curl --base-url <server>`]
const ROWS: readonly (readonly [string, readonly string[]])[] = [
  ["quotes in a JSON body and a header", ["POST /a", `title=it's "quoted" ''`, "-H", "x-q: it's \"q\""]],
  ["$( ) in a body, a header and a path", ["POST /r/{o}", `o=$(touch ${MARK}1)`, `title=$(touch ${MARK}2)`, "-H", `x-c: $(touch ${MARK}3)`]],
  ["backticks and ; in a string body", ["POST /a", `data=\`touch ${MARK}4\`; touch ${MARK}5 && echo '`]],
  ["newlines in parameters and a string body", ["PATCH /a", "data=line 1\nline 2\r\nend"]],
  ["newlines in a query", ["GET /search", "q=a\nb", "x=1;2"]],
  ["@/etc/passwd as a body is sent as text", ["POST /upload", "data=@/etc/passwd", "-H", "content-type: text/plain"]],
  ["[1-3] and {a,b} in the URL", ["GET /files/a[1-3]/{+p}", "p=x[1]", "--", "q={a,b}"]],
  ["{a,b} in the base URL path", ["GET /y"], "/x{a,b}"],
  ["an empty header value", ["GET /a", "-H", "x-empty:", "-H", "accept:"]],
  ["PUT without a body", ["PUT /user/starred/{owner}/{repo}", "owner=o", "repo=r"]],
  ["POST with data and an empty content-type", ["POST /a", "data=x=1&y=2", "-H", "content-type:"]],
  ["unicode in path, body and a header", ["POST /r/{name}", "name=café ☕", "title=naïve 🐙", "-H", "x-l: é ÿ"]],
  ["terminal escapes and C1 controls in a body", ["POST /a", `data=${ESC}]0;title\u0007${ESC}[2J\u009b31m ' $(touch ${MARK}6) '`]],
  ["bidirectional controls in a body", ["POST /a", "data=abc\u202edef\u2066"]],
  ["a body over 1 KB", ["POST /a", `data=${"x".repeat(3000)}`]],
  ["HEAD", ["HEAD /a", "q=1"]],
  ["DELETE with no body", ["DELETE /a/{id}", "id=1"]],
].map(([title, argv, basePath]) => [title, argv, basePath] as never);

function cli(argv: readonly string[]): string {
  let out = "";
  let err = "";
  const status = main(argv, { write: (text: string) => (out += text) }, { write: (text: string) => (err += text) });
  if (status !== 0) throw new Error(`endpoint ${argv.join(" ")} failed: ${err}`);
  return out;
}

let server: RecordingServer;

beforeAll(async () => {
  server = await startRecordingServer();
});

afterAll(async () => {
  await server.close();
});

// The environment of a fresh shell: no proxy, the C locale (the command must not depend on it).
const ENV = { PATH: process.env["PATH"] ?? "/usr/bin:/bin", HOME, LC_ALL: "C" };

describe("endpoint --curl sends exactly the built request", () => {
  it.each(ROWS)("%s", async (_title, argv, basePath = "") => {
    const options = ["--base-url", `${server.origin}${basePath as string}`, ...argv];
    const built = JSON.parse(cli(options)) as RequestOptions;
    const [url, init] = toFetch(built);
    const before = server.received.length;
    const command = cli(["--curl", ...options]);
    // Printed to a terminal, the command shows no control character but the line breaks.
    expect(command).not.toMatch(TERMINAL_CONTROL_RE);
    await run("bash", ["-c", command], { env: ENV, encoding: "buffer" });

    expect(server.received).toHaveLength(before + 1);
    const received = server.last();
    const body = Buffer.from((init.body as string | undefined) ?? "", "utf8");
    const expectedHeaders: Record<string, string> = { host: new URL(url).host, ...init.headers };
    if (init.body !== undefined) expectedHeaders["content-length"] = String(body.length);
    expect({ method: received.method, path: received.path, headers: received.headers }).toEqual({
      method: init.method,
      path: url.slice(server.origin.length),
      headers: expectedHeaders,
    });
    expect(received.body).toEqual(body);
    expect(["1", "2", "3", "4", "5", "6"].filter((n) => existsSync(`${MARK}${n}`))).toEqual([]);
  });
});

it("a method with a quote reaches curl as one word", async () => {
  // Node's server refuses unknown methods, so curl's arguments are read instead: a shell function
  // named curl prints them, NUL-separated.
  // The route decides the method (issue 25.1): the odd method is the route's.
  const command = cli(["--curl", "--base-url", "http://127.0.0.1:9", "GET'`id`|& /a"]);
  const { stdout } = await run("bash", ["-c", `curl() { printf '%s\\0' "$@"; }\n${command}`], { env: ENV });
  // The method is an HTTP token (which may hold ' ` | and &), upper-cased.
  expect(stdout.split("\0").slice(3, 5)).toEqual(["-X", "GET'`ID`|&"]);
});

// The values that ran code under dash when --curl wrote $'...' (dash has no $'...': `\'` closed the
// quote). [title, arguments after `endpoint --curl --base-url http://127.0.0.1:9`]
const SHELL_ROWS: readonly (readonly [string, readonly string[]])[] = [
  ["U+2028 and a quote in a JSON body", ["POST /a", `title=a\u2028'; touch ${MARK}7; '`]],
  ["U+202E and \\' in a string body", ["POST /a", `data=x\u202e\\'; touch ${MARK}8; echo \\'`]],
  ["ESC, C1 0x85 and $( ) in a body", ["POST /a", `data=${ESC}[2J\u0085$(touch ${MARK}9)`]],
  ["backticks and newlines in a body", ["POST /a", `data=\`touch ${MARK}10\`\n'\n\\'\n`]],
  ["a C1 byte and quotes in a header", ["GET /a", "-H", `x-a: \u0085' $(touch ${MARK}11) \\' é`]],
  ["controls in the URL path", ["GET /r/{name}", `name=\u202e'$(touch ${MARK}12)\u2028`]],
];

// A curl that prints its arguments, each followed by a NUL, in place of the real one.
const FAKE_CURL = `curl() { for a; do printf '%s' "$a"; printf '\\000'; done; }\n`;

describe.each(POSIX_SHELLS)("endpoint --curl in %s passes every argument byte for byte", (_name, shell) => {
  it.each(SHELL_ROWS)("%s", async (_title, argv) => {
    const options = ["--base-url", "http://127.0.0.1:9", ...argv];
    const [url, init] = toFetch(JSON.parse(cli(options)) as RequestOptions);
    const command = cli(["--curl", ...options]);
    const { stdout } = await run(shell[0], [...shell.slice(1), "-c", `${FAKE_CURL}${command}`], { env: ENV, encoding: "buffer" });
    const args = splitNul(stdout);
    const after = (flag: string): Buffer[] => args.flatMap((arg, i) => (arg.toString("latin1") === flag ? [args[i + 1] ?? Buffer.alloc(0)] : []));
    expect(after("--url")).toEqual([Buffer.from(url, "utf8")]);
    expect(after("--data-raw")).toEqual(init.body === undefined ? [] : [Buffer.from(init.body as string, "utf8")]);
    for (const [name, value] of Object.entries(init.headers)) expect(after("-H")).toContainEqual(Buffer.from(`${name}: ${value}`, "latin1"));
    expect(args.slice(0, 3).map(String)).toEqual(["--disable", "-sS", "--globoff"]);
    expect(["7", "8", "9", "10", "11", "12"].filter((n) => existsSync(`${MARK}${n}`))).toEqual([]);
  });
});

function splitNul(bytes: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  for (let start = 0, end = bytes.indexOf(0); end !== -1; start = end + 1, end = bytes.indexOf(0, start)) parts.push(bytes.subarray(start, end));
  return parts;
}
