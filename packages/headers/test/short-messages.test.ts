// The browser module of @scope/endpoint builds in internal/messages.short.ts instead of messages.ts
// (scripts/short-messages.mjs): each message keeps the subject, the code, the quoted text, the
// position, the value's kind and the link to the README's table, never quotes a credential's value,
// and drops the prose.
import { describe, expect, it } from "vitest";
import * as full from "../src/internal/messages";
import * as short from "../src/internal/messages.short";
import type { InvalidHeaderErrorCode, InvalidHeaderFacts } from "../src/types";

const LINK = "(https://www.npmjs.com/package/@scope/headers#errors)";

const CASES: [title: string, code: InvalidHeaderErrorCode, facts: InvalidHeaderFacts, message: string][] = [
  ["a name", "INVALID_HEADER_NAME", { reason: "NOT_TOKEN", header: "x a", text: "x a", position: 1 }, `Invalid header name "x a" at position 1: INVALID_HEADER_NAME ${LINK}.`],
  ["26.4 a value, not quoted whatever the header's name", "INVALID_HEADER_VALUE", { reason: "BAD_CHARACTER", header: "x-a", text: "a\nb", position: 1 }, `Invalid value for header "x-a" at position 1: INVALID_HEADER_VALUE ${LINK}.`],
  ["26.4 an apikey's value, not quoted", "INVALID_HEADER_VALUE", { reason: "BAD_CHARACTER", header: "apikey", text: "s3cret\n", position: 6 }, `Invalid value for header "apikey" at position 6: INVALID_HEADER_VALUE ${LINK}.`],
  ["a credential's value, not quoted", "INVALID_HEADER_VALUE", { reason: "BAD_CHARACTER", header: "authorization", text: "token s3cret\n", position: 12 }, `Invalid value for header "authorization" at position 12: INVALID_HEADER_VALUE ${LINK}.`],
  ["an option", "INVALID_MEDIA_TYPE", { reason: "WRONG_TYPE", option: "mediaType.format", value: 1 }, `Invalid mediaType.format: INVALID_MEDIA_TYPE, got number 1 ${LINK}.`],
  ["headers not an object", "HEADERS_NOT_OBJECT", { reason: "NOT_OBJECT", option: "headers", value: [] }, `Invalid headers: HEADERS_NOT_OBJECT, got array (length 0) ${LINK}.`],
];

describe("short header messages", () => {
  it.each(CASES)("%s: subject, code, excerpt, position and link", (_title, code, facts, message) => {
    expect(short.headerMessage(code, facts)).toBe(message);
  });

  it.each(CASES)("%s: without the full message's prose", (_title, code, facts) => {
    expect([full.headerMessage(code, facts), short.headerMessage(code, facts)].map((message) => message.includes("expected"))).toEqual([true, false]);
  });
});
