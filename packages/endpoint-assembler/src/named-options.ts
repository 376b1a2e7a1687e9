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
