// Security schemes and requirements (issue 33.1): the table's `x` (a code per scheme) and each
// operation's `z` (its requirements by scheme index). A table never holds a credential.
import { ownFields } from "./internal/own";
import type { OperationModel } from "./model";
import { createResolver, type Resolve } from "./resolve-ref";

/** The description's security schemes as a table writes them: `[name, code]` pairs, and each name's index. */
export interface SchemeTable {
  readonly x: readonly (readonly [string, string])[];
  readonly index: ReadonlyMap<string, number>;
}

/** The location letters of an apiKey (`in`), as parameter codes write them. */
const API_KEY_PLACES: Readonly<Record<string, string>> = { header: "h", query: "q", cookie: "c" };

/**
 * `components.securitySchemes` as `[name, code]` pairs: `"h:X-API-Key"`, `"q:api_key"`, `"c:sid"`
 * an apiKey in its place under its name; `"b"` a bearer token (`http` `bearer`, `oauth2`,
 * `openIdConnect`, which send an access token as `Bearer`); `"B"` `http` `basic`; `""` a scheme a
 * request cannot carry by itself (`mutualTLS`, another `http` scheme, one of the wrong shape).
 * @see https://spec.openapis.org/oas/v3.1.0#security-scheme-object
 */
export function readSchemes(document: Readonly<Record<string, unknown>>, resolve: Resolve): SchemeTable {
  const schemes = ownFields(ownFields(document.components)?.securitySchemes);
  const x = Object.keys(schemes ?? {}).map((name) => [name, schemeCode(ownFields(resolve(schemes?.[name], { parameter: `securitySchemes ${name}` })))] as const);
  return { x, index: new Map(x.map(([name], index) => [name, index])) };
}

function schemeCode(scheme: Readonly<Record<string, unknown>> | undefined): string {
  const type = scheme?.type;
  if (type === "oauth2" || type === "openIdConnect") return "b";
  if (type === "http" && typeof scheme?.scheme === "string") {
    // HTTP authentication scheme names are case-insensitive (RFC 9110 section 11.1).
    const name = scheme.scheme.toLowerCase();
    return name === "bearer" ? "b" : name === "basic" ? "B" : "";
  }
  const place = typeof scheme?.in === "string" && Object.hasOwn(API_KEY_PLACES, scheme.in) ? API_KEY_PLACES[scheme.in] : undefined;
  return type === "apiKey" && place !== undefined && typeof scheme?.name === "string" && scheme.name !== "" ? `${place}:${scheme.name}` : "";
}

/**
 * A `security` field (of an operation or the document) as an entry's `z`: each requirement's scheme
 * indexes joined by `+`, the requirements by `|`; `""` for none (`[]`). An empty requirement (`{}`,
 * anonymous access) is left out, being met by sending nothing, and so is one naming a scheme the
 * description lacks, which no credential can meet. `undefined` where `security` is not a list (absent).
 * @see https://spec.openapis.org/oas/v3.1.0#security-requirement-object
 */
export function requirementCode(security: unknown, schemes: SchemeTable): string | undefined {
  if (!Array.isArray(security)) return undefined;
  const requirements: string[] = [];
  for (const requirement of security) {
    const names = Object.keys(ownFields(requirement) ?? {});
    const indexes = names.map((name) => schemes.index.get(name));
    if (names.length > 0 && indexes.every((index) => index !== undefined)) requirements.push(indexes.join("+"));
  }
  return requirements.join("|");
}

/** What a table says of a description's security: its schemes (`x`) and the document's requirements (`d.z`). */
export interface TableSecurity extends SchemeTable {
  readonly z: string | undefined;
}

/** The schemes and the document-level requirements of `given`, a description `readOperations` has accepted. */
export function readSecurity(given: unknown): TableSecurity {
  const document = ownFields(given) ?? {};
  const schemes = readSchemes(document, createResolver(given as Record<string, unknown>));
  return { ...schemes, z: requirementCode(document.security, schemes) };
}

/** An operation's `z`: its own requirements where they are not the document's, which `d` gives. */
export function operationRequirement(operation: OperationModel, security: TableSecurity): { z?: string } {
  // The model's own field: a polluted Object.prototype's `security` is no operation's.
  const z = requirementCode(Object.hasOwn(operation, "security") ? operation.security : undefined, security);
  return z === undefined || z === (security.z ?? "") ? {} : { z };
}
