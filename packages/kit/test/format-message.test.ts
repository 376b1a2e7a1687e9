import { describe, expect, it } from "vitest";
import { caretExcerpt, formatMessage, type MessageFacts, shortMessage, type ShortFacts } from "../src/index";

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
  ])("%s", (_title, facts, explanation, message) => {
    expect(formatMessage(facts, explanation)).toBe(message);
  });

  it("a caret under the position, on the lines after the message (caretExcerpt)", () => {
    expect(formatMessage({ subject: "URI template", position: 3 }, "never closed") + caretExcerpt("/x{", 3)).toBe(
      'Invalid URI template at position 3: never closed.\n  "/x{"\n      ^',
    );
  });
});

const LINK = "https://www.npmjs.com/package/@scope/headers#errors";

describe("34.2: shortMessage, the one formatter of every package's short messages", () => {
  it.each<[title: string, facts: ShortFacts, message: string]>([
    ["a subject alone", { subject: "url" }, `Invalid url: MISSING_URL (${LINK}).`],
    ["an input and its position", { subject: "route", input: "GET  /x", position: 4 }, `Invalid route "GET  /x" at position 4: MISSING_URL (${LINK}).`],
    ["a position without input (a secret)", { subject: 'value for header "authorization"', position: 7 }, `Invalid value for header "authorization" at position 7: MISSING_URL (${LINK}).`],
    ["the value's kind and excerpt", { subject: "url", value: 1 }, `Invalid url: MISSING_URL, got number 1 (${LINK}).`],
    ["a long value, bounded", { subject: "url", value: "x".repeat(1000) }, `Invalid url: MISSING_URL, got string "${"x".repeat(40)}"… (1000 characters) (${LINK}).`],
    ["a built-in object's tag", { subject: "url", value: new Map() }, `Invalid url: MISSING_URL, got object (Map) (${LINK}).`],
    ["no value (undefined says nothing)", { subject: "url", value: undefined }, `Invalid url: MISSING_URL (${LINK}).`],
  ])("%s", (_title, facts, message) => {
    expect(shortMessage(facts, "MISSING_URL", "headers")).toBe(message);
  });
});
