// A credential with one bad character (a trailing LF from readFileSync, CR from a Windows .env, a
// zero-width space) is refused without quoting it: CI log masking hides the exact secret only, not
// a substring of it. The message names the header, the position and the character.
import { describe, expect, it } from "vitest";
import { copyHeaders, isCredentialHeader, mergeHeaders, normalizeHeaders } from "../src/index";

/** 40 characters, none of them in any message: "Ab3" appears nowhere else. */
const TOKEN = `ghp_${"Ab3x".repeat(9)}`;

describe("isCredentialHeader", () => {
  it.each<[name: string, secret: boolean]>([
    ["authorization", true],
    ["Authorization", true],
    ["proxy-authorization", true],
    ["cookie", true],
    ["set-cookie", true],
    ["x-api-key", true],
    ["X-Api-Key-Id", true],
    ["apikey", true],
    ["api_key", true],
    ["token", true],
    ["x-trackertoken", true],
    ["authentication", true],
    ["x-session-id", true],
    ["sessionid", true],
    ["x-github-token", true],
    ["private-token", true],
    ["x-client-secret", true],
    ["x-signing-key", true],
    ["accept", false],
    ["x-token-count", false],
    ["keyboard", false],
    ["x-request-id", false],
  ])("%s: %s", (name, secret) => {
    expect(isCredentialHeader(name)).toBe(secret);
  });
});

/** What `run` threw. */
function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected an error, none was thrown");
}

const HEADERS = ["authorization", "Cookie", "proxy-authorization", "x-api-key", "private-token", "x-client-secret", "x-signing-key"];
/** Names the credential rule once missed, and names of no secret at all: a value is a value. */
const ANY_NAME = ["apikey", "api_key", "token", "x-trackertoken", "authentication", "x-session", "x-request-id", "x-anything"];
const BAD = [
  ["a trailing LF", `${TOKEN}\n`, 40, "LF"],
  ["a trailing CR", `${TOKEN}\r`, 40, "CR"],
  ["a zero-width space", `${TOKEN}\u200b`, 40, "a character above U+00FF"],
  ["NUL in the middle", `token ${TOKEN.slice(0, 20)}\0${TOKEN.slice(20)}`, 26, "NUL"],
] as const;

describe.each<[string, (name: string, value: string) => unknown]>([
  ["normalizeHeaders", (name, value) => normalizeHeaders({ [name]: value })],
  ["copyHeaders", (name, value) => copyHeaders({}, { [name]: value })],
  ["mergeHeaders", (name, value) => mergeHeaders({}, { [name]: value })],
])("%s", (_title, run) => {
  it.each(HEADERS.flatMap((name) => BAD.map(([title, value, position, char]) => [name, title, value, position, char] as const)))(
    "%s with %s: names the header, the position and the character, quotes none of the value",
    (name, _title, value, position, char) => {
      const message = messageOf(() => run(name, value));
      expect(message).not.toContain("Ab3");
      expect(message).not.toContain("ghp_");
      expect(message).toContain(`header ${JSON.stringify(name)}`);
      expect(message).toContain(`at position ${position}`);
      expect(message).toContain(char);
    },
  );

  it.each(ANY_NAME.flatMap((name) => BAD.map(([title, value, position, char]) => [name, title, value, position, char] as const)))(
    "26.4 %s with %s: whatever the header's name, its value is described by position and character class only",
    (name, _title, value, position, char) => {
      const message = messageOf(() => run(name, value));
      expect(message).not.toContain("Ab3");
      expect(message).not.toContain("ghp_");
      expect(message).not.toContain("U+200B");
      expect(message).toContain(`at position ${position}`);
      expect(message).toContain(char);
    },
  );
});
