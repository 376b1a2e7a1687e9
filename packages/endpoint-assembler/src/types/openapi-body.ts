// The pieces of an OpenAPI operation that both kinds of typed endpoint read: its parameter groups,
// its request body, and how a call gives that body (as fields or as `data`). Types only.
import type { NamedOptionClash, ReservedName } from "./named-option-messages";
import type { NamedOption } from "../checks/named-options";
import type { RouteCallOptions } from "./options";

/** An object type with no keys required (`{}`): the identity of `&`, and what a call without options gives. */
export type NoKeys = Record<never, never>;

/**
 * A parameter group as read, or `unknown` (no key, and no name in the compiler's messages: `A &
 * unknown` is `A`) where it is `never` (openapi-typescript 7 writes `query?: never`). Decided on the
 * keys (`keyof never` holds `symbol`), which the compiler compares without walking the group.
 */
export type OrEmpty<Group> = symbol extends keyof Group ? unknown : Group;

/** One group of an operation's parameters (`"path"`, `"query"`, `"header"`, `"cookie"`), or `unknown` (none). */
export type ParameterGroup<Operation, In extends string> = Operation extends { parameters: infer Parameters }
  ? In extends keyof Parameters ? OrEmpty<NonNullable<Parameters[In]>> : unknown
  : unknown;

/**
 * A JSON media type as a route table's run time reads one (`bodyKind`: `application/json` and any
 * `+json` type, parameters aside), lower case.
 */
export type JsonMedia = "application/json" | `application/${string}+json` | `application/json${";" | " "}${string}` | `application/${string}+json${";" | " "}${string}`;

/** A media range (`*`/`*`, `application/*`): no request carries one, so a table sends it as JSON. */
export type MediaRange = `${string}*${string}`;

/** The media types of an operation's request body by name (`{ "application/json": Schema }`), or `never`. */
export type BodyContent<Operation> = "requestBody" extends keyof Operation ? ContentOf<NonNullable<Operation["requestBody"]>> : never;

/** The `content` of a request body; `never` for `never` (openapi-typescript 7 writes `requestBody?: never`). */
type ContentOf<Body> = Body extends { content: infer Content } ? Content : never;

/** True when an operation requires a request body. */
export type BodyRequired<Operation> = Operation extends { requestBody: object } ? true : false;

/**
 * The fields of an optional body, each optional: `Body` itself when it requires none already (most
 * do), which spares the compiler a mapped type over every field.
 */
export type OptionalFields<Body> = NoKeys extends Body ? Body : Partial<Body>;

/**
 * `Fields` with the keys in `Bound` (set by `.defaults()`) optional, their types kept; the keys in
 * `Taken` left out as plain keys (the named options, and for a route table the parameters' keys),
 * and given location-prefixed instead where `In` names their location (`"body.url"`), required
 * where `Fields` requires them; the plain keys of those in `Refused` typed by the message that
 * names the prefixed key (a route table's run time refuses them: {@link NamedOptionClash}).
 */
export type Loosen<Fields, Bound extends string, Taken extends string = ReservedName, In extends string = never, Refused extends string = never> = [
  Bound | (keyof Fields & Taken),
] extends [never]
  ? Fields
  : { [Key in keyof Fields as Key extends Bound | Taken ? never : Key]: Fields[Key] } & {
      [Key in keyof Fields as Key extends Taken ? never : Key extends Bound ? Key : never]?: Fields[Key];
    } & ([In] extends [never]
      ? unknown
      : Prefixed<Fields, In, Taken> & { [Key in keyof Fields & Refused & NamedOption]?: NamedOptionClash<Key, `"${In}.${Key}"`> });

/**
 * Location-prefixed keys (`"query.state"`, `"body.title"`, `"path.id"`, `"header.x-trace"`,
 * `"cookie.session"`), which every endpoint understands: each the field of that name in that
 * location. Accepted by their form, values unchecked, so that they cost a call's type nothing;
 * where a prefixed key is the only way to give a field, {@link Prefixed} types it.
 */
export interface LocationKeys {
  [pathParameter: `path.${string}`]: unknown;
  [queryParameter: `query.${string}`]: unknown;
  [headerParameter: `header.${string}`]: unknown;
  [cookieParameter: `cookie.${string}`]: unknown;
  [bodyField: `body.${string}`]: unknown;
}

/**
 * The keys of `Group` in `Only` location-prefixed (`"query.url"`), typed and required where the
 * group requires them: fields that are given so only (named like a named option, or taken by
 * another meaning of the plain key). `unknown` when there is none.
 */
export type Prefixed<Group, In extends string, Only> = [keyof Group & Only] extends [never]
  ? unknown
  : { [Key in keyof Group as Key extends Only ? `${In}.${Key & string}` : never]: Group[Key] };


/**
 * How a call gives a request body of schema `Body`: its fields as options (beside them `data` not
 * given: `{ data?: undefined }`, written out so that a refused call's message shows it rather than a
 * name), or the whole body as `Data`. A body that is not an object is given as `Data` only. A field whose name is in `Taken` (a
 * named option such as `url`, or a parameter's key) is given as `"body.<name>"` (required where the
 * body requires it), its plain key, if in `Refused`, typed by a message; any field may be given so.
 * `Data` is `never` where `data` is no option of the call (a field named `data` on a route table's
 * endpoint), and `FieldsData` then what the call's `data` key is.
 */
export type BodyForms<Body, Bound extends string, Data, Taken extends string = NamedOption, FieldsData = { data?: undefined }, Refused extends string = never> = [
  Body,
] extends [readonly unknown[]]
  ? Data
  : [NonNullable<Body>] extends [object]
    ? FieldsForm<NonNullable<Body>, Bound, Taken, FieldsData, Refused> | Data
    : Data;

/**
 * A body given as fields. One with an index signature takes any key (the path parameters must fit
 * it), unless its values are `never`: a body declared as an empty object (`Record<string, never>`,
 * as Stripe writes many) takes no key at all.
 */
type FieldsForm<Body, Bound extends string, Taken extends string, FieldsData, Refused extends string> = string extends keyof Body
  ? [Exclude<Body[string & keyof Body], undefined>] extends [never]
    ? { data?: undefined }
    : { [key: string]: unknown }
  : Loosen<Body, Bound, Taken, "body", Refused> & FieldsData;

/** Media types of a binary body, which `data` may be given as bytes (`Blob`, `ArrayBuffer`...). */
type BinaryMedia = "application/octet-stream" | "*/*";

/**
 * Bytes as a binary body takes them as `data`: what `fetch` sends as is (a `Blob` or `File`, an
 * `ArrayBuffer`, a typed array or `DataView`, a `ReadableStream`), or an async iterable of bytes
 * (a Node.js `Readable`) for clients that stream one.
 */
export type BinaryData = Blob | ArrayBuffer | ArrayBufferView | ReadableStream | AsyncIterable<Uint8Array>;

/** {@link BinaryData} where the operation takes a binary media type (`application/octet-stream`, or any type), else `never`. */
export type BinaryBody<Content> = [keyof Content & BinaryMedia] extends [never] ? never : BinaryData;

/**
 * A multipart field's value: a `string` field (openapi-typescript writes `format: binary` so) also
 * takes a `Blob` or `File`, a list of strings a list of those; an enum, a number or an object stays
 * as it is. Distributed over a union (`string | undefined`).
 */
export type PartValue<Value> = Value extends string
  ? string extends Value ? Value | Blob : Value
  : Value extends readonly string[]
    ? string extends Value[number] ? Value | readonly (string | Blob)[] : Value
    : Value;

/** A multipart body's fields, each as {@link PartValue} takes it. */
export type MultipartFields<Body> = { [Key in keyof Body]: PartValue<Body[Key]> };

/**
 * The named options a call of a typed route may give (`url` and `method` only as `undefined`: the
 * route decides them), and location-prefixed keys ({@link LocationKeys}).
 */
export interface OpenApiNamedOptions extends Pick<RouteCallOptions, ReservedName>, LocationKeys {}
