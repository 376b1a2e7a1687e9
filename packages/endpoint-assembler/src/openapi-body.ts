// The pieces of an OpenAPI operation that both kinds of typed endpoint read: its parameter groups,
// its request body, and how a call gives that body (as fields or as `data`). Types only.
import type { ReservedOption } from "./named-options";

/** An object type with no keys required (`{}`): the identity of `&`, and what a call without options gives. */
export type NoKeys = Record<never, never>;

/**
 * A parameter group as read (`undefined` and `unknown` already made `{}`), or {@link NoKeys} where it
 * is `never` (openapi-typescript 7 writes `query?: never`). Decided on the keys (`keyof never` holds
 * `symbol`), which the compiler compares without walking the group.
 */
export type OrEmpty<Group> = symbol extends keyof Group ? NoKeys : Group;

/** One group of an operation's parameters (`"path"`, `"query"`, `"header"`, `"cookie"`), or {@link NoKeys}. */
export type ParameterGroup<Operation, In extends string> = Operation extends { parameters: infer Parameters }
  ? In extends keyof Parameters ? OrEmpty<NonNullable<Parameters[In]>> : NoKeys
  : NoKeys;

/** The media types of an operation's request body by name (`{ "application/json": Schema }`), or `never`. */
export type BodyContent<Operation> = "requestBody" extends keyof Operation
  ? NonNullable<Operation["requestBody"]> extends { content: infer Content } ? Content : never
  : never;

/** True when an operation requires a request body. */
export type BodyRequired<Operation> = Operation extends { requestBody: object } ? true : false;

/**
 * The fields of an optional body, each optional: `Body` itself when it requires none already (most
 * do), which spares the compiler a mapped type over every field.
 */
export type OptionalFields<Body> = NoKeys extends Body ? Body : Partial<Body>;

/**
 * `Fields` with the keys in `Bound` (set by `.defaults()`) optional, their types kept; the keys in
 * `Taken` left out (the named options, and for a route table the parameters' keys).
 */
export type Loosen<Fields, Bound extends string, Taken extends string = ReservedOption> = [Bound | (keyof Fields & Taken)] extends [never]
  ? Fields
  : { [Key in keyof Fields as Key extends Bound | Taken ? never : Key]: Fields[Key] } & {
      [Key in keyof Fields as Key extends Taken ? never : Key extends Bound ? Key : never]?: Fields[Key];
    };

/**
 * How a call gives a request body of schema `Body`: its fields as options, or the whole body as
 * `Data`. A body that is not an object, or that requires a key in `Taken` (a named option such as
 * `url`, or a parameter's key), is given as `Data` only; optional fields in `Taken` are left out.
 */
export type BodyForms<Body, Bound extends string, Data, Taken extends string = ReservedOption> = [Body] extends [readonly unknown[]]
  ? Data
  : [NonNullable<Body>] extends [object]
    ? [keyof NonNullable<Body> & Taken] extends [never]
      ? FieldsForm<NonNullable<Body>, Bound, Taken> | Data
      : NonNullable<Body> extends Record<keyof NonNullable<Body> & Taken, unknown>
        ? Data
        : FieldsForm<NonNullable<Body>, Bound, Taken> | Data
    : Data;

/**
 * A body given as fields. One with an index signature takes any key (the path parameters must fit
 * it), unless its values are `never`: a body declared as an empty object (`Record<string, never>`,
 * as Stripe writes many) takes no key at all.
 */
type FieldsForm<Body, Bound extends string, Taken extends string> = string extends keyof Body
  ? [Exclude<Body[string & keyof Body], undefined>] extends [never]
    ? { data?: undefined }
    : { [key: string]: unknown }
  : Loosen<Body, Bound, Taken> & { data?: undefined };
