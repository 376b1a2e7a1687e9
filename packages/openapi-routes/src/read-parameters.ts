import { isPlainObject, quote } from "@scope/kit";
import { OpenApiError } from "./errors";
import type { Location, ParameterModel, Style } from "./model";
import type { Resolve } from "./resolve-ref";
import { schemaKind } from "./schema-kind";

/** The locations each style fits, from the specification's table of style values. */
const STYLE_LOCATIONS: Readonly<Record<Style, readonly Location[]>> = {
  matrix: ["path"],
  label: ["path"],
  simple: ["path", "header"],
  form: ["query", "cookie"],
  spaceDelimited: ["query"],
  pipeDelimited: ["query"],
  deepObject: ["query"],
};

/** The default style of each location. */
const DEFAULT_STYLES: Readonly<Record<Location, Style>> = { path: "simple", query: "form", header: "simple", cookie: "form" };

// Header parameters the specification tells to ignore: the request's own headers say these.
const IGNORED_HEADERS = new Set(["accept", "content-type", "authorization"]);

interface Context {
  readonly resolve: Resolve;
  readonly route: string;
  readonly path: string;
}

/**
 * The parameters of one operation: the path item's, overridden by the operation's of the same name
 * and location, references resolved, every default applied, each one checked.
 * @see https://spec.openapis.org/oas/v3.1.0#style-values
 */
export function readParameters(pathLevel: unknown, operationLevel: unknown, context: Context): ParameterModel[] {
  const byKey = new Map<string, ParameterModel>();
  for (const list of [pathLevel, operationLevel]) {
    const seen = new Set<string>();
    for (const parameter of readList(list, context)) {
      const key = `${parameter.in} ${parameter.name}`;
      if (seen.has(key)) {
        throw new OpenApiError("INVALID_DOCUMENT", { route: context.route, parameter: parameter.name }, `the ${parameter.in} parameter is listed twice: a list of parameters holds each name and location once`);
      }
      seen.add(key);
      byKey.delete(key); // the operation's comes in the operation's order
      byKey.set(key, parameter);
    }
  }
  return [...byKey.values()];
}

function readList(list: unknown, context: Context): ParameterModel[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) {
    throw new OpenApiError("INVALID_DOCUMENT", { route: context.route }, "parameters is not an array");
  }
  return list.flatMap((item: unknown) => {
    const parameter = readParameter(context.resolve(item, { route: context.route }), context);
    return parameter === undefined ? [] : [parameter];
  });
}

function readParameter(value: unknown, context: Context): ParameterModel | undefined {
  const { route } = context;
  if (!isPlainObject(value) || typeof value.name !== "string" || value.name === "") {
    throw new OpenApiError("INVALID_DOCUMENT", { route }, 'a parameter has no name: expected { name: "id", in: "path" }');
  }
  const { name } = value;
  const place = { route, parameter: name };
  const location = value.in;
  if (typeof location !== "string" || !Object.hasOwn(DEFAULT_STYLES, location)) {
    throw new OpenApiError("INVALID_PARAMETER", place, `its location (in) is ${JSON.stringify(location) ?? "missing"}, expected "path", "query", "header" or "cookie"`);
  }
  const where = location as Location;
  if (where === "header" && IGNORED_HEADERS.has(name.toLowerCase())) return undefined;
  if (where === "path") checkPathParameter(value, context);
  const style = value.style ?? DEFAULT_STYLES[where];
  if (typeof style !== "string" || !Object.hasOwn(STYLE_LOCATIONS, style) || !STYLE_LOCATIONS[style as Style].includes(where)) {
    const fits = Object.entries(STYLE_LOCATIONS).flatMap(([key, places]) => (places.includes(where) ? [key] : []));
    throw new OpenApiError("STYLE_NOT_ALLOWED", place, `the style ${JSON.stringify(style)} does not fit a ${where} parameter, expected one of ${fits.join(", ")}`);
  }
  const explode = readFlag(value.explode, style === "form", place, "explode");
  const parameter: ParameterModel = {
    name,
    in: where,
    required: readFlag(value.required, false, place, "required"),
    style: style as Style,
    explode,
    allowReserved: where === "query" && readFlag(value.allowReserved, false, place, "allowReserved"),
    primitive: value.content === undefined && schemaKind(value.schema, context.resolve, place) === "primitive",
  };
  const contentType = readContentType(value, place);
  return contentType === undefined ? parameter : { ...parameter, contentType };
}

function checkPathParameter(value: Record<string, unknown>, { route, path }: Context): void {
  const place = { route, parameter: value.name as string };
  if (value.required !== true) {
    throw new OpenApiError("INVALID_PARAMETER", place, "a path parameter must say required: true");
  }
  if (!path.includes(`{${value.name as string}}`)) {
    throw new OpenApiError("INVALID_PARAMETER", place, `the path ${quote(path)} has no {${value.name as string}} for this path parameter`);
  }
}

function readFlag(value: unknown, fallback: boolean, place: { route: string; parameter: string }, field: string): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== "boolean") throw new OpenApiError("INVALID_PARAMETER", place, `${field} is ${JSON.stringify(value)}, expected true or false`);
  return value;
}

/** The one media type of a `content` parameter; `content` and `schema` exclude each other. */
function readContentType(value: Record<string, unknown>, place: { route: string; parameter: string }): string | undefined {
  if (value.content === undefined) return undefined;
  const types = isPlainObject(value.content) ? Object.keys(value.content) : [];
  if (types.length !== 1 || value.schema !== undefined) {
    throw new OpenApiError("INVALID_PARAMETER", place, "content must hold exactly one media type, and a parameter has content or schema, not both");
  }
  return types[0];
}
