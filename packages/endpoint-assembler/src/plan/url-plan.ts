import { parseTemplate, UriTemplateValueError, type UriTemplate } from "@scope/url-expander";
import { MissingUrlError } from "../errors/errors";
import { checkBaseUrl } from "../checks/base-url";
import { assertAuthority, assertLeadingSlash, assertNoDotSegment, assertRelative, isAbsoluteUrl } from "../checks/url-checks";
import { isReservedOption } from "../checks/named-options";
import { assertSegmentValues, segmentParameters } from "./segment-parameters";
import { expandParts, templateParts, type ExpandedUrl, type TemplatePart } from "./template-parts";
import type { Entry, NestedValues } from "../entry/entry";

/** A URL template compiled once, with what `parse` needs to know of it. */
export interface UrlPlan {
  readonly template: UriTemplate;
  /** Parameter names the URL consumes. */
  readonly variables: ReadonlySet<string>;
  /** The route gives a full http(s) URL, so `baseUrl` is not applied. */
  readonly absolute: boolean;
  /** The relative URL starts with an expression: whether it starts with "/" is known once expanded. */
  readonly checkStart: boolean;
  /** A variable is named like a named option (`{url}`); that option does not fill it. */
  readonly namesOption: boolean;
  /** Variables of simple expressions that form a whole path segment (`/{repo}/`): they need a value. */
  readonly segments: readonly string[];
  /**
   * The template cut where its fragment may start (the template itself when it has no literal "#"
   * and no `{#x}`): the URL is built cut at its fragment, so that the query goes before it.
   */
  readonly parts: readonly TemplatePart[];
  /**
   * Bytes the plan keeps alive, about, with its compiled template: 48 a character, twice that for
   * a template with a fragment, whose parts are compiled too. Measured over GitHub's 1,223 routes
   * (50 characters on average), a template with its request plan holds 52 bytes a character; the
   * plan's keys are weighed apart.
   */
  readonly weight: number;
  /**
   * On a route table's endpoint, the values rewritten where RFC 6570 cannot expand them (a member
   * that is itself a list or an object, which OpenAPI leaves undefined): see `nestedPathValues`.
   * Absent, such a value is refused (`UriTemplateValueError`).
   */
  readonly nested: NestedValues | undefined;
  /** The route, which the `MissingParameterError` of a missing whole-segment value names. */
  readonly route: string | undefined;
  /** A route table's endpoint: its description requires every path parameter, which that error says. */
  readonly described: boolean;
}


/**
 * `:name` placeholders: a lower-case letter, then word characters and single "-" between them, as
 * the hyphenated names of route templates (`:enterprise-team` is `{enterprise-team}`, not
 * `{enterprise}-team`; `:8080`, `:a` and the "-" of `:owner-` stay literal).
 */
const COLON_PARAMETER_RE = /:([a-z](?:\w|-(?=\w))+)/g;
/**
 * Compiles a URL (template) for a request plan. The compiled template comes from
 * @scope/url-expander's cache; a plan, which keeps it, is itself cached by its endpoint. Throws
 * `UnsafeUrlError` for a relative URL that starts with text other than "/" (`"GET/user"` given
 * as a route is such a URL): no value could make it start with "/". `entry`: the route's rules,
 * when a plan compiles `url` (its template): whether its `:` are literal, its nested values, the
 * route errors name, whether its path parameters are required (see {@link Entry}).
 */
export function planUrl(url: unknown, entry?: Entry): UrlPlan {
  if (typeof url !== "string" || url === "") throw new MissingUrlError(url);
  // Route templates accept the names the real API uses, hyphens included (`{enterprise-team}`).
  const text = entry?.literalColons === true ? url : url.replace(COLON_PARAMETER_RE, "{$1}");
  const template = parseTemplate(text, { hyphenatedNames: true });
  const absolute = isAbsoluteUrl(url);
  const checkStart = !absolute && url.startsWith("{");
  if (!absolute && !checkStart) assertLeadingSlash(url);
  const parts = templateParts(text, template);
  return {
    template,
    variables: new Set(template.variables),
    absolute,
    checkStart,
    namesOption: template.variables.some(isReservedOption),
    segments: segmentParameters(text),
    parts,
    weight: 48 * url.length * (parts.length > 1 ? 2 : 1),
    nested: entry?.nested,
    route: entry?.route,
    described: entry?.pathRequired === true,
  };
}

/**
 * Expands the plan and joins `baseUrl` and the path with exactly one "/". Refuses a `baseUrl` that
 * is not an http(s) URL or a path starting with "/"; an expansion whose path has a dot-segment
 * (`.`, `..`, or their percent-encoded forms), which URL parsers resolve to another resource; a
 * relative URL that does not start with "/" once expanded; and, without an absolute base URL, a
 * URL that is absolute or scheme-relative (`//host`) against an http or https page. The URL comes
 * cut at its fragment, for the query to go before it.
 */
export function buildUrl(plan: UrlPlan, values: Readonly<Record<string, unknown>>, baseUrl: unknown): ExpandedUrl {
  const base = checkBaseUrl(baseUrl);
  const { url: path, fragment } = expandValues(plan, values);
  const expanded = path + fragment;
  if (plan.variables.size > 0) assertNoDotSegment(expanded, plan.absolute);
  if (plan.segments.length > 0) assertSegmentValues(plan, values, expanded);
  if (plan.absolute) {
    assertAuthority(expanded);
    return { url: path, fragment };
  }
  if (plan.checkStart) assertLeadingSlash(expanded);
  // A path starts with "/": after an absolute base URL, it cannot leave that URL's origin.
  const url = base.prefix + expanded;
  if (base.kind !== "absolute") assertRelative(url);
  return { url: base.prefix + path, fragment };
}

/** The parts expanded; on a table's endpoint, again with nested members rewritten where RFC 6570 cannot expand them. */
function expandValues(plan: UrlPlan, values: Readonly<Record<string, unknown>>): ExpandedUrl {
  try {
    return expandParts(plan.parts, values);
  } catch (error) {
    if (plan.nested === undefined || !(error instanceof UriTemplateValueError) || error.code !== "NESTED_COMPOSITE") throw error;
    return expandParts(plan.parts, plan.nested(values, plan.variables, plan.template.template));
  }
}
