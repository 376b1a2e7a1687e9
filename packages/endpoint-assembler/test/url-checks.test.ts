// The URL rules of internal/url-checks.ts, each on its own: the base URL, the leading "/", and a
// relative URL that must stay on the page that resolves it, whether served over http or https.
import { describe, expect, it } from "vitest";
import { InvalidOptionsError, UnsafeUrlError } from "../src/errors";
import { assertLeadingSlash, assertRelative, checkBaseUrl, isAbsoluteUrl } from "../src/internal/url-checks";

describe("checkBaseUrl", () => {
  it.each<[unknown, string, string]>([
    [undefined, "none", ""],
    ["", "none", ""],
    ["https://api.github.com", "absolute", "https://api.github.com"],
    ["https://ghe.example/api/v3/", "absolute", "https://ghe.example/api/v3"],
    ["http://localhost:3000//", "absolute", "http://localhost:3000"],
    ["HTTPS://API.EXAMPLE.COM/v1", "absolute", "HTTPS://API.EXAMPLE.COM/v1"],
    ["/", "relative", ""],
    ["/api/", "relative", "/api"],
  ])("%j is %s, joined as %j", (baseUrl, kind, prefix) => {
    expect(checkBaseUrl(baseUrl)).toEqual({ kind, prefix });
  });

  it.each([
    ["javascript:alert(1)"], ["file:///etc/passwd"], ["//evil.com"], ["/\\evil.com"], ["api.github.com"], ["https://"],
    ["https://api.github.com\u0085"], ["\u00a0https://api.github.com"], ["https://api.github.com/\u2028"], ["https://api.github.com/\u2029"],
    ["https://api\u200b.github.com"], ["\ufeffhttps://api.github.com"], ["https://api.github.com/\u3000"], ["https://api\u00ad.github.com"],
    ["https://api.github.com\u202e"], ["https://api.github.com/\ud800"], ["https://api.github.com\t"], ["https://api.github.com\r\n"],
    ["https://api.github.com\u007f"], ["https://api.github.com?x=1"], ["https://api.github.com#top"], ["/api?x"],
  ])("%j is refused", (baseUrl) => {
    expect(() => checkBaseUrl(baseUrl)).toThrow(UnsafeUrlError);
  });

  it("names the refused character by its code point", () => {
    expect(() => checkBaseUrl("https://api.github.com\u2028")).toThrow(/position 22: a base URL may not hold U\+2028/);
  });

  it.each([[42], [null], [{}]])("%j is not a string", (baseUrl) => {
    expect(() => checkBaseUrl(baseUrl)).toThrow(InvalidOptionsError);
  });
});

describe("assertLeadingSlash and isAbsoluteUrl", () => {
  it.each([["/user"], ["/"], ["//x"]])("%j starts with a slash", (url) => {
    expect(() => assertLeadingSlash(url)).not.toThrow();
  });
  it.each([["GET/user"], ["@evil.com/x"], ["user"], [""], ["?q=1"], ["http:evil.com"], [" /user"]])("%j is refused", (url) => {
    expect(() => assertLeadingSlash(url)).toThrow(/must start with "\/" once expanded, as in the route "GET \/user"/);
  });
  it.each<[string, boolean]>([
    ["https://uploads.github.com/x", true], ["HTTP://localhost/x", true], ["httpbin/x", false], ["http:evil.com", false],
    ["https:/x", false], ["/https://x", false], ["{+base}/x", false],
  ])("%j absolute: %s", (template, absolute) => {
    expect(isAbsoluteUrl(template)).toBe(absolute);
  });
});

describe("assertRelative: the URL keeps the origin of an http and of an https page", () => {
  it.each([["/user"], ["/"], ["/a//b"], ["/%2F%2Fevil.com"], ["/@evil.com"], ["/a?x=//evil.com"]])("%j stays", (url) => {
    expect(() => assertRelative(url)).not.toThrow();
  });
  it.each([
    ["http:evil.com"], ["https:evil.com"], ["//evil.com"], ["/\\evil.com"], ["\\\\evil.com"], ["/\t/evil.com"], ["/\n\\evil.com"],
    ["https://evil.com"], ["HTTP://evil.com"], ["javascript:alert(1)"], ["ftp://evil.com"],
  ])("%j is refused", (url) => {
    expect(() => assertRelative(url)).toThrow(UnsafeUrlError);
  });
});
