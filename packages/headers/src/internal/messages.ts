// The prose of every error this package throws: InvalidHeaderError builds its message here from
// the facts a throw site gives (a reason, the header or option, the text and position, a value).
import { describeValue, formatMessage, quote } from "@scope/kit";
import type { InvalidHeaderErrorCode, InvalidHeaderFacts } from "../types";

/** A valid example per subject: the last word of an option (`format` of `defaults.mediaType.format`, `[n]` as `[]`), `header name`, or the header whose value it is. */
const EXAMPLES: Readonly<Record<string, string>> = {
  "header name": '"x-request-id"',
  accept: '"application/vnd.github.v3+json"',
  "user-agent": '"my-app/1.2.3"',
  product: '"my-app"',
  version: '"1.2.3"',
  vendor: '"github"',
  mediaType: '{ format: "raw", previews: ["mercy"] }',
  format: '"raw"',
  previews: '["squirrel-girl"]',
  "previews[]": '"squirrel-girl"',
  target: "{}",
};

/** What a value of the wrong type should have been, by subject; a string by default. */
const TYPES: Readonly<Record<string, string>> = {
  value: "a string, a number or undefined",
  previews: "an array of preview names",
};

/** Names of the characters a message must not show raw. */
const NAMED_CHARS: Readonly<Record<number, string>> = { 0x00: "NUL (\\0)", 0x0a: "LF (\\n)", 0x0d: "CR (\\r)", 0x7f: "DEL (U+007F)" };

/** Names the character at `index` of `text`: `CR (\r)`, `"✓" (U+2713)`, `the control character U+0001`. */
function describeChar(text: string, index: number): string {
  const code = text.codePointAt(index) ?? 0;
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  return NAMED_CHARS[code] ?? (code < 0x20 ? `the control character ${hex}` : `${JSON.stringify(String.fromCodePoint(code))} (${hex})`);
}

/**
 * The class of the character at `index` of `text`, for a header's value, which may hold a secret of
 * any name: CR, LF, NUL and DEL by name, else `a control character` or `a character above U+00FF`.
 */
function describeClass(text: string, index: number): string {
  const code = text.charCodeAt(index);
  return NAMED_CHARS[code] ?? (code < 0x20 ? "a control character" : "a character above U+00FF");
}

/** CR, LF and NUL: each would let a value end its header and start another. */
const injection = (text: string, index: number): string => ([0x0d, 0x0a, 0x00].includes(text.charCodeAt(index)) ? " (header injection)" : "");

interface Context {
  readonly facts: InvalidHeaderFacts;
  readonly example: string;
  readonly type: string;
}

const EXPLANATIONS: Readonly<Record<InvalidHeaderFacts["reason"], (context: Context) => string>> = {
  NOT_OBJECT: ({ facts, example }) => `got ${describeValue(facts.value)}; expected a plain object, as in ${example}`,
  NOT_EXTENSIBLE: () => "got a frozen, sealed or non-extensible object; expected an object that can take new keys, as in {}",
  WRONG_TYPE: ({ facts, example, type }) => `got ${describeValue(facts.value)}; expected ${type}, as in ${example}`,
  EMPTY: ({ example }) => `it needs at least one character; expected an HTTP token, as in ${example}`,
  NOT_TOKEN: ({ facts: { text = "", position = 0 }, example }) =>
    `${JSON.stringify(text[position])} is not allowed; expected an HTTP token (letters, digits and !#$%&'*+-.^_\`|~), as in ${example}`,
  BAD_CHARACTER: ({ facts: { text = "", position = 0, option }, example }) =>
    `${(option === undefined ? describeClass : describeChar)(text, position)} is not allowed${injection(text, position)}; ` +
    `expected tab and visible characters up to U+00FF, as in ${example}`,
};

/** The subject a message names, and the key of its example. */
function subjectOf(code: InvalidHeaderErrorCode, { option, header = "" }: InvalidHeaderFacts): [subject: string, key: string] {
  if (option !== undefined) return [option, option.replace(/\[\d+\]$/, "[]").split(/[. ]/).pop() as string];
  if (code === "INVALID_HEADER_NAME") return ["header name", "header name"];
  return [`value for header ${quote(header)}`, header.toLowerCase()];
}

/**
 * True when the text refused is a header's value, which may hold a secret whatever the header's
 * name (`apikey`, `x-trackertoken`, a session header...): never quoted.
 */
function isHeaderValue(code: InvalidHeaderErrorCode, facts: InvalidHeaderFacts): boolean {
  return code !== "INVALID_HEADER_NAME" && facts.option === undefined && facts.header !== undefined;
}

/**
 * The message of an `InvalidHeaderError`. A header's value is never quoted, whatever the header's
 * name: the message names the header, the position and the class of the character only (CR, LF,
 * NUL, DEL, a control character, a character above U+00FF).
 */
export function headerMessage(code: InvalidHeaderErrorCode, facts: InvalidHeaderFacts): string {
  const [subject, key] = subjectOf(code, facts);
  const secret = isHeaderValue(code, facts);
  const context = { facts, example: EXAMPLES[key] ?? (facts.option === undefined ? '"text/html"' : '{ accept: "text/html" }'), type: TYPES[facts.option === undefined ? "value" : key] ?? "a string" };
  const explanation = EXPLANATIONS[facts.reason](context);
  const input = secret ? undefined : facts.text;
  return formatMessage({ subject, input, position: facts.position }, secret ? `${explanation} (a header's value is never quoted)` : explanation);
}
