// The URL rules of internal/url-checks.ts, each on its own: the base URL, the leading "/", and a
// relative URL that must stay on the page that resolves it, whether served over http or https.
import { describe, expect, it } from "vitest";
import { InvalidOptionsError, UnsafeUrlError } from "../src/errors/errors";
import { checkBaseUrl } from "../src/checks/base-url";
import { assertAuthority, assertLeadingSlash, assertNoDotSegment, assertRelative, isAbsoluteUrl } from "../src/checks/url-checks";
import { createEndpoint } from "../src/index";

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

// An authority that WHATWG URL (and so fetch) and curl (the CLI's --curl output) could read as two
// different hosts is refused: only a plain host name, a dotted IPv4 address or a bracketed IPv6
// address, with an optional port. [URL, host WHATWG reads, host curl 7.88 reads, or why refused]
const TWO_READINGS: [string, string][] = [
  ["https://api.github.com\\@evil.example", "WHATWG: api.github.com (\\ is /); curl: evil.example"],
  ["https://api.github.com:443\\@evil.example", "WHATWG: api.github.com; curl: evil.example"],
  ["https://api.github.com\\evil.example", "WHATWG: api.github.com with the path /evil.example; curl: a host with a backslash"],
  ["https://api.github.com@evil.example", "userinfo: the host is evil.example; fetch refuses credentials in a URL"],
  ["https://user:token@api.github.com", "userinfo: fetch refuses it, curl sends it as basic auth"],
  ["https://a@b@evil.example", "WHATWG: evil.example (the last @); curl: a bad URL"],
  ["https://api.github.com%2f@evil.example", "WHATWG and curl: evil.example, after a host-looking userinfo"],
  ["https://api.github.com:@evil.example", "an empty password: host evil.example"],
  ["https://%61pi.github.com", "WHATWG and curl decode %61 in a host; other parsers do not"],
  ["https:///evil.example", "an empty authority: both skip the extra slash"],
  ["https://0x7f.1", "WHATWG and curl: 127.0.0.1, a hexadecimal and short IPv4 form"],
  ["https://2130706433", "WHATWG: 127.0.0.1, one decimal number"],
  ["https://127.0.0.01", "WHATWG: octal 01; a leading zero reads differently by parser"],
  ["https://api.github.com.0x10", "WHATWG: ends in a number, so an IPv4 address, which fails"],
  ["https://ümlaut.example", "IDNA mapping differs between WHATWG and libidn2"],
  ["https://api.github.com\u3002evil.example", "WHATWG maps the ideographic full stop to a dot"],
  ["https://api.github.com:", "an empty port"],
  ["https://api.github.com:99999", "a port out of range"],
  ["https://[::1%25eth0]", "an IPv6 zone identifier"],
  ["https://api github.com", "a space"],
  ["/api\\v3", "a backslash in a relative base URL, which WHATWG reads as /"],
];

describe("assertAuthority and checkBaseUrl: one host for every parser", () => {
  it.each(TWO_READINGS)("%j is refused (%s)", (url) => {
    expect(() => checkBaseUrl(url)).toThrow(UnsafeUrlError);
  });

  it.each([
    ["https://api.github.com"], ["http://localhost:3000"], ["https://ghe.example.com/api/v3"], ["https://127.0.0.1:8443/x"],
    ["https://[::1]:8080"], ["https://[2001:db8::1]"], ["HTTPS://API.EXAMPLE.COM"], ["https://xn--mlaut-jva.example"],
    ["https://my_service:80"], ["https://api.github.com./x"], ["https://a-b.c-d.example"], ["https://1.2.3.4"],
  ])("%j is accepted", (url) => {
    expect(() => assertAuthority(url)).not.toThrow();
    expect(checkBaseUrl(url).kind).toBe("absolute");
  });

  // The last plain authority is remembered: a URL that only starts with it is checked in full.
  it.each([
    ["https://api.github.com/x", "https://api.github.com@evil.example/x"],
    ["https://api.github.com/x", "https://api.github.com\\@evil.example/x"],
    ["https://api.github.com/x", "https://api.github.com.0x10/x"],
    ["https://api.github.com/x", "https://api.github.com:99999/x"],
    ["https://api.github.com/x", "https://api.github.com:/x"],
    ["https://127.0.0.1/x", "https://127.0.0.1.5/x"],
    ["https://api.github.com:443?q", "https://api.github.com:4430000?q"],
  ])("after %j, %j is refused", (plain, url) => {
    expect(() => assertAuthority(plain)).not.toThrow();
    expect(() => assertAuthority(url)).toThrow(UnsafeUrlError);
    expect(() => assertAuthority(plain)).not.toThrow();
  });

  const api = createEndpoint({ baseUrl: "https://api.example.com" }, { vendor: "example" });
  it.each<[string, Record<string, unknown>]>([
    ["GET https://api.github.com@evil.example/x", {}],
    ["GET https://{+host}/x", { host: "api.github.com\\@evil.example" }],
    ["GET https://{+host}/x", { host: "api.github.com@evil.example" }],
    ["GET https://{host}/x", { host: "0x7f.1" }],
    ["GET /x", { baseUrl: "https://api.github.com\\@evil.example" }],
  ])("the route %j with %j is refused", (route, options) => {
    expect(() => (api as unknown as (r: string, o: unknown) => unknown)(route, options)).toThrow(UnsafeUrlError);
    expect(() => (api as unknown as (o: unknown) => unknown)({ ...options, url: route.slice(4) })).toThrow(UnsafeUrlError);
  });

  // 34.3: the one authority pattern keeps each rule of the three it replaced (plain host, dotted
  // IPv4, no numeric last label), at their edges.
  it.each<[string, boolean]>([
    ["https://1.2.3.4.", false], ["https://256.1.1.1", false], ["https://1.2.3", false], ["https://1.2.3.4.5", false],
    ["https://a.0x", false], ["https://a.0X1f", false], ["https://a.10.", false], ["https://[1.2::]", false], ["https://[::1]:65536", false],
    ["https://0x.example", true], ["https://10.example", true], ["http://255.255.255.255:65535/x", true], ["https://0.0.0.0", true],
    ["https://[::ffff:1.2.3.4]", true], ["https://a_b.example:00080", true],
  ])("34.3: %j accepted: %s", (url, accepted) => {
    if (accepted) expect(() => assertAuthority(url)).not.toThrow();
    else expect(() => assertAuthority(url)).toThrow(expect.objectContaining({ reason: "AMBIGUOUS_AUTHORITY", message: expect.stringContaining("at position 8:") }));
  });

  it("an absolute route URL with a plain host is built", () => {
    expect(api("GET https://uploads.example.com:8443/x/{id}", { id: 1 }).url).toBe("https://uploads.example.com:8443/x/1");
  });
});

describe("34.3: assertNoDotSegment refuses the first dot-segment of the path, at its position", () => {
  it.each<[string, boolean, number | undefined]>([
    ["/a/../b", false, 3], ["/a/%2E./b", false, 3], ["%2e/..", false, 0], ["/a/.%2e", false, 3], ["/a/..?x=..", false, 3],
    ["/a/x..", false, undefined], ["/a/.../b", false, undefined], ["/a/%2e%2e%2e", false, undefined], ["/a?x=/../", false, undefined],
    ["/a#/../", false, undefined], ["/a/%2f..", false, undefined], ["https://a.example/./x", true, 18], ["https://../x", true, undefined],
    ["https://a.example", true, undefined], ["https://a.example?/../", true, 17 /* found at 19, in the query, which a message shows from its start */],
  ])("%j (absolute: %s): refused at %s", (url, absolute, position) => {
    if (position === undefined) expect(() => assertNoDotSegment(url, absolute)).not.toThrow();
    else expect(() => assertNoDotSegment(url, absolute)).toThrow(expect.objectContaining({ reason: "DOT_SEGMENT", message: expect.stringContaining(`at position ${position}:`) }));
  });
});
