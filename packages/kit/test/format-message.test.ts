import { describe, expect, it } from "vitest";
import { formatMessage, type MessageFacts } from "../src/index";

const LONG = `${"a".repeat(100)}\r${"b".repeat(100)}`;

describe("formatMessage: one word order", () => {
  it.each<[title: string, facts: MessageFacts, explanation: string, message: string]>([
    ["a subject alone", { subject: "options" }, "got number 1; expected a plain object", "Invalid options: got number 1; expected a plain object."],
    [
      "an input and its position",
      { subject: "route", input: "GET  /x", position: 4 },
      'expected one space, as in "GET /x"',
      'Invalid route "GET  /x" at position 4: expected one space, as in "GET /x".',
    ],
    ["a position without input (a secret)", { subject: 'value for header "authorization"', position: 7 }, "CR", 'Invalid value for header "authorization" at position 7: CR.'],
    ["an input without position", { subject: "baseUrl", input: "ftp://x" }, "expected http(s)", 'Invalid baseUrl "ftp://x": expected http(s).'],
    [
      "a long input cut around the position",
      { subject: "url", input: LONG, position: 100 },
      "no CR",
      `Invalid url …"${"a".repeat(20)}\\r${"b".repeat(19)}"… (201 characters) at position 100: no CR.`,
    ],
    [
      "a caret under the position",
      { subject: "URI template", input: "/x{", position: 3, caret: true },
      "never closed",
      'Invalid URI template at position 3: never closed.\n  "/x{"\n      ^',
    ],
  ])("%s", (_title, facts, explanation, message) => {
    expect(formatMessage(facts, explanation)).toBe(message);
  });
});
