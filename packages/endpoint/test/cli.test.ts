import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../src/cli";
import { shellQuote } from "../src/cli/to-curl";
import { endpoint, VERSION } from "../src/index";

function run(...argv: string[]): { status: number; out: string; err: string } {
  let out = "";
  let err = "";
  const status = main(argv, { write: (text: string) => (out += text) }, { write: (text: string) => (err += text) });
  return { status, out, err };
}

describe("endpoint CLI", () => {
  it("prints the request options as JSON", () => {
    const { status, out } = run("GET /repos/{owner}/{repo}/issues", "owner=octokit", "repo=rest.js", "labels=bug,ui");
    expect(status).toBe(0);
    expect(JSON.parse(out)).toEqual(endpoint("GET /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", labels: "bug,ui" }));
    expect(JSON.parse(out).url).toBe("https://api.github.com/repos/octokit/rest.js/issues?labels=bug%2Cui");
  });

  it("name:=json keeps the type", () => {
    const { out } = run("POST /x", "per_page:=100", "draft:=true", 'labels:=["a"]', "title=1");
    expect(JSON.parse(out).body).toEqual({ per_page: 100, draft: true, labels: ["a"], title: "1" });
  });

  it("-H adds headers, --merge prints merged options", () => {
    const { out } = run("--merge", "-H", "Authorization: token abc", "--header", "X-A:1", "GET /user");
    const merged = JSON.parse(out);
    expect(merged).toMatchObject({ method: "GET", url: "/user", headers: { authorization: "token abc", "x-a": "1" } });
  });

  it("--defaults applies a JSON file", () => {
    const file = join(mkdtempSync(join(tmpdir(), "endpoint-cli-")), "defaults.json");
    writeFileSync(file, JSON.stringify({ baseUrl: "https://ghe.example.com/api/v3", owner: "o" }));
    const { out } = run("--defaults", file, "GET /orgs/{owner}");
    expect(JSON.parse(out).url).toBe("https://ghe.example.com/api/v3/orgs/o");
  });

  it("--curl prints a command that a POSIX shell reads back to the same words", () => {
    const { out } = run("--curl", "POST /repos/{owner}/{repo}/issues", "owner=o", "repo=r", "title=it's $HOME `x`");
    expect(out.trim()).toBe(
      "curl --request POST --url 'https://api.github.com/repos/o/r/issues'" +
        " --header 'accept: application/vnd.github.v3+json'" +
        ` --header 'user-agent: ${endpoint.DEFAULTS.headers["user-agent"]}'` +
        " --header 'content-type: application/json; charset=utf-8'" +
        ` --data-binary '{"title":"it'\\''s $HOME \`x\`"}'`,
    );
    const words = execFileSync("sh", ["-c", `printf '%s\\n' ${out.trim().slice("curl ".length)}`], { encoding: "utf8" });
    expect(words.split("\n")).toContain(`{"title":"it's $HOME \`x\`"}`);
  });

  it("--curl uses --head for HEAD and sends an empty PUT body", () => {
    expect(run("--curl", "HEAD /x").out).toMatch(/^curl --head --url/);
    expect(run("--curl", "PUT /user/starred/o/r").out.trim()).toMatch(/--data-binary ''$/);
  });

  it.each([
    [["--help"], /^Usage: endpoint/],
    [["-v"], new RegExp(`^${VERSION.replaceAll(".", "\\.")}\\n$`)],
  ])("%j", (argv, expected) => {
    expect(run(...argv)).toMatchObject({ status: 0, out: expect.stringMatching(expected) });
  });

  it.each([
    [[], /missing route/],
    [["--bogus"], /unknown option "--bogus"/],
    [["GET /x", "novalue"], /not name=value/],
    [["GET /x", "=v"], /not name=value/],
    [["GET /x", "n:={"], /not valid JSON/],
    [["-H", "nocolon", "GET /x"], /not "name: value"/],
    [["-H"], /-H needs a value/],
    [["--merge", "--curl", "GET /x"], /cannot be combined/],
    [["--defaults", "/nonexistent/file.json", "GET /x"], /cannot read --defaults/],
    [["GET /orgs/{org"], /UriTemplateError: .*position 6/],
    [["GET /x", "-H", "x: a\rb"], /InvalidHeaderError/],
    [["GET /repos/{owner}", "owner=.."], /UnsafeUrlError: .*dot-segment/],
    [["GET /x", "baseUrl=javascript:alert(1)"], /UnsafeUrlError: .*http or https/],
    [["GET /x", "baseUrl:=42"], /InvalidOptionsError: Invalid baseUrl/],
    [["GET /x", 'mediaType:={"format":"raw\\r\\nx: y"}'], /InvalidHeaderError: .*header injection/],
    [["GET /x", "filter:={}"], /InvalidQueryValueError/],
    [["GET /x/{a}", "a:=[[1]]"], /UriTemplateValueError/],
  ])("%j fails with one line, no stack, and status 2", (argv, message) => {
    const { status, out, err } = run(...argv);
    expect(status).toBe(2);
    expect(out).toBe("");
    expect(err).toMatch(message);
    expect(err.trim().split("\n")).toHaveLength(1);
    expect(err).not.toMatch(/\bat .*:\d+:\d+/);
  });

  it("shellQuote survives every byte a shell treats specially", () => {
    const word = "a'b\"c$d`e\\f!g*h\ni";
    expect(execFileSync("sh", ["-c", `printf %s ${shellQuote(word)}`], { encoding: "utf8" })).toBe(word);
  });
});
