// The shape of the ajv standalone validators in src/generated/, written here so that neither the
// source nor the published declarations depend on ajv's types.

/** One error as ajv reports it. */
export interface RawError {
  /** JSON Pointer to the value that failed, for example `/1/args/0`. */
  instancePath: string;
  /** JSON Pointer (with `#`) to the schema keyword that failed. */
  schemaPath: string;
  /** The keyword that failed, for example `type`. */
  keyword: string;
  /** Keyword details, for example `{ type: "string" }` or `{ additionalProperty: "x" }`. */
  params: Record<string, unknown>;
  /** ajv's own message, for example `must be string`. */
  message?: string;
}

/** An ajv validation function: returns whether the value is valid and sets `errors` when not. */
export interface RawValidator {
  (data: unknown): boolean;
  errors?: RawError[] | null;
}
