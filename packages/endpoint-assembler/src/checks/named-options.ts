/**
 * The named options, and what each one is: the one vocabulary of the runtime and of the route
 * types. Every other key of the options is a parameter, which fills the URL template or goes to
 * the query or the body.
 *
 * - `"option"`: never a parameter, even where a template names a variable after it (`{url}`).
 * - `"body"`: `data`, the request body as is. It is a parameter too, as in the reference: a template
 *   may consume it (`{data}`), and GET and HEAD put it in the query like any other parameter.
 *
 * @example
 * NAMED_OPTIONS.headers; // => "option"
 * Object.keys(NAMED_OPTIONS); // => ["method", "url", "baseUrl", "headers", "mediaType", "request", "data"]
 */
export const NAMED_OPTIONS = {
  method: "option",
  url: "option",
  baseUrl: "option",
  headers: "option",
  mediaType: "option",
  request: "option",
  data: "body",
} as const satisfies Readonly<Record<string, "option" | "body">>;

/** A named option: `method`, `url`, `baseUrl`, `headers`, `mediaType`, `request` or `data`. Derived from {@link NAMED_OPTIONS}. */
export type NamedOption = keyof typeof NAMED_OPTIONS;

/** A named option that is never a parameter: every one but `data`. Derived from {@link NAMED_OPTIONS}. */
export type ReservedOption = {
  [Name in NamedOption]: (typeof NAMED_OPTIONS)[Name] extends "option" ? Name : never;
}[NamedOption];

/** True for a named option that is never a parameter (`headers`, `url`...), false for `data` and parameters. */
export function isReservedOption(key: string): key is ReservedOption {
  return Object.hasOwn(NAMED_OPTIONS, key) && NAMED_OPTIONS[key as NamedOption] === "option";
}

/**
 * The location prefixes a key may carry on every endpoint (D2): `"path.x"` fills `{x}`, `"query.x"`
 * goes to the query on any method, `"body.x"` is the body field `x`, `"header.x"` the header `x`,
 * `"cookie.x"` a cookie pair. {@link PREFIXED_KEY_RE} reads them at run time.
 */
type LocationPrefix = "path" | "query" | "body" | "header" | "cookie";

/** The first letter of each of `Words`. */
type FirstLetter<Words extends string> = Words extends `${infer Letter}${string}` ? Letter : never;

/** The location letter of a parameter code (`p`, `q`, `b`, `h`, `c`): the first letter of its {@link LocationPrefix}. */
export type PrefixLocation = FirstLetter<LocationPrefix>;

/** A location-prefixed key: the prefix (group 1, its first letter the location's) and a name of one character or more (group 2), as in "body.url". */
const PREFIXED_KEY_RE = /^(path|query|body|header|cookie)\.([^]+)/;

/**
 * The location and the name of a location-prefixed key, or `undefined` for a key without one.
 * @example
 * splitPrefixed("body.url"); // => ["b", "url"]
 * splitPrefixed("owner"); // => undefined
 */
export function splitPrefixed(key: string): readonly [PrefixLocation, string] | undefined {
  const match = PREFIXED_KEY_RE.exec(key);
  return match === null ? undefined : [(match[1] as string)[0] as PrefixLocation, match[2] as string];
}
