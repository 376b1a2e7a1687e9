import { UriTemplateError } from "@scope/url-expander";
import { InvalidOptionsError, InvalidRouteError } from "../errors/errors";
import { ROUTE_STRING } from "../errors/messages";

/** A route split into its parts; `method` is absent when the route is a URL alone. */
export interface RouteParts {
  method?: string;
  url: string;
}

/** A space, tab, CR or LF: the whitespace a route may hold only once, as the space after its method ("GET /x"). */
const WHITESPACE_RE = /[ \t\n\r]/g;

/**
 * Splits a route string into method and URL: `"<METHOD> <url>"`, or `"<url>"` alone.
 *
 * Exactly one space separates the two; any other whitespace is refused rather than silently
 * dropped (the reference keeps only the text up to a second space).
 *
 * @example
 * parseRoute("GET /repos/{owner}/{repo}"); // => { method: "GET", url: "/repos/{owner}/{repo}" }
 * parseRoute("/user");                     // => { url: "/user" }
 */
export function parseRoute(route: string): RouteParts {
  if (typeof route !== "string") {
    throw new InvalidOptionsError(ROUTE_STRING, route);
  }
  const space = route.indexOf(" ");
  if (insideExpression(route, space)) throw new UriTemplateError("INVALID_CHARACTER", route, space);
  WHITESPACE_RE.lastIndex = space + 1;
  const stray = WHITESPACE_RE.test(route) ? WHITESPACE_RE.lastIndex - 1 : -1;
  if (stray !== -1) {
    // Whitespace in "{a b}" breaks the template, not the route's spacing: say so, where the template begins.
    if (insideExpression(route, stray)) throw new UriTemplateError("INVALID_CHARACTER", route.slice(space + 1), stray - space - 1);
    throw new InvalidRouteError(route, stray);
  }
  if (space === -1) {
    if (route === "") throw new InvalidRouteError(route, 0);
    return { url: route };
  }
  if (space === 0 || space === route.length - 1) throw new InvalidRouteError(route, space);
  return { method: route.slice(0, space), url: route.slice(space + 1) };
}

/** True when `index` of `route` lies inside a URI template expression: after a "{" not yet closed. */
function insideExpression(route: string, index: number): boolean {
  return index > 0 && route.lastIndexOf("{", index) > route.lastIndexOf("}", index);
}
