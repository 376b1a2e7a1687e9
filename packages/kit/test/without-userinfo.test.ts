import { describe, expect, it } from "vitest";
import { urlForMessage, withoutUserinfo } from "../src/index";

describe("withoutUserinfo: one rule for every URL a message, an error field or a table holds (issue 26.4)", () => {
  it.each([
    ["https://x-access-token:TOKEN@ghe.example/api", 8, true, ["https://@ghe.example/api", 8]],
    ["https://x-access-token:TOKEN@ghe.example/api", 30, true, ["https://@ghe.example/api", 10]],
    ["https:user:TOKEN@ghe.example", 6, true, ["https:@ghe.example", 6]],
    ["https://u:TOKEN@raw.example/api", 0, false, ["https://raw.example/api", 0]],
    ["https://u:TOKEN@raw.example/api", 20, false, ["https://raw.example/api", 12]],
    ["https://user:TO KEN@ghe.example", 15, true, ["https:// @ghe.example", 8]],
    ["https://api.github.com/user", 8, true, ["https://api.github.com/user", 8]],
    ["/relative/path@x", 0, false, ["/relative/path@x", 0]],
  ] as const)("%j at %i (keep @: %s)", (url, position, keepAt, expected) => {
    expect(withoutUserinfo(url, position, keepAt)).toEqual(expected);
  });
});

// Every spelling that WHATWG URL or curl reads as userinfo (or that a user meant as one): the secret
// is "Zq9w" and "Ab3x", and neither may survive.
const PROBES: readonly (readonly [title: string, url: string, kept: string])[] = [
  ["a leading space", " https://u:Zq9wAb3x@ghe.example/api", " https://@ghe.example/api"],
  ["a leading tab", "\thttps://u:Zq9wAb3x@ghe.example/api", "\thttps://@ghe.example/api"],
  ["a leading newline", "\nhttps://u:Zq9wAb3x@ghe.example/api", "\nhttps://@ghe.example/api"],
  ["a leading byte-order mark", "\uFEFFhttps://u:Zq9wAb3x@ghe.example/api", "\uFEFFhttps://@ghe.example/api"],
  ["a leading C0 control", "\u0001https://u:Zq9wAb3x@ghe.example", "\u0001https://@ghe.example"],
  ["a leading zero-width space", "\u200Bhttps://u:Zq9wAb3x@ghe.example", "\u200Bhttps://@ghe.example"],
  ["scheme-relative //user:TOKEN@host", "//u:Zq9wAb3x@ghe.example/api", "//@ghe.example/api"],
  ["scheme-relative with backslashes", "\\\\u:Zq9wAb3x@ghe.example", "\\\\@ghe.example"],
  ["scheme-relative /\\", "/\\u:Zq9wAb3x@ghe.example", "/\\@ghe.example"],
  ["backslashes after the scheme", "HTTPS:\\\\u:Zq9wAb3x@ghe.example", "HTTPS:\\\\@ghe.example"],
  ["no slashes after a special scheme", "https:u:Zq9wAb3x@ghe.example", "https:@ghe.example"],
  ["a tab inside the scheme", "ht\ttps://u:Zq9wAb3x@ghe.example", "ht\ttps://@ghe.example"],
  ["a newline between the slashes", "https:/\n/u:Zq9wAb3x@ghe.example", "https:/\n/@ghe.example"],
  ["a password holding /", "https://u:Zq9w/Ab3x@ghe.example/api", "https://@ghe.example/api"],
  ["a password holding ?", "https://u:Zq9w?Ab3x@ghe.example/api", "https://@ghe.example/api"],
  ["a password holding #", "https://u:Zq9w#Ab3x@ghe.example/api", "https://@ghe.example/api"],
  ["a password holding \\", "https://u:Zq9w\\Ab3x@ghe.example/api", "https://@ghe.example/api"],
  ["a password holding / then a path with @", "https://u:Zq9w/Ab3x@ghe.example/users/@me", "https://@ghe.example/users/@me"],
  ["several @", "https://u@Zq9w:x@Ab3x@ghe.example/api", "https://@ghe.example/api"],
  ["a user name alone", "https://Zq9wAb3x@ghe.example", "https://@ghe.example"],
  ["another scheme", "ftp://u:Zq9wAb3x@ghe.example", "ftp://@ghe.example"],
  ["a scheme that is not special", "git+ssh://u:Zq9wAb3x@ghe.example/r.git", "git+ssh://@ghe.example/r.git"],
];

describe("32.3: userinfo leaves every URL however spelled", () => {
  it.each(PROBES)("%s: %j", (_title, url, kept) => {
    expect(withoutUserinfo(url, 0)).toEqual([kept, 0]);
    expect(withoutUserinfo(url, 0, false)[0]).toBe(kept.replace("@", ""));
    expect(urlForMessage(url, 0)[0]).not.toMatch(/Zq9w|Ab3x/);
  });

  it.each([
    ["a path holding @", "https://api.github.com/users/@me"],
    ["a port, then a path holding @", "https://ghe.example:8443/users/@me"],
    ["an IPv6 host and a port", "http://[::1]:8080/users/@me"],
    ["a relative path holding @", "/users/@me"],
    ["a query holding @", "https://ghe.example/search?q=a@b"],
  ])("%s is left as it is: %j", (_title, url) => {
    expect(withoutUserinfo(url, 3, false)).toEqual([url, 3]);
  });
});

describe("32.3: a URL in a message quotes its query's names, never their values", () => {
  it.each([
    ["https://h.example/x?access_token=Zq9w", 0, ["https://h.example/x?access_token=…", 0]],
    ["/x?access_token=Zq9w&page=2#frag", 0, ["/x?access_token=…&page=…#frag", 0]],
    ["/x#access_token=Zq9w&state=Ab3x", 0, ["/x#access_token=…&state=…", 0]],
    ["/x?a=&b", 0, ["/x?a=&b", 0]],
    ["https://u:Ab3x@h.example/a/../b?sig=Zq9w", 20, ["https://@h.example/a/../b?sig=…", 14]],
    // Every refusal's position is before the query; one inside it moves to the query's start.
    ["/x?k=Zq9w#f", 10, ["/x?k=…#f", 2]],
    ["/x?k=Zq9w&y=1/..", 15, ["/x?k=…&y=…", 2]],
    ["/x?k=Zq9w&y", 2, ["/x?k=…&y", 2]],
    ["/users/@me?token=Zq9w", 2, ["/users/@me?token=…", 2]],
  ] as const)("%j at %i", (url, position, expected) => {
    expect(urlForMessage(url, position)).toEqual(expected);
  });
});
