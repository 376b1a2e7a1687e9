// The facts of OpenAPI parameter styles, stated once: each style's letter in a parameter code, the
// locations it fits and its explode default; each location's letter and default style (the words
// errors name it by are the message table's, errors/table/messages.ts). The run time reads codes by
// them (`parseCode`), the compiler (openapi-routes) writes codes by them, and the tests import them
// rather than restate them.
import { InvalidRouteTableError } from "../errors/errors";
import { TABLE_PARAMETER_CODE, TABLE_STYLE } from "../errors/messages";

/** A location of a parameter, as OpenAPI names it, plus `body` (a form body's property). */
export type LocationName = "path" | "query" | "header" | "cookie" | "body";

/** An OpenAPI `style`. */
export type StyleName = "simple" | "label" | "matrix" | "form" | "spaceDelimited" | "pipeDelimited" | "deepObject";

/** What is known of a style: its letter in a parameter code, where it fits, whether it explodes by default (absent: no). */
export interface StyleFact {
  readonly letter: string;
  readonly in: readonly LocationName[];
  readonly explode?: true;
}

/** What is known of a location: its letter in a parameter code, its default style (errors name it by the message table's words). */
export interface LocationFact {
  readonly letter: string;
  readonly style: StyleName | undefined;
}

/**
 * Every style (OpenAPI 3.1, "Style Values"; a form body's `encoding` takes the query's), in the
 * order errors list them. Only `form` explodes by default.
 * @see https://spec.openapis.org/oas/v3.1.1.html#style-values
 */
export const STYLE_FACTS: Readonly<Record<StyleName, StyleFact>> = {
  simple: { letter: "S", in: ["path", "header"] },
  label: { letter: "L", in: ["path"] },
  matrix: { letter: "M", in: ["path"] },
  form: { letter: "F", in: ["query", "cookie", "body"], explode: true },
  spaceDelimited: { letter: "W", in: ["query", "body"] },
  pipeDelimited: { letter: "P", in: ["query", "body"] },
  deepObject: { letter: "D", in: ["query", "body"] },
};

/** Every location; a body field's style comes from the entry's `e`, else `f`, so it has no default. */
export const LOCATION_FACTS: Readonly<Record<LocationName, LocationFact>> = {
  path: { letter: "p", style: "simple" },
  query: { letter: "q", style: "form" },
  header: { letter: "h", style: "simple" },
  cookie: { letter: "c", style: "form" },
  body: { letter: "b", style: undefined },
};

/** Where a parameter goes, by its letter: path, query, header, cookie, body field, or nowhere (`x`, refused). */
export type Location = "p" | "q" | "h" | "c" | "b" | "x";

/** An OpenAPI `style`, by its letter in a parameter code. */
export type Style = "S" | "L" | "M" | "F" | "W" | "P" | "D";

/** A parameter code read once: see `ParameterCode` in types/route-table.ts for the letters. */
export interface ParameterSpec {
  readonly in: Location | undefined;
  readonly style: Style | undefined;
  readonly explode: boolean;
  readonly required: boolean;
  readonly reserved: boolean;
  readonly json: boolean;
  /** `~`: the query value keeps its literal `+` signs (GitHub's `q`). */
  readonly plus: boolean;
  /** The parameter's name on the wire (`:name`), when it is not the key. */
  readonly wire: string | undefined;
}

/**
 * The code of a key no entry lists, and of a form property with no code: no location, style or
 * flag, so the default rules place it and a body property is written by its value (D5).
 */
export const UNSTYLED: ParameterSpec = { in: undefined, style: undefined, explode: false, required: false, reserved: false, json: false, plus: false, wire: undefined };

/** `p` path, `q` query, `h` header, `c` cookie, `b` body, `x` refused; then a style letter, `*`/`-`, flags, `:name`. */
const CODE_RE = /^([pqhcbx]?)([SLMFWPD]?)([*-]?)([!+J~]*)(?::(.+))?$/;

/** The fact of a style by its letter. */
function styleOf(letter: string): StyleFact | undefined {
  return Object.values(STYLE_FACTS).find((fact) => fact.letter === letter);
}

/** The name of a location by its letter; `undefined` for `x` (refused). */
function locationOf(letter: string): LocationName | undefined {
  return (Object.keys(LOCATION_FACTS) as LocationName[]).find((name) => LOCATION_FACTS[name].letter === letter);
}

/**
 * Reads a parameter code (`"qD"`, `"h!"`, `"q*:url"`). Throws `InvalidRouteTableError` for a
 * code that is not of the grammar, or whose style does not fit its location, naming the route
 * and the parameter.
 */
export function parseCode(code: unknown, route: string, key: string): ParameterSpec {
  const match = typeof code === "string" ? CODE_RE.exec(code) : null;
  if (match === null) throw new InvalidRouteTableError(route, key, code, TABLE_PARAMETER_CODE);
  const [, where = "", letter = "", explode = "", flags = "", wire] = match;
  const location = where === "" ? undefined : (where as Location);
  // `x` (refused) has no name, so no style fits it.
  const place = location && locationOf(location);
  const fallback = place && LOCATION_FACTS[place].style;
  // The style given, else the location's default; the grammar lets only known letters through.
  const fact = letter === "" ? fallback && STYLE_FACTS[fallback] : styleOf(letter);
  if (location !== undefined && letter !== "" && !fact?.in.includes(place as LocationName)) {
    throw new InvalidRouteTableError(route, key, code, TABLE_STYLE(place, STYLE_FACTS));
  }
  return {
    in: location,
    style: fact?.letter as Style | undefined,
    explode: explode === "" ? fact?.explode === true : explode === "*",
    required: flags.includes("!"),
    reserved: flags.includes("+"),
    json: flags.includes("J"),
    plus: flags.includes("~"),
    wire,
  };
}
