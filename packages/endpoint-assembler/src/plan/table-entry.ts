// The entry reader of a route table endpoint (`createRouteEndpoint`, `fromRoutes`): a route's entry
// read from the table by its spelling (D4), its path variables in their styles, its server resolved
// once (as the server variables bound make it), and its keys placed by the table (table-plan.ts), or
// by the default rules where the entry says nothing but which keys keep `+` signs, with the
// credentials its security requirement sends (credentials.ts).
import type { EntryFor } from "../entry/entry";
import { plainEntryKeys, resolveEntry, resolveServer } from "../entry/route-entry";
import { lookupRoute, tableTemplate } from "../entry/route-spelling";
import { assertWireKeys } from "../entry/wire-names";
import type { RouteTable } from "../types/route-table";
import { placeByDefault } from "./default-entry";
import { pathTemplate } from "./path-template";
import { planTable } from "./table-plan";
import { pathRequired } from "./table-refusals";
import { nestedPathValues } from "./table-writers";
import { credentialsFor, type BoundCredentials } from "../entry/security";
import { chosenServer, type ServerChoice } from "../entry/servers";
import { withCredentials } from "./credentials";

/** What `withAuth` and `withServer` bound to an endpoint of a route table. */
export interface Access {
  readonly credentials: BoundCredentials;
  readonly server: ServerChoice | undefined;
}

/**
 * The entries of `table`, each read when a plan of its route is compiled; relative servers resolve
 * against `documentUrl`; `access`: the credentials and server variables bound (`withAuth`, `withServer`).
 * @example
 * tableEntries({ v: 1, r: { "GET /pets/{id}": { p: { id: "L" } } } }, undefined, { credentials: new Map(), server: undefined })("GET", "/pets/{id}").template; // => "/pets/{.id}"
 */
export function tableEntries(table: RouteTable, documentUrl: string | undefined, access: Access): EntryFor {
  return (verb, url) => {
    // A table endpoint reads the route's spelling by the table's rule: a `:` inside a segment is
    // literal (D4), and so is a whole-segment `:id` the table has a route for (the description's path).
    // The planner gives a non-empty string `url`; errors name the route looked up (no trailing `{?...}`).
    const text = tableTemplate(url, table, verb) as string;
    const entry = resolveEntry(table, lookupRoute(verb, text));
    const credentials = credentialsFor(entry.requirements, access.credentials);
    // An entry that says nothing but which keys keep `+` signs is planned as the defaults are.
    const plus = plainEntryKeys(entry);
    return {
      route: entry.route,
      template: plus ? text : pathTemplate(text, entry),
      literalColons: true,
      nested: nestedPathValues,
      pathRequired: true,
      // `null`: a relative server that no documentUrl resolves, refused when a request would use it.
      server: chosenServer(access.server, resolveServer(entry.server, documentUrl, entry.route)),
      place: (method, slots, variables, named) => {
        // Whatever the entry, a key named like one of the API's header or cookie parameters that the
        // route does not take is refused first (32.12); the route's credentials join what it places.
        assertWireKeys(table, entry, slots, variables);
        const placement = plus
          ? // A table endpoint's path parameters are required, whatever the entry (25.7).
            placeByDefault(`${verb} ${url}`, method, slots, variables, plus, (path) => pathRequired(entry.route, path))
          : planTable(entry, method, slots, variables, named);
        return credentials === undefined ? placement : withCredentials(placement, credentials, text);
      },
    };
  };
}
