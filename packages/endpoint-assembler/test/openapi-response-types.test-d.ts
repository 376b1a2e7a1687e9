// Issue 33.3: the response bodies of an operation as `send` reads them, by status (2xx in data, the
// others in error) and media type (JSON parsed, text a string, anything else a Blob, no content
// undefined), in the shape openapi-typescript 7 writes.
import { describe, expectTypeOf, it } from "vitest";
import type { OpenApiResponseData, OpenApiResponseError, OpenApiSendResult, SendResult } from "../src/index";

type Headers = { [name: string]: unknown };
interface Item {
  id: string;
}
interface Problem {
  title: string;
}

interface Operations {
  media: {
    responses: {
      200: { headers: Headers; content: { "application/json; charset=utf-8": Item; "text/plain": string; "application/pdf": string } };
      404: { headers: Headers; content: { "application/problem+json": Problem } };
      default: { headers: Headers; content: { "text/html": string } };
    };
  };
  ranges: {
    responses: {
      "2XX": { headers: Headers; content: { "*/*": Item } };
      "4XX": { headers: Headers; content?: never };
    };
  };
  none: { responses: never };
  errorsOnly: { responses: { default: { headers: Headers; content: { "application/json": Problem } } } };
  created: { responses: { 201: { headers: Headers; content: { "application/vnd.api+json": Item } }; 204: { headers: Headers; content?: never } } };
}

describe("33.3: response bodies by status and media type", () => {
  it("JSON with parameters and +json types are the schema, text a string, anything else a Blob", () => {
    expectTypeOf<OpenApiResponseData<Operations["media"]>>().toEqualTypeOf<Item | string | Blob>();
    expectTypeOf<OpenApiResponseError<Operations["media"]>>().toEqualTypeOf<Problem | string>();
  });

  it("2XX and 4XX keys; a range is whatever the response's content-type says; no content is undefined", () => {
    expectTypeOf<OpenApiResponseData<Operations["ranges"]>>().toEqualTypeOf<Item | string | Blob>();
    expectTypeOf<OpenApiResponseError<Operations["ranges"]>>().toEqualTypeOf<undefined>();
    expectTypeOf<OpenApiResponseData<Operations["created"]>>().toEqualTypeOf<Item | undefined>();
  });

  it("unknown where the description declares no such response", () => {
    expectTypeOf<OpenApiResponseData<Operations["none"]>>().toEqualTypeOf<unknown>();
    expectTypeOf<OpenApiResponseError<Operations["none"]>>().toEqualTypeOf<unknown>();
    expectTypeOf<OpenApiResponseData<Operations["errorsOnly"]>>().toEqualTypeOf<unknown>();
    expectTypeOf<OpenApiResponseError<Operations["errorsOnly"]>>().toEqualTypeOf<Problem>();
  });

  it("a route typed string gives unknown", () => {
    expectTypeOf<OpenApiSendResult<{ "/x": { get: Operations["errorsOnly"] } }, string>>().toEqualTypeOf<SendResult<unknown, unknown>>();
    expectTypeOf<OpenApiSendResult<{ "/x": { get: Operations["errorsOnly"] } }, "GET /x">>().toEqualTypeOf<SendResult<unknown, Problem>>();
  });
});
