// The browser module of @scope/endpoint builds in internal/messages.short.ts instead of messages.ts
// (scripts/short-messages.mjs): every code's message keeps the code, the quoted input, the position
// and the link to the README's table, and drops the prose.
import { describe, expect, it } from "vitest";
import * as full from "../src/internal/messages.js";
import * as short from "../src/internal/messages.short.js";
import { URI_TEMPLATE_ERROR_CODES, URI_TEMPLATE_VALUE_ERROR_CODES } from "../src/index.js";

const README = "https://www.npmjs.com/package/@scope/url-expander";

describe("short template messages", () => {
  it.each(URI_TEMPLATE_ERROR_CODES)("%s: code, template, position and link", (code) => {
    expect(short.templateMessage(code, "/orgs/{org", 6)).toBe(
      `Invalid URI template at position 6: ${code} (${README}#class-uritemplateerror).\n  "/orgs/{org"\n         ^`,
    );
  });

  it("is shorter than the full message, whose excerpt it keeps", () => {
    const [full6, short6] = [full.templateMessage("UNCLOSED_EXPRESSION", "/orgs/{org", 6), short.templateMessage("UNCLOSED_EXPRESSION", "/orgs/{org", 6)];
    expect(short6.length).toBeLessThan(full6.length);
    expect(short6.split("\n").slice(1)).toEqual(full6.split("\n").slice(1));
  });
});

describe("short value messages", () => {
  it.each(URI_TEMPLATE_VALUE_ERROR_CODES)("%s: code, variable, template and link", (code) => {
    expect(short.valueMessage(code, "keys", "{keys:1}", {})).toBe(
      `Invalid value for variable "keys" of URI template "{keys:1}": ${code} (${README}#class-uritemplatevalueerror).`,
    );
  });

  it("names the values as a whole when there is no variable", () => {
    expect(short.valueMessage("NOT_AN_OBJECT", "", "/x", {})).toBe(
      `Invalid values for URI template "/x": NOT_AN_OBJECT (${README}#class-uritemplatevalueerror).`,
    );
  });
});
