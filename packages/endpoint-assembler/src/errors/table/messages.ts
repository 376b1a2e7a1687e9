// The details of InvalidRouteTableError: what each refused field of a route table should have been,
// re-exported by errors/messages.ts; its short twin, messages.short.ts beside it, by
// errors/messages.short.ts (none: the code, the field and the value's kind say it).

export const TABLE_MEDIA_TYPE: string = 'a media type such as "application/json" (a header value: no control characters, nothing above U+00FF)';
export const TABLE_MEDIA_TYPES: string = 'a list of media types, such as ["application/json"]';
export const TABLE_SERVER: string = "a server URL";
export const TABLE_RESOLVED_SERVER: string = "a server URL that resolves against the documentUrl given (an http(s) URL)";
export const TABLE_LEFTOVER: string = '"q", "b" or "x"';
export const TABLE_STRING: string = "a string";
export const TABLE_SHARED_ID: string = "an id in l";
export const TABLE_WIRE_NAMES: string = 'an object of header ("h") and cookie ("c") parameter names';
export const TABLE_NO_ROUTES: string = "none: createRouteEndpoint binds a table";
export const TABLE_FORMAT: string = "a route table of format 1, as compileRoutes writes it: { v: 1, r: { ... } }";
export const TABLE_OBJECT: string = "an object";
export const TABLE_CLOSED: string = "1 (a closed table) or nothing";
export const TABLE_SERVER_TEMPLATES: string = "an object of server templates";
export const TABLE_SERVER_ITEM: string = "[template, { name: [default, ...enum] }]";
export const TABLE_SCHEMES: string = "[name, code] pairs";
export const TABLE_PART_TYPE: string = 'a part\'s media type, such as "application/json"';
export const TABLE_PARAMETER_CODE: string = 'a parameter code such as "q", "hS!" or "qD"';
/** The facts a style hint reads (encode/style-facts.ts's STYLE_FACTS, passed in: errors/ imports nothing above it). */
interface StyleFacts {
  readonly [name: string]: { readonly letter: string; readonly in: readonly string[] };
}

/** How errors name each location of a parameter (LOCATION_FACTS' names). */
const LOCATION_WORDS: Readonly<Record<string, string>> = {
  path: "in the path",
  query: "in the query",
  header: "in a header",
  cookie: "in a cookie",
  body: "for a body field",
};

/**
 * A style letter that does not fit its location (`location`, undefined for `x`): the styles that
 * do, from the style facts, e.g. `"S simple, L label or M matrix in the path"`. Composed here, so
 * that the short table, which drops it, ships none of this.
 */
export const TABLE_STYLE = (location: string | undefined, styles: StyleFacts): string => {
  if (location === undefined) return "a style that fits its location (none: a refused key has no style)";
  const fitting = Object.entries(styles).filter(([, fact]) => fact.in.includes(location)).map(([name, fact]) => `${fact.letter} ${name}`);
  const last = fitting.pop();
  return `a style that fits its location (${fitting.length > 0 ? `${fitting.join(", ")} or ` : ""}${last} ${LOCATION_WORDS[location] ?? ""})`;
};
/** A server variable (`whole`, as `{name}`) the table gives no values of. */
export const TABLE_SERVER_VALUES = (whole: string): string => `values of ${whole}`;

// What a value of a route table's parameter should have been (InvalidParameterValueError's detail).

/** A value with no text in its style at its depth (an object, a function, a symbol where a scalar goes). */
export const VALUE_SCALAR: string = "a string, number, boolean or bigint at this depth of its style";
/** A value JSON cannot write (a cycle, a function or a symbol at the top). */
export const VALUE_JSON: string = "a value JSON can write (no cycle, function or symbol)";

// The hints of a refused key (UnknownParameterError's detail): what the caller should do instead.

/** How the fixed hint of a key the operation has no place for begins (the strict wrapper names the nearest key instead). */
export const NO_SUCH_PARAMETER: string = "the operation has no such parameter";
/** A key whose name the operation uses in more than one location: its location-prefixed `keys`. */
export const HINT_PREFIXED_KEYS = (keys: readonly string[]): string => `its name is used in more than one location; give ${quoted(keys)}`;
/**
 * A plain key named like a named option the operation has a field of: its prefixed `keys`, and
 * `data` unless the operation takes no body (`body`) or the key is `data`.
 */
export const HINT_OPTION_FIELD = (keys: readonly string[], body: boolean): string =>
  `the operation has a field of that name, which the plain key cannot give; give ${quoted(keys)}${body ? ", or data for the whole body" : ""}`;
export const HINT_NO_VARIABLE: string = "the route's path has no such variable";
export const HINT_NO_BODY: string = "the operation takes no request body";
// The two fixed hints begin with NO_SUCH_PARAMETER, written out: a template literal that reads a
// constant is kept by bundlers in every bundle of this table (parseRoute's too).
export const HINT_NO_PARAMETER_NO_BODY: string = "the operation has no such parameter and takes no request body";
// True whether the body lists other properties or none (33.4: "takes no properties" was said of both).
export const HINT_NO_PARAMETER: string = "the operation has no such parameter or body property; give the whole body as data";
/** A key naming a field (`in: "b"`) of a body of `media` given whole (32.10). */
export const HINT_WHOLE_BODY = (media: string | undefined): string =>
  `a field of the operation's ${media ?? ""} body, which is not built from keys: give the whole body as data, as in { data: "..." }`;
/** A key named like one of the API's header (`where` `"h"`) or cookie parameters, which the route does not take (32.12). */
export const HINT_WIRE_KEY = (key: string, where: "h" | "c"): string =>
  `it is a ${where === "h" ? "header" : "cookie"} parameter of this API, which this route does not take; give it ${where === "h" ? `in headers, or as "header.${key}"` : `as "cookie.${key}"`}`;

/** The most refused keys of one plan whose prefixed keys are looked up (each compares with every listed key). */
const MAX_HINTS = 8;

/** The facts of a key a table's plan has no place for, as {@link HINT_REFUSED} reads them. */
export interface RefusedKey {
  readonly key: string;
  /** Where the key would have gone: `p` the path (whose template lacks the variable), else nowhere. */
  readonly where: string;
  /**
   * The plan being compiled: its body kind (`"none"`: the operation takes no request body), and how
   * many of its refused keys had their prefixed keys looked up (the first few only, so that its work
   * stays linear: issue 26.6), which this counts.
   */
  readonly plan: { readonly kind: string; hints: number };
  /** The keys the entry lists, with their location (`x`: refused) and wire names. */
  readonly params: ReadonlyMap<string, { readonly in: string | undefined; readonly wire: string | undefined }>;
  /** `splitPrefixed` of checks/named-options.ts, passed in: errors/ imports nothing above it. */
  readonly split: (key: string) => readonly [string, string] | undefined;
  /** `NAMED_OPTIONS` of checks/named-options.ts, passed in likewise. */
  readonly options: object;
}

/**
 * What the caller should do with a key that has no place: the location-prefixed keys of its name
 * (and `data` for the whole body), else a fixed hint beginning {@link NO_SUCH_PARAMETER}. Composed
 * here from the plan's facts, so that the short table, which drops every hint, ships none of this.
 * A named option the entry refuses (`x`) is a field of the operation of that name (D3): its
 * prefixed keys are always looked up.
 */
export const HINT_REFUSED = (refused: RefusedKey): string => {
  const { key, plan } = refused;
  const body = plan.kind !== "none";
  const option = refused.params.get(key)?.in === "x" && Object.hasOwn(refused.options, key);
  const prefixed = option || plan.hints++ < MAX_HINTS ? prefixedKeys(refused) : [];
  if (option) return HINT_OPTION_FIELD(prefixed.length > 0 ? prefixed : [`${body ? "body" : "query"}.${key}`], body && key !== "data");
  if (prefixed.length > 0) return HINT_PREFIXED_KEYS(prefixed);
  if (refused.where === "p") return HINT_NO_VARIABLE;
  if (!body) return refused.split(key)?.[0] === "b" ? HINT_NO_BODY : HINT_NO_PARAMETER_NO_BODY;
  return HINT_NO_PARAMETER;
};

/** The other keys the entry lists for the refused key's name: its location-prefixed keys, and keys whose wire name it is. */
function prefixedKeys({ key, params, split }: RefusedKey): string[] {
  const keys: string[] = [];
  for (const [other, spec] of params) if (other !== key && (spec.wire ?? split(other)?.[1]) === key) keys.push(other);
  return keys;
}

/** The strict wrapper's hint of a key no entry lists: the nearest key the entry lists (`near`). */
export const HINT_NEAREST_KEY = (near: string): string => `the nearest key it lists is ${JSON.stringify(near)}`;
/** The strict wrapper's hint of a header or cookie name on a route the table lacks: `hint`, then the nearest route (`near`). */
export const HINT_NEAREST_ROUTE = (hint: string, near: string): string => `${hint}; the nearest route the table has is ${JSON.stringify(near)}`;

/** `"a" or "b"`. */
const quoted = (keys: readonly string[]): string => keys.map((key) => `"${key}"`).join(" or ");
