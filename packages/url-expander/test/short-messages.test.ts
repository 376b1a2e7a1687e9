// The browser module of @scope/endpoint builds in internal/messages.short.ts instead of messages.ts
// (scripts/short-messages.mjs): every code's message keeps the code, the quoted input, the position
// and the link to the README's table, and drops the prose (and the caret line: the excerpt is inline).
import { describe, expect, it } from "vitest";
import * as full from "../src/internal/messages.js";
import * as short from "../src/internal/messages.short.js";
import { URI_TEMPLATE_ERROR_CODES, URI_TEMPLATE_VALUE_ERROR_CODES } from "../src/index.js";

const README = "https://www.npmjs.com/package/@scope/url-expander";

describe("short template messages", () => {
  it.each(URI_TEMPLATE_ERROR_CODES)("%s: code, template, position and link", (code) => {
    expect(short.templateMessage(code, "/orgs/{org", 6)).toBe(`Invalid URI template "/orgs/{org" at position 6: ${code} (${README}#errors).`);
  });

  it("is shorter than the full message, whose excerpt and position it keeps", () => {
    const template = `/orgs/{org${"x".repeat(100)}`;
    const [full6, short6] = [full.templateMessage("UNCLOSED_EXPRESSION", template, 6), short.templateMessage("UNCLOSED_EXPRESSION", template, 6)];
    const excerpt = full6.split("\n")[1]?.trim() ?? "";
    expect(short6.length).toBeLessThan(full6.length);
    expect([excerpt, short6.includes(` ${excerpt} at position 6: `)]).toEqual([`"/orgs/{org${"x".repeat(30)}"… (110 characters)`, true]);
  });
});

describe("short value messages", () => {
  it.each(URI_TEMPLATE_VALUE_ERROR_CODES)("%s: code, variable, template and link", (code) => {
    expect(short.valueMessage(code, "keys", "{keys:1}", {})).toBe(
      `Invalid value for variable "keys" of URI template "{keys:1}": ${code} (${README}#errors).`,
    );
  });

  it("names the values as a whole when there is no variable", () => {
    expect(short.valueMessage("NOT_AN_OBJECT", "", "/x", {})).toBe(
      `Invalid values for URI template "/x": NOT_AN_OBJECT (${README}#errors).`,
    );
  });
});
