// Issue 32.4: the command line never echoes a secret. Every error path that met a value the user
// typed (a header line, a := value, a parameter, a defaults file, a description, a URL) describes it
// by length, position and character class: neither the message nor the error's facts quote it.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { main } from "../src/cli";
import { parseArguments } from "../src/cli/parse-arguments";

const TOKEN = "ghp_Zq9wAb3xYv5k";
// Any four characters of the token's own would be too many.
const SECRET_RE = /ghp_|Zq9w|Ab3x|Yv5k/;

const folder = mkdtempSync(join(tmpdir(), "cli-secrets-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const file = (name: string, text: string): string => {
  writeFileSync(join(folder, name), text);
  return join(folder, name);
};

function run(argv: readonly string[]): { status: number; printed: string } {
  let printed = "";
  const write = (text: string): boolean => Boolean((printed += text));
  return { status: main(argv, { write }, { write }), printed };
}

// [title, argv, what the one error line says instead]
const ROWS: readonly (readonly [string, readonly string[], RegExp])[] = [
  ["-H with the colon forgotten", ["-H", `Authorization Bearer ${TOKEN}`, "GET /user"], /a header \(37 characters; at position 13: a space; not shown/],
  ["-H with the colon forgotten, a tab", ["-H", `authorization\ttoken ${TOKEN}`, "GET /user"], /a header \(36 characters; at position 13: a tab;/],
  ["-H glued, the colon forgotten", [`-HAuthorization Bearer ${TOKEN}`, "GET /user"], /a header \(37 characters; at position 13: a space;/],
  ["--header= with the colon forgotten", [`--header=Authorization Bearer ${TOKEN}`, "GET /user"], /a header \(37 characters;/],
  ["-H with a colon after the token", ["-H", `Authorization Bearer ${TOKEN}:x`, "GET /user"], /a header \(39 characters; at position 13: a space;/],
  ["-H with the colon forgotten, then a colon in the token", ["-H", `Authorization token ${TOKEN}:x-oauth`, "GET /user"], /a header \(44 characters; at position 13: a space;/],
  ["-H with = for the colon", ["-H", `authorization=${TOKEN}`, "GET /user"], /a header \(30 characters; not shown/],
  ["-H with the token alone", ["-H", TOKEN, "GET /user"], /a header \(16 characters; not shown/],
  ["-H with no name", ["-H", `: ${TOKEN}`, "GET /user"], /a header \(18 characters; at position 1: a space;/],
  ["token:= a word", ["GET /user", `token:=${TOKEN}`], /parameter "token:=" is not valid JSON \(an unexpected character; 16 characters; at position 0: a letter\): .*write token=<text>$/],
  ["token:= two words", ["GET /user", `token:=token ${TOKEN}`], /parameter "token:=" is not valid JSON \(an unexpected character; 22 characters; at position 1: a letter\)/],
  ["token:= an unterminated string", ["GET /user", `token:="${TOKEN}`], /\(Unterminated string; 17 characters; at position 17: the end\)/],
  ["token:= a number then a word", ["GET /user", `token:=1${TOKEN}`], /\(Unexpected non-whitespace character after JSON; 17 characters; at position 1: a letter\)/],
  ["headers:= JSON cut short", ["GET /user", `headers:={"authorization": "token ${TOKEN}`], /\(Unterminated string; 41 characters; at position 41: the end\)/],
  ["headers:= with a trailing comma", ["GET /user", `headers:={"authorization": "token ${TOKEN}",}`], /\(Expected double-quoted property name; 44 characters; at position 43: a brace\)/],
  ["headers:= names unquoted", ["GET /user", `headers:={authorization: "${TOKEN}"}`], /\(Expected property name or '\}'; 35 characters; at position 1: a letter\)/],
  ["headers:= a value unquoted", ["GET /user", `headers:={"authorization": ${TOKEN}}`], /\(an unexpected character; 35 characters; at position 18: a letter\)/],
  ["a parameter without =", ["GET /user", TOKEN], /a parameter \(16 characters; not shown/],
  ["a parameter without a name", ["GET /user", `=${TOKEN}`], /a parameter \(17 characters; at position 0: an equals sign; not shown/],
  ["a parameter before the route", [`token=${TOKEN}`, "GET /user"], /missing the route before the parameter "token"/],
  ["a JSON parameter before the route", [`token:=${TOKEN}`, "GET /user"], /missing the route before the parameter "token"/],
  ["a route split before a URL with userinfo", ["GET", `https://u:${TOKEN}@ghe.example/x`], /e\.g\. scope-endpoint "GET https:\/\/@ghe\.example\/x"/],
  ["a route split before a URL with a query", ["GET", `/x?access_token=${TOKEN}`], /"GET \/x\?access_token=…"/],
  ["--curl, a relative URL with a query", ["--curl", "--base-url", "/api", "GET /x{?access_token}", `access_token=${TOKEN}`], /the URL "\/api\/x\?access_token=…" is not absolute/],
  ["--curl, a header beyond U+00FF", ["--curl", "-H", `x-api-key: ${TOKEN}\u2603`, "GET /x"], /InvalidHeaderError: .*above U\+00FF/],
  ["a --defaults file that is not JSON", ["--defaults", file("defaults.json", `{"headers": {"authorization": "token ${TOKEN}"},}`), "GET /x"], /is not valid JSON: Expected double-quoted property name; 57 characters; at position 56: a brace$/],
  ["a --defaults file cut short", ["--defaults", file("short.json", `{"headers": {"authorization": "token ${TOKEN}`), "GET /x"], /is not valid JSON: Unterminated string; 53 characters; at position 53: the end$/],
  ["an --openapi file that is not JSON", ["--openapi", file("openapi.json", `{"servers": [{"url": "https://u:${TOKEN}@x.example"}],}`), "GET /x"], /is not valid JSON: Expected double-quoted property name;/],
];

describe("32.4: the CLI never echoes a secret", () => {
  it.each(ROWS)("%s", (_title, argv, message) => {
    const { status, printed } = run(argv);
    expect(status).toBe(2);
    expect(printed.trim()).toMatch(message);
    expect(printed).not.toMatch(SECRET_RE);
    expect(printed.trim().split("\n")).toHaveLength(1);
  });

  it.each(ROWS.filter(([, argv]) => !argv.some((arg) => arg.startsWith("--") && arg !== "--header=" && !arg.startsWith("--header="))))(
    "%s: the error's facts hold no secret either",
    (_title, argv) => {
      let thrown: unknown;
      try {
        parseArguments(argv);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(Error);
      expect(JSON.stringify(thrown)).not.toMatch(SECRET_RE);
      expect((thrown as Error).message).not.toMatch(SECRET_RE);
    },
  );
});
