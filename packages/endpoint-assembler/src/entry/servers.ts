// A table's servers: a relative one no `documentUrl` resolves is refused when a request would use
// it; server variables (issue 33.2): `withServer` substitutes values into the templates the table
// keeps (`o`), once; the entry reader resolves a route's server as it would, then takes the choice.
import { InvalidOptionsError, InvalidRouteTableError } from "../errors/errors";
import { ACCESS_OBJECT, RELATIVE_SERVER, SERVER_URL, SERVER_VARIABLE_ENUM, SERVER_VARIABLE_HOST, TABLE_SERVER_ITEM, TABLE_SERVER_TEMPLATES, TABLE_SERVER_VALUES, UNKNOWN_SERVER_VARIABLE } from "../errors/messages";
import { isPlainObject } from "../checks/plain-object";
import { NO_NEAREST, type Nearest } from "../checks/nearest-name";
import { checkBaseUrl } from "../checks/base-url";
import { ownField } from "./entry";
import { isString, tableField } from "./entry-fields";
import { resolveServer } from "./route-entry";
import type { RouteTable } from "../types/route-table";

/** Server variables bound (`values`), and what they make of the servers: the URL to use by the URL the table's `s` resolves to. */
export interface ServerChoice {
  readonly values: Readonly<Record<string, string>>;
  readonly servers: ReadonlyMap<string, string>;
}

/** A relative server that no `documentUrl` resolves, for a request that would use it. */
export function relativeServer(route: string | undefined): never {
  throw new InvalidOptionsError(RELATIVE_SERVER, undefined, { route });
}

/** The server `choice` makes of `url` (a resolved server URL): its URL with the variables bound, else `url` itself. */
export function chosenServer<T extends string | null | undefined>(choice: ServerChoice | undefined, url: T): T {
  // Not a string: no key of `servers` (all strings), so `url` itself.
  return (choice?.servers.get(url as string) as T | undefined) ?? url;
}

type Templates = ReadonlyMap<string, readonly [string, Readonly<Record<string, readonly string[]>>]>;

// A server variable, e.g. "{region}" in "https://{region}.example.com".
const VARIABLE_RE = /\{([^{}]*)\}/g;
// What a value written before the end of the host may not hold: it would end the host or start another.
const HOST_UNSAFE_RE = /[/?#@\\\p{Cc}]/u;
// The end of a URL's authority ("https://host:port"): its first "/", "?" or "#" after "//".
const AUTHORITY_END_RE = /^(?:[A-Za-z][A-Za-z\d+.-]*:)?\/\/[^/?#]*/;

/**
 * `given` variable values bound over `before`'s, and every server template of the table with them:
 * unset variables at their defaults, each value checked against its `enum`, a value written into
 * the scheme or host free of `/ ? # @ \` and controls, the URL resolved against `documentUrl` and
 * checked as a `baseUrl` is. Throws `InvalidOptionsError` (naming the variables, and the nearest one
 * `near` finds, or the enum) or
 * `UnsafeUrlError`.
 */
export function bindServerValues(table: RouteTable, given: unknown, before: ServerChoice | undefined, documentUrl: string | undefined, near: Nearest = NO_NEAREST): ServerChoice {
  if (!isPlainObject(given)) throw new InvalidOptionsError(ACCESS_OBJECT, given, { name: "withServer" });
  const templates = templatesOf(table);
  const names = [...new Set([...templates.values()].flatMap(([, variables]) => Object.keys(variables)))];
  const values: Record<string, string> = { ...before?.values };
  for (const name of Object.keys(given)) {
    const value = given[name];
    if (!names.includes(name)) throw new InvalidOptionsError(UNKNOWN_SERVER_VARIABLE, name, { listed: names, near: near(name, names) });
    // `undefined` is "not given", as in options: an earlier value stays.
    if (value === undefined) continue;
    if (typeof value !== "string") throw new InvalidOptionsError(SERVER_VARIABLE_ENUM, value, { name, listed: [] });
    values[name] = value;
  }
  const servers = new Map<string, string>();
  for (const [url, [template, variables]] of templates) {
    const from = resolveServer(url, documentUrl);
    // A relative server no documentUrl resolves is never used: such a table's calls give `baseUrl`.
    if (from == null) continue;
    const text = substitute(template, variables, values);
    const to = resolveServer(text, documentUrl);
    if (to == null) throw new InvalidOptionsError(SERVER_URL, text);
    checkBaseUrl(to);
    servers.set(from, to);
  }
  return { values, servers };
}

/** `template` with each variable's value, or its default; a value checked against the variable's enum and, before the host's end, for characters that would change the host. */
function substitute(template: string, variables: Readonly<Record<string, readonly string[]>>, values: Readonly<Record<string, string>>): string {
  // A template that is neither "scheme://host..." nor a path may take its host from a variable ("{server}").
  const hostEnd = AUTHORITY_END_RE.exec(template)?.[0].length ?? (template.startsWith("/") ? 0 : template.length);
  return template.replace(VARIABLE_RE, (whole, name: string, offset: number) => {
    const known = ownField(variables, name);
    if (known === undefined) throw new InvalidRouteTableError("(table)", "o", template, TABLE_SERVER_VALUES(whole));
    // Each list holds its default at least (checked when the templates are read).
    if (!Object.hasOwn(values, name)) return known[0] as string;
    const value = values[name] as string;
    if (known.length > 1 && !known.includes(value, 1)) throw new InvalidOptionsError(SERVER_VARIABLE_ENUM, value, { name, listed: known.slice(1) });
    // A value of the description's enum is the description's own; any other may not move the host.
    if (known.length === 1 && offset < hostEnd && HOST_UNSAFE_RE.test(value)) throw new InvalidOptionsError(SERVER_VARIABLE_HOST, value, { name });
    return value;
  });
}

/** The table's server templates (`o`), checked: `[template, { name: [default, ...enum] }]` by server URL. */
function templatesOf(table: RouteTable): Templates {
  const field = tableField<Readonly<Record<string, unknown>>>(table, "o", isPlainObject, TABLE_SERVER_TEMPLATES) ?? {};
  const templates = new Map<string, readonly [string, Readonly<Record<string, readonly string[]>>]>();
  for (const url of Object.keys(field)) {
    const item: unknown = field[url];
    const valid = Array.isArray(item) && typeof item[0] === "string" && isPlainObject(item[1]) &&
      Object.values(item[1]).every((list) => Array.isArray(list) && list.length > 0 && list.every(isString));
    if (!valid) throw new InvalidRouteTableError("(table)", "o", item, TABLE_SERVER_ITEM);
    templates.set(url, item as unknown as readonly [string, Readonly<Record<string, readonly string[]>>]);
  }
  return templates;
}
