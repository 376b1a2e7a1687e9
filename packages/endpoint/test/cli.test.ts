import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../src/cli";
import { OPTION_HELP, OPTIONS, PROGRAM } from "../src/cli/options";
import { parseArguments } from "../src/cli/parse-arguments";
import { endpoint, VERSION } from "../src/index";

function run(...argv: string[]): { status: number; out: string; err: string } {
  let out = "";
  let err = "";
  const status = main(argv, { write: (text: string) => (out += text) }, { write: (text: string) => (err += text) });
  return { status, out, err };
}

const BASE = { route: "GET /x", parameters: {}, headers: {}, output: "request" };

describe("parseArguments follows command-line conventions", () => {
  it.each([
    ["--header=value", ["--header=x-a: 1", "GET /x"], { ...BASE, headers: { "x-a": "1" } }],
    ["--header value", ["--header", "X-A:1", "GET /x"], { ...BASE, headers: { "x-a": "1" } }],
    ["-H value", ["-H", "x-a: 1", "GET /x"], { ...BASE, headers: { "x-a": "1" } }],
    ["-Hvalue", ["-Hx-a:1", "GET /x"], { ...BASE, headers: { "x-a": "1" } }],
    ["an empty header value", ["-H", "x-a:", "GET /x"], { ...BASE, headers: { "x-a": "" } }],
    ["headers:= merged with -H", ["GET /x", 'headers:={"X-B":"2","x-c":3}', "-H", "x-a: 1"], { ...BASE, headers: { "x-a": "1", "x-b": "2", "x-c": 3 } }],
    ["-- ends the options", ["--", "GET /x", "--merge=x"], { ...BASE, parameters: { "--merge": "x" } }],
    ["--base-url", ["--base-url", "https://ghe.example/api/v3", "GET /x"], { ...BASE, parameters: { baseUrl: "https://ghe.example/api/v3" } }],
    ["--defaults=file", ["--defaults=d.json", "GET /x"], { ...BASE, defaultsFile: "d.json" }],
    ["--merge", ["GET /x", "--merge"], { ...BASE, output: "merge" }],
    ["--curl", ["--curl", "GET /x"], { ...BASE, output: "curl" }],
    ["name=value and name:=json", ["GET /x", "a=1", "b:=1", "c==d", "e:=[1]"], { ...BASE, parameters: { a: "1", b: 1, "c": "=d", e: [1] } }],
    ["a __proto__ parameter stays own data", ["GET /x", '__proto__:={"p":1}'], { ...BASE, parameters: JSON.parse('{"__proto__":{"p":1}}') }],
  ])("%s", (_title, argv, expected) => {
    expect(parseArguments(argv)).toStrictEqual(expected);
  });

  it.each([
    [["--help"], "help"],
    [["-h", "--bogus"], "help"],
    [["GET /x", "-v"], "version"],
    [["--version"], "version"],
  ])("%j asks for %s", (argv, expected) => {
    expect(parseArguments(argv)).toBe(expected);
  });

  it("leaves argv unchanged", () => {
    const argv = Object.freeze(["-H", "x-a: 1", "GET /x", "a=1"]);
    parseArguments(argv);
    expect(argv).toEqual(["-H", "x-a: 1", "GET /x", "a=1"]);
  });
});

describe("endpoint CLI", () => {
  it("prints the request options as JSON", () => {
    const { status, out } = run("GET /repos/{owner}/{repo}/issues", "owner=octokit", "repo=rest.js", "labels=bug,ui");
    expect(status).toBe(0);
    expect(JSON.parse(out)).toEqual(endpoint("GET /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", labels: "bug,ui" }));
  });

  it("sends -H and headers:= values, and --base-url", () => {
    const { out } = run("--base-url=https://ghe.example/api/v3", "POST /x", "-Hx-a:1", 'headers:={"x-b":"2"}', "n:=1");
    expect(JSON.parse(out)).toEqual(endpoint("POST /x", { baseUrl: "https://ghe.example/api/v3", n: 1, headers: { "x-a": "1", "x-b": "2" } }));
  });

  it("--merge prints the merged options", () => {
    const merged = JSON.parse(run("--merge", "-H", "Authorization: token abc", "GET /user").out);
    expect(merged).toEqual(endpoint.merge("GET /user", { headers: { authorization: "token abc" } }));
  });

  it("--defaults applies a JSON file", () => {
    const file = join(mkdtempSync(join(tmpdir(), "endpoint-cli-")), "defaults.json");
    writeFileSync(file, JSON.stringify({ baseUrl: "https://ghe.example.com/api/v3", owner: "o" }));
    expect(JSON.parse(run("--defaults", file, "GET /orgs/{owner}").out).url).toBe("https://ghe.example.com/api/v3/orgs/o");
  });

  it("--curl prints one option per line", () => {
    const { out } = run("--curl", "PUT /user/starred/{owner}/{repo}", "owner=o", "repo=r");
    const userAgent = endpoint.DEFAULTS.headers["user-agent"];
    expect(out).toBe(
      [
        "curl --disable -sS --globoff \\",
        "  -X 'PUT' \\",
        "  --url 'https://api.github.com/user/starred/o/r' \\",
        "  -H 'accept: application/vnd.github.v3+json' \\",
        `  -H 'user-agent: ${String(userAgent)}' \\`,
        "  -H 'content-type:' \\",
        "  --data-raw ''\n",
      ].join("\n"),
    );
  });

  it("--help lists every option with an example", () => {
    const { status, out } = run("--help");
    expect(status).toBe(0);
    for (const [name, { example }] of Object.entries(OPTION_HELP)) {
      expect(out).toContain(`--${name}`);
      expect(out).toContain(example);
    }
    expect(Object.keys(OPTION_HELP)).toEqual(Object.keys(OPTIONS));
    expect(out).toMatch(/Usage: scope-endpoint /);
    expect(out).toMatch(/npx @scope\/endpoint/);
    expect(out).toMatch(/sh, dash, bash, zsh and busybox sh/);
  });

  it("is named after the package: scope-endpoint, as npx @scope/endpoint runs it", () => {
    const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { bin: unknown };
    // One bin, so that `npx @scope/endpoint` runs it; never `endpoint`, someone else's package on npm.
    expect(manifest.bin).toEqual({ [PROGRAM]: "./dist/cli.js" });
    expect(PROGRAM).toBe("scope-endpoint");
    expect(run("--bogus").err).toMatch(/^scope-endpoint: /);
  });

  it("--version prints the version", () => {
    expect(run("-v")).toEqual({ status: 0, out: `${VERSION}\n`, err: "" });
  });

  it.each([
    [[], /^scope-endpoint: missing the route: give the method and URL as one quoted argument, e\.g\. scope-endpoint "GET \/users/],
    [["owner=octokit"], /missing the route before the parameter "owner": the first argument is the method and URL/],
    [["GET", "/user"], /the route is split in two: quote the method and URL as one argument, e\.g\. scope-endpoint "GET \/user"/],
    [["--bogus"], /unknown option "--bogus": run scope-endpoint --help/],
    [["-x", "GET /x"], /unknown option "-x"/],
    [["GET /x", "novalue"], /a parameter \(7 characters; not shown: it may hold a secret\) is not name=value or name:=json, e\.g\. owner=octokit/],
    [["GET /x", "=v"], /not name=value/],
    [["GET /x", ":=1"], /not name=value/],
    [["GET /x", "n:={"], /parameter "n:=" is not valid JSON/],
    [["GET /x", "a=1", "a=2"], /parameter "a" is given twice/],
    [["GET /x", "headers=x"], /headers must be a JSON object after :=/],
    [["GET /x", "headers:=[1]"], /headers must be a JSON object/],
    [["GET /x", "-H", "x-a: 1", 'headers:={"X-A":"2"}'], /header "X-A" is given twice/],
    [["GET /x", "--base-url", "https://a", "baseUrl=https://b"], /baseUrl \(by --base-url or baseUrl=\) is given twice/],
    [["GET /x", "baseUrl=https://b", "--base-url=https://a"], /baseUrl \(by --base-url or baseUrl=\) is given twice/],
    [["-H", "nocolon", "GET /x"], /a header \(7 characters; not shown: it may hold a secret\) is not "name: value"/],
    [["-H", ":v", "GET /x"], /is not "name: value"/],
    [["-H"], /option -H needs a value, e\.g\. -H "authorization/],
    [["GET /x", "--defaults"], /option --defaults needs a value/],
    [["--merge=yes", "GET /x"], /option --merge takes no value/],
    [["--defaults", "a", "--defaults", "b", "GET /x"], /option --defaults is given twice/],
    [["--merge", "--curl", "GET /x"], /--merge and --curl cannot be combined/],
    [["--defaults", "/nonexistent/file.json", "GET /x"], /cannot read the --defaults file/],
    [["--curl", "GET /x", "baseUrl=/api"], /CurlCommandError: the URL "\/api\/x" is not absolute/],
    [["--curl", "POST /x", "data=a\u0000b"], /CurlCommandError: the body holds a NUL character/],
    [["--curl", "POST /x", "data:=12"], /CurlCommandError: the body is number 12, not text/],
    [["GET /orgs/{org"], /UriTemplateError: .*position 6/],
    [["GET /x", "-H", "x: a\rb"], /InvalidHeaderError/],
    [["GET /x", 'headers:={"x":{}}'], /InvalidHeaderError/],
    [["GET /repos/{owner}", "owner=.."], /UnsafeUrlError: .*dot-segment/],
    [["GET /x", "filter:={}"], /InvalidQueryValueError/],
  ])("%j fails with one line, no stack, and status 2", (argv, message) => {
    const { status, out, err } = run(...argv);
    expect({ status, out }).toEqual({ status: 2, out: "" });
    expect(err).toMatch(message);
    expect(err.trim().split("\n")).toHaveLength(1);
    expect(err).not.toMatch(/\bat .*:\d+:\d+/);
  });
});

describe("scope-endpoint prints no terminal control from its arguments", () => {
  // ESC [2J clears the screen, CR returns to the line start, U+202E reverses the text shown.
  const CONTROLS = "\u001b[2J\r\u202e\u0085";
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  const RAW_CONTROL_RE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e]/;

  it.each([
    ["an unknown option", [`--x${CONTROLS}`, "GET /x"], /unknown option "--x\\u001b\[2J\\r\\u202e\\u0085"/],
    ["invalid JSON after :=", ["GET /x", `n:=${CONTROLS}`], /parameter "n:=" is not valid JSON \(an unexpected character; 7 characters; at position 0: a control character\)/],
    ["a route split in two", ["GET", `/x${CONTROLS}`], /e\.g\. scope-endpoint "GET \/x\\u001b\[2J\\r\\u202e\\u0085"/],
    ["a bad parameter", ["GET /x", `p${CONTROLS}`], /a parameter \(8 characters; not shown: it may hold a secret\) is not name=value/],
    // No CR here: a space of any kind in a route is refused first, and the message quotes the first
    // character refused.
    ["a bad route", ["GET /x{\u202e\u001b[2J\u0085}"], /Error: .*\\u202e/],
    ["a --defaults file name", ["--defaults", `/nonexistent/${CONTROLS}`, "GET /x"], /cannot read the --defaults file "\/nonexistent\/\\u001b\[2J\\r\\u202e\\u0085"/],
  ])("%s: the error line escapes them", (_title, argv, message) => {
    const { status, err } = run(...argv);
    expect(status).toBe(2);
    expect(err).toMatch(message);
    expect(err).not.toMatch(RAW_CONTROL_RE);
  });

  it("the JSON output escapes them and still parses to the request", () => {
    const { status, out } = run("POST /x", `title=a${CONTROLS}\u2028`);
    expect(status).toBe(0);
    expect(out).not.toMatch(RAW_CONTROL_RE);
    expect(JSON.parse(out)).toEqual(endpoint("POST /x", { title: `a${CONTROLS}\u2028` }));
  });
});

describe("scope-endpoint explains what := takes", () => {
  it.each([
    [["per_page:=abc"], /is not valid JSON \(.*\): := takes JSON, e\.g\. per_page:=100 or per_page:=true; for a string write per_page=<text>$/],
    [["title:=two words"], /for a string write title=<text>$/],
    [["labels:=[bug]"], /quote it for the shell and write strings in double quotes, e\.g\. labels:='\["a"\]'/],
    [["filter:={a:1}"], /quote it for the shell/],
  ])("%j", (argv, message) => {
    const { status, err } = run("GET /x", ...argv);
    expect(status).toBe(2);
    expect(err.trim()).toMatch(message);
    expect(err).not.toMatch(/per_page:='\["a"\]'/);
  });
});
