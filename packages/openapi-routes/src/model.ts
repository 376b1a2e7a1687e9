// The description read into plain facts, one operation at a time: what the route table is written
// from. Every default of the specification is already applied here, so the table's writer compares
// each fact with its default and keeps only those that differ.

/** A parameter location of the OpenAPI specification. */
export type Location = "path" | "query" | "header" | "cookie";

/** A serialization style of the OpenAPI specification. */
export type Style = "matrix" | "label" | "simple" | "form" | "spaceDelimited" | "pipeDelimited" | "deepObject";

/** One parameter, as the operation uses it (path-level ones merged in, references resolved). */
export interface ParameterModel {
  readonly name: string;
  readonly in: Location;
  readonly required: boolean;
  /** The style given, or the location's default (`simple` for path and header, `form` otherwise). */
  readonly style: Style;
  /** `explode` given, or its default: true for `form`, false otherwise. */
  readonly explode: boolean;
  readonly allowReserved: boolean;
  /** True when every value the schema allows is a primitive, which every style writes as `name=value`. */
  readonly primitive: boolean;
  /** The media type of a `content`-typed parameter (`application/json`), serialized as a whole. */
  readonly contentType?: string;
}

/** How one property of a form or multipart body is encoded (the Encoding Object, as given). */
export interface EncodingModel {
  readonly contentType?: string;
  readonly style?: Style;
  readonly explode?: boolean;
  readonly allowReserved?: boolean;
}

/** One media type the request body may take, in the order the description lists them. */
export interface MediaTypeModel {
  readonly type: string;
  /** Property encodings, by property name, when the description gives any. */
  readonly encoding?: Readonly<Record<string, EncodingModel>>;
  /** For form and multipart types: the top-level properties whose values may be arrays or objects. */
  readonly structured?: readonly string[];
  /** Every top-level property name the schema gives (of `allOf`, `anyOf` and `oneOf` parts too). */
  readonly names: readonly string[];
  /** True when the body may hold other properties: no schema, or `additionalProperties` given and not `false`. */
  readonly open: boolean;
  /** True when every value the schema allows is a primitive (a JSON body that is a string, a number...). */
  readonly scalar: boolean;
}

/** The request body of an operation. */
export interface BodyModel {
  readonly required: boolean;
  readonly media: readonly MediaTypeModel[];
}

/** The server an operation's requests go to. */
export interface ServerModel {
  /** The URL with its variables at their defaults, resolved against `documentUrl` when relative. */
  readonly url: string;
  /** True when the URL stayed relative (no `documentUrl` given): the caller must give `baseUrl`. */
  readonly relative: boolean;
  /** For a URL with variables: the URL as written (resolved like `url`) and each variable's `[default, ...enum]`. */
  readonly variables?: readonly [template: string, values: Readonly<Record<string, readonly string[]>>];
}

/** One operation of the description, all references resolved and all defaults applied. */
export interface OperationModel {
  /** `"GET /pets/{id}"`: the method upper-cased, the path exactly as the description writes it. */
  readonly route: string;
  readonly operationId?: string;
  /** The server, `undefined` for an operation that cannot be built before its server was read. */
  readonly server?: ServerModel;
  /** Why the operation cannot be built (the message of the `OpenApiError` that says so), when it cannot. */
  readonly unbuildable?: string;
  readonly parameters: readonly ParameterModel[];
  readonly body?: BodyModel;
  /** The operation's own `security` field as given (a list of requirements), `undefined` when absent. */
  readonly security?: unknown;
}
