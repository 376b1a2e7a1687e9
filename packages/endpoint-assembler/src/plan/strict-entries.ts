// The strict wrapper of a route table's entry reader (issue 31.4), which `fromOpenApi` binds: the
// did-you-mean hints of its refusals (the nearest route of a closed table, the nearest listed key,
// the nearest route of a header or cookie name). A table bound without it (`fromRoutes`) refuses
// the same keys and routes with fixed hints, and an app that imports only `fromRoutes` ships none
// of this: no edit distance, no hint text.
import { nearestName, type Nearest } from "../checks/nearest-name";
import { UnknownParameterError, UnknownRouteError } from "../errors/errors";
import { HINT_NEAREST_KEY, HINT_NEAREST_ROUTE, NO_SUCH_PARAMETER } from "../errors/messages";
import type { Entry, EntryFor, Placement, Slot } from "../entry/entry";
import { methodsOf } from "../entry/closed-table";
import { resolveEntry } from "../entry/route-entry";
import { ownField } from "../entry/entry";
import { entryLayers, routeHash } from "../entry/route-hash";
import { wireKeyHint } from "../entry/wire-names";
import type { RouteTable } from "../types/route-table";

/** The most refused keys of one plan that get a did-you-mean hint (each compares with every listed key). */
const MAX_HINTS = 8;
/** The longest route whose one-edit spellings are looked up by hash (a compact table keeps hashes, not names). */
const MAX_ROUTE_LENGTH = 200;
/** The characters a one-edit spelling may add or change, besides the route's own. */
const ROUTE_CHARACTERS = "abcdefghijklmnopqrstuvwxyz0123456789/._-{}";

/** The strict plug-in: `wrap`, the entry reader of `table` with the hints of {@link strictEntries}; `near`, the did-you-mean of `withAuth` and `withServer`. */
export interface StrictEntries {
  readonly wrap: (table: RouteTable, entries: EntryFor) => EntryFor;
  readonly near: Nearest;
}

/**
 * The entry reader `entries` of `table`, whose refusals name the nearest match: a route a closed
 * table lacks (`UnknownRouteError.suggestion`), a key no entry lists (`the nearest key it lists is
 * "opt_fields"`), a header or cookie name given on a route the table does not know (its nearest
 * route); `withAuth` and `withServer` name the nearest scheme or variable. Everything else is
 * `entries`' own: what is refused, and every other hint.
 * @example
 * createRouteEndpoint(table, defaults, { vendor: "" }, strictEntries); // refusals with did-you-mean
 */
// An object literal of two functions, not a function given a property: an assignment at the top
// level is a side effect that would keep this module in every bundle of a shared chunk.
export const strictEntries: StrictEntries = { wrap: wrapEntries, near: nearestName };

function wrapEntries(table: RouteTable, entries: EntryFor): EntryFor {
  return (verb, url) => {
    let entry: Entry;
    try {
      entry = entries(verb, url);
    } catch (error) {
      throw withNearestRoute(table, error);
    }
    return { ...entry, place: (...args) => placeWithHints(table, entry, args) };
  };
}

function placeWithHints(table: RouteTable, entry: Entry, args: Parameters<Entry["place"]>): Placement {
  let placement: Placement;
  try {
    placement = entry.place(...args);
  } catch (error) {
    throw withNearestRouteOfKey(table, error);
  }
  const fixed = (hint: string) => hint.startsWith(NO_SUCH_PARAMETER);
  if (!placement.refused.some(([, hint]) => fixed(hint))) return placement;
  // Open tables too: an entry lists the parameters it places (Kubernetes' `labelSelector`), so a
  // misspelled one is named there as on a closed table (33.4).
  const listed = resolveEntry(table, entry.route).params;
  let hints = 0;
  const refused = placement.refused.map(([slot, hint]): readonly [Slot, string] => {
    const near = fixed(hint) && hints++ < MAX_HINTS ? nearestName(slot.name, listed.keys()) : undefined;
    return near === undefined ? [slot, hint] : [slot, HINT_NEAREST_KEY(near)];
  });
  return { ...placement, refused };
}

/** `error`, or, for a route a closed table lacks whose path it lacks too, the same naming the nearest route. */
function withNearestRoute(table: RouteTable, error: unknown): unknown {
  if (!(error instanceof UnknownRouteError) || error.suggestion !== undefined || error.methods.length > 0) return error;
  const route = error.route;
  const space = route.indexOf(" ");
  // The nearest path, so that a misspelled path finds its route whatever the method: its route of the
  // same method, else its first.
  const paths = new Set(Object.keys(ownField(table, "r") ?? {}).map((known) => known.slice(known.indexOf(" "))));
  const near = nearestName(route.slice(space), paths);
  const methods = near === undefined ? [] : methodsOf(table, near);
  const method = methods.includes(route.slice(0, space)) ? route.slice(0, space) : methods[0];
  return method === undefined ? error : new UnknownRouteError(route, `${method}${near as string}`, []);
}

/** `error`, or, for a header or cookie name refused on a route the table does not know, the same naming the nearest route. */
function withNearestRouteOfKey(table: RouteTable, error: unknown): unknown {
  if (!(error instanceof UnknownParameterError)) return error;
  const hint = wireKeyHint(table, error.parameter);
  if (hint === undefined || entryLayers(table, error.route)[3] !== undefined) return error;
  const near = nearestRoute(table, error.route);
  return near === undefined ? error : new UnknownParameterError(error.route, error.parameter, HINT_NEAREST_ROUTE(hint, near));
}

/**
 * The table's route nearest to `route`: by name among `r` (two edits at most), else one edit away
 * among the hashed entries of `h`, whose names the table does not keep (each spelling hashed).
 */
function nearestRoute(table: RouteTable, route: string): string | undefined {
  const named = nearestName(route, Object.keys(ownField(table, "r") ?? {}));
  const hashed = ownField(table, "h");
  if (named !== undefined || hashed === undefined || route.length > MAX_ROUTE_LENGTH) return named;
  const characters = [...new Set(ROUTE_CHARACTERS + route.slice(route.indexOf(" ") + 1))];
  for (let index = route.indexOf(" ") + 1; index <= route.length; index++) {
    const [head, tail] = [route.slice(0, index), route.slice(index)];
    const spellings = [head + tail.slice(1), ...characters.flatMap((character) => [head + character + tail, head + character + tail.slice(1)])];
    const found = spellings.find((spelling) => spelling !== route && Object.hasOwn(hashed, routeHash(spelling)));
    if (found !== undefined) return found;
  }
  return undefined;
}
