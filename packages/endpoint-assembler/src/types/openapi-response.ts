// What an OpenAPI operation answers, by status: the bodies of its 2xx responses and of the others, as
// a client reads them (JSON parsed, text as a string, anything else a `Blob`, no content `undefined`).
// Types only; `fetcher` of `@scope/endpoint/fetch` reads a response by the same rules at run time.
import type { JsonMedia, MediaRange } from "./openapi-body";
import type { OpenApiOperation } from "./openapi-route";

/**
 * A response body as read, by its media type: the schema for JSON ({@link JsonMedia}: the rule of
 * `bodyKind`), a `string` for `text/*`, a `Blob` for anything else. A range (`*`/`*`,
 * `application/*`) is any of them: the response's content-type decides.
 */
type MediaBody<Media, Schema> =
  Lowercase<Media & string> extends JsonMedia
    ? Schema
    : Lowercase<Media & string> extends `text/${string}`
      ? string
      : Media extends MediaRange
        ? Schema | string | Blob
        : Blob;

/** The body of one response: the union over its media types, `undefined` where it declares no content. */
type ResponseBody<Response> = Response extends { content: infer Content }
  ? [Content] extends [never]
    ? undefined // openapi-typescript writes `content: never` (GitHub's 204) for a response without one
    : { [Media in keyof Content]-?: MediaBody<Media, Content[Media]> }[keyof Content]
  : undefined;

/** True for a 2xx status key: `200` to `299` (openapi-typescript writes them as numbers) and `"2XX"`. */
type IsSuccess<Status> = `${Status & (string | number)}` extends `2${string}` ? true : false;

/** The status keys of `Responses` that are (`Success` true) or are not 2xx. */
type StatusKeys<Responses, Success extends boolean> = { [Status in keyof Responses]-?: IsSuccess<Status> extends Success ? Status : never }[keyof Responses];

/** The bodies of the responses of `Responses` that are (or are not) 2xx; `unknown` where it declares none. */
type BodiesOf<Responses, Success extends boolean> = [StatusKeys<Responses, Success>] extends [never]
  ? unknown
  : { [Status in StatusKeys<Responses, Success>]-?: ResponseBody<NonNullable<Responses[Status]>> }[StatusKeys<Responses, Success>];

/** The responses of an operation, `never` where it declares none (openapi-typescript 7 writes `responses: never`). */
type ResponsesOf<Operation> = Operation extends { responses: infer Responses } ? Responses : never;

/**
 * The body of a 2xx response of `Operation` (the union over its 2xx statuses and media types), as
 * `fetcher`'s `send` gives it in `data`; `unknown` where the operation declares no 2xx response.
 * @example
 * type Repo = OpenApiResponseData<paths["/repos/{owner}/{repo}"]["get"]>; // components["schemas"]["full-repository"]
 */
export type OpenApiResponseData<Operation> = [ResponsesOf<Operation>] extends [never] ? unknown : BodiesOf<ResponsesOf<Operation>, true>;

/**
 * The body of any other response of `Operation` (each non-2xx status, `4XX`, `default`), as `send`
 * gives it in `error`; `unknown` where the operation declares none.
 * @example
 * type Failure = OpenApiResponseError<paths["/repos/{owner}/{repo}"]["get"]>; // components["schemas"]["basic-error"]
 */
export type OpenApiResponseError<Operation> = [ResponsesOf<Operation>] extends [never] ? unknown : BodiesOf<ResponsesOf<Operation>, false>;

/**
 * What a sent request resolved to: the body of a 2xx response in `data`, of any other in `error`
 * (the other one `undefined`), and the `Response` itself.
 */
export type SendResult<Data, Error> =
  | { readonly data: Data; readonly error: undefined; readonly response: Response }
  | { readonly data: undefined; readonly error: Error; readonly response: Response };

/** The result of sending route `Route` of `Paths`; `unknown` bodies for a route typed `string`. */
export type OpenApiSendResult<Paths, Route extends string> = string extends Route
  ? SendResult<unknown, unknown>
  : OpenApiOperation<Paths, Route> extends infer Operation
    ? SendResult<OpenApiResponseData<Operation>, OpenApiResponseError<Operation>>
    : never;
