// What a call of an OpenAPI operation takes on an endpoint of a route table (`fromOpenApi`,
// `fromRoutes`), which puts each parameter where the description says: path, query, header and
// cookie parameters by name (location-prefixed where a name is ambiguous), body fields or `data`
// in the operation's media type. Types only; they follow what the table's run time builds.
import type { NamedOptionClash } from "./named-option-messages";
import type { NamedOption } from "../checks/named-options";
import type { BinaryBody, BodyContent, BodyForms, BodyRequired, JsonMedia, Loosen, MediaRange, MultipartFields, NoKeys, OptionalFields, OrEmpty } from "./openapi-body";
import type { OpenApiNamedOptions } from "./openapi-body";
import type { Join } from "./join";

/** A parameter location, and the prefix of its location-prefixed keys (`"query.url"`). */
type Location = "path" | "query" | "header" | "cookie";

// Header parameters the specification tells to ignore (the request's own headers say these): the
// route table has no place for them, so neither do the types.
type IgnoredHeader = "accept" | "content-type" | "authorization";

/** The header parameters a call may give: the ignored ones left out (a key walk only where there is one). */
type WithoutIgnored<Headers> = [Lowercase<keyof Headers & string> & IgnoredHeader] extends [never]
  ? Headers
  : { [Key in keyof Headers as Lowercase<Key & string> extends IgnoredHeader ? never : Key]: Headers[Key] };

/** The names used in two or more locations (`keyof (A & B)` is every key of A and of B). */
type Shared<Path, Query, Header, Cookie> = [keyof Header | keyof Cookie] extends [never]
  ? keyof Path & keyof Query
  : (keyof Path & keyof (Query & Header & Cookie)) | (keyof Query & keyof (Header & Cookie)) | (keyof Header & keyof Cookie);

/** The keys of one location: a name that is shared or a named option's is given location-prefixed. */
type Keyed<Group, In extends Location, Prefixed> = { [Key in keyof Group as Key extends Prefixed ? `${In}.${Key & string}` : Key]: Group[Key] };

/** Where the ambiguous name `Name` is a parameter, as the keys that pick one. */
type PrefixedKeys<Name extends string, Path, Query, Header, Cookie> =
  | (Name extends keyof Path ? `"path.${Name}"` : never)
  | (Name extends keyof Query ? `"query.${Name}"` : never)
  | (Name extends keyof Header ? `"header.${Name}"` : never)
  | (Name extends keyof Cookie ? `"cookie.${Name}"` : never);

/** The message in place of a plain name used in two locations: the run time refuses it, naming the prefixed keys. */
export type AmbiguousName<Name extends string, Keys extends string> = `${Name} names parameters in two locations: give ${Join<Keys, " or ">}`;

/**
 * The parameters of a call: every location's keys, and the ambiguous plain names as messages.
 * Most operations have neither an ambiguous name nor one of a named option: their groups as they are.
 */
type TableParameters<Path, Query, Header, Cookie> = [Shared<Path, Query, Header, Cookie> | (keyof (Path & Query & Header & Cookie) & NamedOption)] extends [never]
  ? Path & Query & Header & Cookie
  : PrefixedParameters<Path, Query, Header, Cookie, Shared<Path, Query, Header, Cookie> | NamedOption>;

type PrefixedParameters<Path, Query, Header, Cookie, Prefixed> = Keyed<Path, "path", Prefixed> &
  Keyed<Query, "query", Prefixed> &
  Keyed<Header, "header", Prefixed> &
  Keyed<Cookie, "cookie", Prefixed> & {
    [Name in Exclude<Shared<Path, Query, Header, Cookie>, NamedOption> & string]?: AmbiguousName<Name, PrefixedKeys<Name, Path, Query, Header, Cookie>>;
  } & {
    [Name in keyof (Path & Query & Header & Cookie) & RefusedOption]?: NamedOptionClash<Name, PrefixedKeys<Name, Path, Query, Header, Cookie>>;
  };

/**
 * Media types the route table builds from keys (lower case), as its run time decides (`bodyKind`;
 * a range is sent as JSON): JSON, form-urlencoded and multipart form data, parameters aside.
 */
type BuiltFromKeys = JsonMedia | MediaRange | WithParameters<"application/x-www-form-urlencoded" | "multipart/form-data">;

/** A media type, with or without parameters (`multipart/form-data; boundary=x`). */
type WithParameters<Type extends string> = Type | `${Type}${";" | " "}${string}`;

/** The schema of a body given as fields (every media type built from keys): a multipart one's `string` fields take a `Blob` too. */
type FieldsOf<Content> = "multipart/form-data" extends keyof Content
  ? Content[Exclude<keyof Content, "multipart/form-data">] | MultipartFields<Content["multipart/form-data"]>
  : Content[keyof Content];

/**
 * What `data` may be: the body's schema (a `string` for a text media type without one, which
 * openapi-typescript writes `unknown`); `FormData` or `URLSearchParams` where the operation takes
 * those; bytes ({@link BinaryData}) for a binary media type. A conditional type, resolved where it
 * is used: a refused call's message shows the union, not this helper's name.
 */
type DataOf<Content> = Content extends unknown
  ?
      | { [Media in keyof Content]-?: Media extends `text/${string}` ? (unknown extends Content[Media] ? string : Content[Media]) : Content[Media] }[keyof Content]
      | ("multipart/form-data" extends keyof Content ? FormData : never)
      | ("application/x-www-form-urlencoded" extends keyof Content ? URLSearchParams : never)
      | BinaryBody<Content>
  : never;

/**
 * The named options whose plain key a route table's run time refuses on an operation with a field
 * of that name, typed here by {@link NamedOptionClash} beside the option's own type (the message
 * is what the compiler shows). `url` and `method` are refused beside every route already, with
 * their own message; `data` is the whole body otherwise, so it is no option there.
 */
type RefusedOption = "headers" | "baseUrl" | "request" | "mediaType" | "data";

/**
 * The body of a call: as fields when every media type of the operation is built from keys (a field
 * named like a parameter or a named option as `"body.<name>"`, a multipart `string` field taking
 * a `Blob`), or whole as `data` (`FormData`, `URLSearchParams`, bytes where the media type takes
 * them). GET and HEAD, and an operation without a request body, take neither; where `data` names a
 * parameter or a field, `data` is no option and the body is given as fields only.
 */
type TableBodyOptions<Operation, Content, Keys, Bound extends string> = symbol extends keyof Content // never: no body
  ? { data?: undefined }
  : [Lowercase<keyof Content & string>] extends [BuiltFromKeys]
    ? FieldsBody<FieldsOf<Content>, BodyRequired<Operation>, Content, Keys, Bound>
    : BodyRequired<Operation> extends true
      ? { data: DataOf<Content> }
      : { data?: DataOf<Content> };

/** {@link TableBodyOptions} of a body built from keys, of schema `Fields`. */
type FieldsBody<Fields, Required, Content, Keys, Bound extends string> = "data" extends keyof Keys | keyof Fields
  ? Required extends true
    ? BodyForms<Fields, Bound, never, (keyof Keys & string) | NamedOption, unknown, RefusedOption>
    : BodyForms<OptionalFields<Fields>, Bound, never, (keyof Keys & string) | NamedOption, unknown, RefusedOption>
  : Required extends true
    ? BodyForms<Fields, Bound, { data: DataOf<Content> }, (keyof Keys & string) | NamedOption, { data?: undefined }, RefusedOption>
    : BodyForms<OptionalFields<Fields>, Bound, { data?: DataOf<Content> }, (keyof Keys & string) | NamedOption, { data?: undefined }, RefusedOption>;

/**
 * The options of a call of `Operation` on an endpoint of a route table: path, query, header and
 * cookie parameters by name with their schema types (required ones required; a name used in two
 * locations or named like a named option given location-prefixed: `"query.url"`; every one may
 * be), the body as fields or as `data` (`FormData` / `URLSearchParams` for multipart and form
 * bodies, bytes for a binary one, a `Blob` for a multipart `string` field; no key at all for a body
 * declared as an empty object), and the named options, except one that names a field of the
 * operation (refused, with a message naming the prefixed key). Keys bound by `.defaults()`
 * (`Bound`) are optional. No other key: a misspelled one is an error that names it. `Method`, lower
 * case: GET and HEAD send no body, whatever the description declares (Stripe declares empty ones).
 */
export type TableOptions<Operation, Bound extends string = never, Method extends string = string> = TableKeys<Operation> extends infer Keys
  ? OpenApiNamedOptions &
      ([Bound] extends [never] ? Keys : Loosen<Keys, Bound>) & // no named option among the keys: they are prefixed
      TableBodyOptions<Operation, Method extends "get" | "head" ? never : BodyContent<Operation>, Keys, Bound>
  : never;

/** The parameters of a call of `Operation`, its groups read by one match. */
type TableKeys<Operation> = Operation extends {
  parameters: { path?: infer Path extends NoKeys; query?: infer Query extends NoKeys; header?: infer Header extends NoKeys; cookie?: infer Cookie extends NoKeys };
}
  ? TableParameters<OrEmpty<Path>, OrEmpty<Query>, WithoutIgnored<OrEmpty<Header>>, OrEmpty<Cookie>>
  : unknown;
