import { LOCATION_FACTS, STYLE_FACTS } from "@scope/endpoint-assembler";
import { OpenApiError, type OpenApiErrorPlace } from "./errors";
import { ownFields } from "./internal/own";
import type { Location, ParameterModel, Style } from "./model";
import type { Resolve } from "./resolve-ref";
import type { SchemaReader } from "./schema-reader";

// Header parameters the specification tells to ignore: the request's own headers say these.
const IGNORED_HEADERS = new Set(["accept", "content-type", "authorization"]);
// A path template's variable, e.g. "{owner}" in "/repos/{owner}/{repo}".
const PATH_VARIABLE_RE = /\{([^{}]*)\}/g;

/** What reading an operation's parameters needs: the resolver, the schema reader, the route and its path. */
export interface ParameterContext {
  readonly resolve: Resolve;
  readonly schemas: SchemaReader;
  readonly route: string;
  readonly path: string;
}

/**
 * The parameters of one operation: the path item's, overridden by the operation's of the same name
 * and location, references resolved, every default applied, each one checked.
 * @see https://spec.openapis.org/oas/v3.1.0#style-values
 */
export function readParameters(pathLevel: unknown, operationLevel: unknown, context: ParameterContext): ParameterModel[] {
  // The path's variables, read once: an operation of 4,000 of them checks each in constant time.
  const variables = new Set([...context.path.matchAll(PATH_VARIABLE_RE)].map((match) => match[1]));
  const byKey = new Map<string, ParameterModel>();
  for (const list of [pathLevel, operationLevel]) {
    const seen = new Set<string>();
    for (const parameter of readList(list, context, variables)) {
      const key = `${parameter.in} ${parameter.name}`;
      if (seen.has(key)) throw new OpenApiError("PARAMETER_TWICE", { route: context.route, parameter: parameter.name, other: parameter.in });
      seen.add(key);
      byKey.delete(key); // the operation's comes in the operation's order
      byKey.set(key, parameter);
    }
  }
  return [...byKey.values()];
}

function readList(list: unknown, context: ParameterContext, variables: ReadonlySet<string | undefined>): ParameterModel[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) throw new OpenApiError("PARAMETERS_ARRAY", { route: context.route, value: list });
  return list.flatMap((item: unknown) => {
    const parameter = readParameter(context.resolve(item, { route: context.route }), context, variables);
    return parameter === undefined ? [] : [parameter];
  });
}

function readParameter(given: unknown, context: ParameterContext, variables: ReadonlySet<string | undefined>): ParameterModel | undefined {
  const { route } = context;
  const value = ownFields(given);
  // An optional parameter named "" (a placeholder some exporters write) names no key a caller could
  // give: skipped, the operation builds as described. A required one cannot be given: unbuildable.
  if (value?.name === "" && value.required !== true) return undefined;
  if (value === undefined || typeof value.name !== "string" || value.name === "") {
    throw new OpenApiError("PARAMETER_NAME", { route, value: value?.name });
  }
  const { name } = value;
  const place = { route, parameter: name };
  const location = value.in;
  // The style facts (the assembler's STYLE_FACTS, LOCATION_FACTS) know `body` too: a form body's property, never a parameter.
  if (typeof location !== "string" || location === "body" || !Object.hasOwn(LOCATION_FACTS, location)) throw new OpenApiError("LOCATION", { ...place, value: location });
  const where = location as Location;
  if (where === "header" && IGNORED_HEADERS.has(name.toLowerCase())) return undefined;
  if (where === "path") checkPathParameter(value, place, { path: context.path, variables });
  const style = value.style ?? LOCATION_FACTS[where].style;
  if (typeof style !== "string" || !Object.hasOwn(STYLE_FACTS, style) || !STYLE_FACTS[style as Style].in.includes(where)) {
    const fits = Object.entries(STYLE_FACTS).flatMap(([key, fact]) => (fact.in.includes(where) ? [key] : []));
    throw new OpenApiError("STYLE", { ...place, value: style, other: `${fits.join(", ")} for a ${where} parameter` });
  }
  const explode = readFlag(value.explode, STYLE_FACTS[style as Style].explode === true, place, "explode");
  const parameter: ParameterModel = {
    name,
    in: where,
    required: readFlag(value.required, false, place, "required"),
    style: style as Style,
    explode,
    allowReserved: where === "query" && readFlag(value.allowReserved, false, place, "allowReserved"),
    primitive: value.content === undefined && context.schemas.kind(value.schema, place) === "primitive",
  };
  const contentType = readContentType(value, place);
  return contentType === undefined ? parameter : { ...parameter, contentType };
}

function checkPathParameter(
  value: Readonly<Record<string, unknown>>,
  place: OpenApiErrorPlace,
  { path, variables }: { path: string; variables: ReadonlySet<string | undefined> },
): void {
  if (value.required !== true) throw new OpenApiError("PATH_REQUIRED", place);
  if (!variables.has(value.name as string)) throw new OpenApiError("PATH_VARIABLE", { ...place, text: path });
}

function readFlag(value: unknown, fallback: boolean, place: OpenApiErrorPlace, field: string): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== "boolean") throw new OpenApiError("FLAG", { ...place, value, other: field });
  return value;
}

/** The one media type of a `content` parameter; `content` and `schema` exclude each other. */
function readContentType(value: Readonly<Record<string, unknown>>, place: OpenApiErrorPlace): string | undefined {
  if (value.content === undefined) return undefined;
  const types = Object.keys(ownFields(value.content) ?? {});
  if (types.length !== 1 || value.schema !== undefined) throw new OpenApiError("CONTENT", place);
  return types[0];
}
