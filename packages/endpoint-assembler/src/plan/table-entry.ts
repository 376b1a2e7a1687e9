// The entry reader of a route table endpoint (`createRouteEndpoint`, `fromRoutes`): a route's entry
// read from the table by its spelling (D4), its path variables in their styles, its server resolved
// once, and its keys placed by the table (table-plan.ts), or by the default rules where the entry
// says nothing but which keys keep `+` signs.
import type { Entry, EntryFor, Placement, Slot } from "../entry/entry";
import { isPlainEntry, routeEntry, type ResolvedEntry } from "../entry/route-entry";
import { tableTemplate } from "../entry/route-spelling";
import type { RouteTable } from "../types/route-table";
import { placeByDefault } from "./default-entry";
import { pathTemplate } from "./path-template";
import { planTable } from "./table-plan";
import { pathRequired } from "./table-refusals";
import { nestedPathValues } from "./table-writers";

/**
 * The entries of `table`, each read when a plan of its route is compiled; relative servers resolve
 * against `documentUrl`.
 * @example
 * tableEntries({ v: 1, r: { "GET /pets/{id}": { p: { id: "L" } } } }, undefined)("GET", "/pets/{id}").template; // => "/pets/{.id}"
 */
export function tableEntries(table: RouteTable, documentUrl: string | undefined): EntryFor {
  const binding = { table, documentUrl };
  return (verb, url) => {
    // A table endpoint reads the route's spelling by the table's rule: a `:` inside a segment is literal (D4).
    const text = tableTemplate(url) as string;
    return entryOf(routeEntry(binding, verb, text) as ResolvedEntry, `${verb} ${url}`, text);
  };
}

function entryOf(entry: ResolvedEntry, given: string, text: string): Entry {
  const plain = isPlainEntry(entry);
  return {
    route: entry.route,
    template: plain ? text : pathTemplate(text, entry),
    literalColons: true,
    nested: nestedPathValues,
    pathRequired: true,
    server: entry.server,
    place: plain
      ? (verb, slots, variables) => {
          const placement = placeByDefault(given, verb, slots, variables, entry.plus);
          // A table endpoint's path parameters are required, whatever the entry (25.7).
          const required = pathRequired(entry.route, placement.path);
          return required.length === 0 ? placement : withRequired(placement, required);
        }
      : (verb, slots, variables, named) => planTable(entry, verb, slots, variables, named),
  };
}

/** `placement` with these required slots: a copy written field by field (a spread would make another map). */
function withRequired(placement: Placement, required: readonly Slot[]): Placement {
  const { path, query, wholeQuery, headers, cookies, body, refused, requiredHeaders, check } = placement;
  return { path, query, wholeQuery, headers, cookies, body, refused, required, requiredHeaders, check };
}
