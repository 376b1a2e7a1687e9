// The RFC 6570 rules that other expanders get wrong, one row each: input, values, exact result.
import { describe, expect, it } from "vitest";
import { expand } from "../src/index.js";

type Row = [template: string, values: Record<string, unknown>, expected: string, why: string];

const ROWS: Row[] = [
  // Section 1.5 / 3.2.2: simple expansion keeps unreserved only; encodeURIComponent would keep !'()*.
  ["{x}", { x: "!'()*" }, "%21%27%28%29%2A", "sub-delims encoded in simple expansion"],
  ["{x}", { x: "a b/c?d#e&f=g+h" }, "a%20b%2Fc%3Fd%23e%26f%3Dg%2Bh", "reserved encoded in simple expansion"],
  ["{x}", { x: "[ipv6]" }, "%5Bipv6%5D", "brackets encoded in simple expansion"],
  ["{x}", { x: "%2F" }, "%252F", "a triplet in a value is data in simple expansion"],
  ["{x}", { x: "tab\there\nnl" }, "tab%09here%0Anl", "controls encoded"],
  ["{?x}", { x: "it's" }, "?x=it%27s", "apostrophe encoded in a query"],
  // Section 3.2.3: + and # keep reserved characters and pct-encoded triplets, and encode the rest.
  ["{+x}", { x: "!'()*[]/?#@" }, "!'()*[]/?#@", "reserved kept by +"],
  ["{+x}", { x: "%2F/a b" }, "%2F/a%20b", "triplet kept by +"],
  ["{#x}", { x: "100%" }, "#100%25", "bare percent encoded by #"],
  ["{+x}", { x: "%zz%4" }, "%25zz%254", "half triplets encoded by +"],
  ["{+x}", { x: "a<b>\"c\\" }, "a%3Cb%3E%22c%5C", "characters outside URIs encoded by +"],
  // Sections 1.6 and 2.4.1: UTF-8, and prefixes count code points.
  ["{x}", { x: "café €" }, "caf%C3%A9%20%E2%82%AC", "UTF-8 of BMP characters"],
  ["{x}", { x: "𝄞" }, "%F0%9D%84%9E", "UTF-8 of an astral character"],
  ["{x:1}", { x: "𝄞stave" }, "%F0%9D%84%9E", "prefix keeps a whole astral character"],
  ["{x:2}", { x: "😀😀😀" }, "%F0%9F%98%80%F0%9F%98%80", "prefix counts emoji as one each"],
  ["{x:3}", { x: "a😀bc" }, "a%F0%9F%98%80b", "prefix across a surrogate pair"],
  ["{x:3}", { x: "ab" }, "ab", "prefix longer than the value"],
  ["{x:2}", { x: 12345 }, "12", "prefix on a number's string"],
  // Section 2.3: an empty list or map is undefined under every operator.
  ...[..."+#./;?&", ""].flatMap((op): Row[] => [
    [`{${op}list}`, { list: [] }, "", `empty list with "${op}"`],
    [`{${op}list*}`, { list: [] }, "", `empty exploded list with "${op}"`],
    [`{${op}map}`, { map: {} }, "", `empty map with "${op}"`],
    [`{${op}map*}`, { map: {} }, "", `empty exploded map with "${op}"`],
    [`{${op}list}`, { list: [null, undefined] }, "", `list of nulls with "${op}"`],
  ]),
  ["{?a,list,b}", { a: 1, list: [], b: 2 }, "?a=1&b=2", "empty list skipped between others"],
  // Section 3.2.1: an empty string is defined.
  ["{?x}", { x: "" }, "?x=", "empty string with ?"],
  ["{&x}", { x: "" }, "&x=", "empty string with &"],
  ["{;x}", { x: "" }, ";x", "empty string with ;"],
  ["{/x}", { x: "" }, "/", "empty string with /"],
  ["{.x}", { x: "" }, ".", "empty string with ."],
  ["{#x}", { x: "" }, "#", "empty string with #"],
  ["{x,y}", { x: "", y: "b" }, ",b", "empty string in a simple list"],
  // The first defined variable takes the operator's first string, not the separator.
  ["/x{?a,b}", { b: 2 }, "/x?b=2", "query after an undefined variable"],
  ["{&a,b}", { b: 2 }, "&b=2", "continuation after an undefined variable"],
  ["{/a,b,c}", { a: null, c: "z" }, "/z", "path after null"],
  // Appendix A: exploded members of named operators are name=value pairs, ifemp when empty.
  ["{;list*}", { list: ["", "a"] }, ";list;list=a", "ifemp for an empty member with ;"],
  ["{?list*}", { list: ["", "a"] }, "?list=&list=a", "ifemp for an empty member with ?"],
  ["{;map*}", { map: { a: "", b: "c" } }, ";a;b=c", "ifemp for an empty map value with ;"],
  ["{;list}", { list: [""] }, ";list", "ifemp for an empty joined list with ;"],
  ["{map*}", { map: { "": "v" } }, "=v", "an empty key keeps its ="],
  ["{+map*}", { map: { "a/b": "c/d" } }, "a/b=c/d", "+ keeps reserved characters in keys"],
  ["{map*}", { map: { "a/b": "c/d" } }, "a%2Fb=c%2Fd", "simple expansion encodes keys"],
  ["{?map*}", { map: { 2: "x", b: 1, a: true } }, "?2=x&b=1&a=true", "map in property order"],
  ["{list}", { list: ["a", null, "b", undefined] }, "a,b", "null members skipped"],
  ["{/list*}", { list: ["a", "b c"] }, "/a/b%20c", "exploded path segments"],
  ["{.list*}", { list: ["a", "b"] }, ".a.b", "exploded labels"],
  // Section 2.3 and 3.2.1: a varname is written as written, triplets included.
  ["{?Some%20Thing}", { "Some%20Thing": "x" }, "?Some%20Thing=x", "pct-encoded name in a query"],
  ["{;a.b}", { "a.b": 1 }, ";a.b=1", "dotted name"],
  // Section 3.1: literals: URI characters copied, others UTF-8 encoded, triplets kept.
  ["café/{x}", { x: "v" }, "caf%C3%A9/v", "non-ASCII literal encoded"],
  ["a b|c^d`e\"f<g>h\\i", {}, "a%20b%7Cc%5Ed%60e%22f%3Cg%3Eh%5Ci", "characters outside URIs encoded in literals"],
  ["x%20y{x}z%2Fw", { x: "v" }, "x%20yvz%2Fw", "triplets in literals kept"],
  ["100%{x}", { x: "" }, "100%25", "a bare percent in a literal encoded"],
  ["https://h/p?q=1&r=[a]#f'(*)!", {}, "https://h/p?q=1&r=[a]#f'(*)!", "reserved literals kept"],
  ["/😀{x}", { x: "v" }, "/%F0%9F%98%80v", "astral literal encoded"],
];

describe("RFC 6570 encoding and definedness rules", () => {
  it.each(ROWS)("%s with %j gives %j (%s)", (template, values, expected) => {
    expect(expand(template, values)).toBe(expected);
  });
});
