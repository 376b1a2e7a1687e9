import type { TableAccess } from "./access-types";

/**
 * A route table: what an OpenAPI description says of its operations that the engine's default
 * rules do not already say, as compact JSON. `compileRoutes(document)` writes one (build time);
 * `fromRoutes(table)` binds one like defaults; the plan compiler reads the entry of a route while
 * it plans, so a table changes only what a plan says: where each key goes and how it is encoded.
 *
 * The default rules, which a table only amends: a key the URL template names fills it; every
 * other key goes to the query on GET and HEAD (arrays joined by commas, objects refused) and into
 * a JSON body otherwise; `data` is the whole body.
 *
 * A route's entry is read in layers, each winning field by field over the one before: `d`, then
 * `t[METHOD]`, then the shared entry its own entry names (`l[i]`), then its own entry (`r[route]`,
 * else `h[routeHash(route)]`). A table without `t`, `h` or `l` means what it meant before they existed.
 *
 * @example
 * const table: RouteTable = {
 *   v: 1,
 *   s: "https://api.stripe.com",
 *   d: { m: "application/x-www-form-urlencoded", q: "D", f: "D" },
 *   t: { DELETE: { m: "" } },
 *   r: { "DELETE /v1/subscription_items/{item}": { m: "application/x-www-form-urlencoded" }, "GET /v1/files": { s: "https://files.stripe.com" } },
 * };
 */
export interface RouteTable extends TableAccess {
  /** Format version: 1. A table of another version is refused. */
  readonly v: 1;
  /**
   * Base URL: the document's first server, its variables at their defaults. A relative URL is resolved
   * against `fromRoutes`' `documentUrl`, else refused unless a `baseUrl` is given. Absent: give `baseUrl`.
   */
  readonly s?: string;
  /**
   * What every entry inherits, field by field (an entry's own field wins; `p` and `e` merge
   * name by name, the entry's codes winning). Routes with no entry (in `r` or `h`) follow `d`
   * and the defaults of their method (`t`) alone.
   */
  readonly d?: RouteEntry;
  /**
   * Defaults by method (upper case): what every route of that method inherits after `d` and before
   * its own entry, field by field as from `d` (`p` and `e` merging name by name). `compileRoutes`
   * writes the media type most operations of a method share where it is not `d`'s, so only the
   * exceptions are listed (`{ DELETE: { m: "" } }`: DELETEs take no body unless their entry says
   * `m`). Absent: routes inherit `d` alone, as before this field.
   */
  readonly t?: Readonly<Record<string, RouteEntry>>;
  /**
   * Entries by route: `"METHOD /path/{x}"`, method upper case, the path exactly as the document
   * writes it. A call's route is looked up with each whole-segment `:name` read as `{name}` and a
   * trailing run of `{?...}`/`{&...}` expressions left out; any other `:` is literal.
   */
  readonly r?: Readonly<Record<string, RouteEntry>>;
  /**
   * Entries by the hash of their route, `routeHash("METHOD /path")` (FNV-1a of its UTF-16 code units,
   * top 24 bits in base 36): as `r`, for a fifth of the bytes. An entry in `r` wins. `compileRoutes`
   * writes here every entry whose hash no other route of the description shares (the others go in
   * `r`); a route the description lacks may, once in 16 million routes per entry, read one.
   */
  readonly h?: Readonly<Record<string, RouteEntry>>;
  /**
   * Shared entries by id, named by the `i` of the entries that inherit them: a large request body's
   * property codes that several operations share, written once. Absent: no entry names one.
   */
  readonly l?: Readonly<Record<string, RouteEntry>>;
  /**
   * `1`: the table is closed, as `compileRoutes(document, { strict: true })` writes it. Every
   * operation has its entry in `r`, by name (no `h`), listing every parameter and body property in
   * `p` (its own or its shared entry's, `l[i]`; `""` where there is nothing else to say), with
   * `k: "x"` unless its body takes other properties. The run time then refuses a route with no entry (`UnknownRouteError`, code
   * `UNKNOWN_ROUTE`, naming the nearest route and the methods its path has), a key no entry lists
   * (`UnknownParameterError`, with the nearest key), and a `content-type` the operation does not
   * list in `m` or `a` (`InvalidOptionsError`, code `UNLISTED_CONTENT_TYPE`). Absent: an open table,
   * whose routes without an entry follow the defaults.
   */
  readonly c?: 1;
  /**
   * The API's header and cookie parameter names by location (`{ "Api-Key": "h", session: "c" }`): a call
   * key named like one (case aside) is refused (`UnknownParameterError`, naming the nearest route) on any
   * route whose entry does not list it, an unknown route included; `compileRoutes` writes it (32.12).
   */
  readonly w?: Readonly<Record<string, "h" | "c">>;
}

/** One operation's facts that the defaults do not say. Every field is optional; `{}` follows the defaults. */
export interface RouteEntry {
  /**
   * The id of a shared entry of the table (`l`) this one inherits: its fields below the entry's own,
   * field by field as from `d` (`p` and `e` merging name by name, the entry's codes winning). Read on
   * a route's own entry only (in `r` or `h`); an id `l` does not hold refuses the table
   * (`InvalidRouteTableError`).
   */
  readonly i?: string;
  /**
   * Parameters by the key the caller gives (a {@link ParameterCode} each): those whose place is
   * not the default one (headers, cookies, the query of a POST), whose style is not the default,
   * that are required, or whose key is not their name. A key named like a named option, or a
   * name used in two locations, is listed location-prefixed (`"query.url": "q:url"`); the plain
   * name used in two locations is listed as `"x"`, so that it is refused, naming the prefixed keys.
   */
  readonly p?: Readonly<Record<string, string>>;
  /**
   * The request body's media type (the operation's first listed one). `""`: the operation takes
   * no body. JSON types (`application/json`, any `+json`), `application/x-www-form-urlencoded`
   * and `multipart/form-data` are built from the leftover keys; any other type is `data` alone.
   * @default "application/json"
   */
  readonly m?: string;
  /**
   * Other media types the operation accepts: a caller's `content-type` header among them picks it.
   * Media types (`m`, `a`, the keys of `n`, the values of `y`) obey the header-value rule; a table
   * whose media type does not is refused with `InvalidRouteTableError` naming the route and field.
   */
  readonly a?: readonly string[];
  /**
   * Encodings of form and multipart body properties by property name (the `encoding` object), as
   * {@link ParameterCode}s without a location: `"D"` deepObject, `"F-"` form not exploded, `"J"`
   * a multipart part sent as JSON.
   */
  readonly e?: Readonly<Record<string, string>>;
  /**
   * The encoding code of form body properties not in `e`, where the description gives one. Absent
   * (and for a property whose code has no style letter), a property is written by its value (OAS
   * 3.1.1 4.8.15.4): an object as JSON text, an array item by item (an object item as JSON text), a
   * scalar as its text.
   */
  readonly f?: string;
  /** The code of leftover keys that go to the query (style, explode...). Absent: the engine's rule (comma lists). */
  readonly q?: string;
  /**
   * Where leftover keys go (keys not in the URL template, not in `p`, not `data`): `"q"` the query,
   * `"b"` the body, `"x"` nowhere (refused, naming the key). Default: `"q"` for GET and HEAD;
   * otherwise `"b"` for a body built from keys, `"x"` for no body (`m: ""`), `"q"` for a `data` body.
   * A key listed in `p` without a location always takes that default place, so `k: "x"` with every
   * parameter and body property listed (`""` for a body property with nothing else to say) refuses
   * every other key.
   */
  readonly k?: "q" | "b" | "x";
  /**
   * The operation's server (an operation's or its path's `servers`), which wins over the table's
   * `s`. A `baseUrl` the caller or `.defaults()` gives replaces both, whatever its spelling.
   */
  readonly s?: string;
  /**
   * The operation cannot be built, and why (short text from the compiler: "a parameter with an empty
   * name"). Calling the route throws `InvalidOptionsError` with code `UNBUILDABLE_OPERATION`
   * quoting it; the rest of the table works.
   */
  readonly u?: string;
  /**
   * `1`: the JSON body's schema is a scalar (a string...), so `data` is written as JSON text even when
   * it is a string (`"acc-id"` is sent as `"\"acc-id\""`, as Jira's watchers operations expect).
   */
  readonly j?: 1;
  /**
   * The `encoding` of the other media types the operation lists (those in `a`), by media type and
   * then by property, as {@link ParameterCode}s without a location (as in `e`): applied when the
   * caller's `content-type` chooses that type.
   */
  readonly n?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** A multipart part's content type by property, where the description's `encoding` gives one. */
  readonly y?: Readonly<Record<string, string>>;
  /**
   * The operation's security requirements (its `security`, else the document's) by the index of each
   * scheme in the table's `x`: alternatives joined by `|`, a requirement's schemes by `+` (`"0|1+2"`:
   * scheme 0, or 1 and 2); `""`: none (`security: []`). An empty requirement (`{}`) is left out.
   */
  readonly z?: string;
}

/**
 * How one parameter is placed and encoded: a short string, `[location][style][explode][flags][:name]`.
 *
 * - location, at most one, first: `p` path, `q` query, `h` header, `c` cookie, `b` a body field,
 *   `x` refused (no place: an ambiguous name, or a plain key named like a named option where the
 *   operation has such a field, whose prefixed key must be given). Absent: where the default rules
 *   put the key (the URL template, else leftover). A location-prefixed key (`"body.url"`,
 *   `"query.url"`, `"path.x"`, `"header.x"`, `"cookie.x"`) is placed by its prefix on every endpoint
 *   without a code; a code may still give it a style.
 * - style, at most one: `S` simple, `L` label, `M` matrix, `F` form, `W` spaceDelimited,
 *   `P` pipeDelimited, `D` deepObject. Absent: the location's default (path and header simple,
 *   query and cookie form).
 * - explode: `*` true, `-` false. Absent: the style's default (form true, the others false).
 * - flags, any order: `!` required, `+` allowReserved, `J` a JSON value (`content: application/json`),
 *   `~` keeps a literal `+` in a query value (GitHub's `q`).
 * - `:name`, last: the name on the wire when it is not the key (`"query.url": "q:url"`).
 *
 * A code with neither location nor style (`"!"`, `"~"`) places and encodes the key as a leftover
 * key (`q` of the entry, else the engine's comma lists); a code with a location and no style takes
 * the specification's default style of that location.
 *
 * @example
 * "h!"        // a required header
 * "qD"        // query, deepObject: `color%5BR%5D=100&color%5BG%5D=200` (`color[R]=100`, brackets encoded)
 * "q-:url"    // query, form not exploded (`url=a,b`), sent as `url`
 * "~"         // where the defaults put it, keeping `+` signs in the query
 */
export type ParameterCode = string;
