// Issue 33.3: `send`'s `data` and `error` are the operation's response bodies as the description
// types them (2xx in data, the others in error), for GitHub's types (@octokit/openapi-types) and
// Stripe's (the shape openapi-typescript writes; test/fetcher-stripe-types.test.ts checks the whole
// generated API); misuse does not compile. Each `@ts-expect-error` must be a real error.
import type { components, paths } from "@octokit/openapi-types";
import { describe, expectTypeOf, it } from "vitest";
import { fetcher, type RouteSend, type SendResult } from "../src/fetch";
import { endpoint, type TableEndpoint } from "../src/index";

type Repository = components["schemas"]["full-repository"];
type BasicError = components["schemas"]["basic-error"];

const github = fetcher(endpoint.withTypes<paths>());

describe("33.3: GitHub's response types through endpoint.withTypes<paths>()", () => {
  it("GET /repos/{owner}/{repo}: data is the full repository, error the basic error", async () => {
    const result = await github("GET /repos/{owner}/{repo}", { owner: "octokit", repo: "endpoint.js" });
    expectTypeOf(result).toEqualTypeOf<SendResult<Repository, BasicError>>();
    const { data, error } = result;
    if (error === undefined) expectTypeOf(data).toEqualTypeOf<Repository>();
    else expectTypeOf(error).toEqualTypeOf<BasicError>();
  });

  it("a 204 without content is undefined; a route alone needs no options", async () => {
    expectTypeOf((await github("DELETE /repos/{owner}/{repo}", { owner: "o", repo: "r" })).data).toEqualTypeOf<undefined>();
    expectTypeOf((await github("GET /user")).response).toEqualTypeOf<Response>();
  });

  it("misuse does not compile", async () => {
    const { data, error } = await github("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" });
    // @ts-expect-error data may be undefined (an error response)
    void data.full_name;
    if (error === undefined) {
      // @ts-expect-error a repository has no `fullname`
      void data.fullname;
      // @ts-expect-error stargazers_count is a number
      const stars: string = data.stargazers_count;
      void stars;
    }
    // @ts-expect-error repo is required, as on the endpoint
    void github("GET /repos/{owner}/{repo}", { owner: "o" });
    // @ts-expect-error not a route of GitHub's description
    void github("GET /repos/{owner}/{repo}/nothing", { owner: "o", repo: "r" });
  });

  it("keys bound by .defaults() are optional, as on the endpoint", async () => {
    const bound = fetcher(endpoint.withTypes<paths>().defaults({ owner: "octokit" }));
    expectTypeOf((await bound("GET /repos/{owner}/{repo}", { repo: "r" })).data).toEqualTypeOf<Repository | undefined>();
  });

  it("an endpoint without a description gives unknown", async () => {
    const send = fetcher(endpoint);
    expectTypeOf(send).toEqualTypeOf<RouteSend<never>>();
    expectTypeOf(await send("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" })).toEqualTypeOf<SendResult<unknown, unknown>>();
    // @ts-expect-error repo is required by the route
    void send("GET /repos/{owner}/{repo}", { owner: "o" });
  });
});

/** Stripe's POST /v1/customers as openapi-typescript writes it (the schemas cut to a few fields). */
interface StripePaths {
  "/v1/customers": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    post: StripeOperations["PostCustomers"];
  };
}
interface StripeSchemas {
  customer: { id: string; object: "customer"; email?: string | null; metadata?: { [key: string]: string } };
  error: { error: { type: "api_error" | "card_error" | "idempotency_error" | "invalid_request_error"; message?: string; code?: string } };
}
interface StripeOperations {
  PostCustomers: {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    requestBody?: { content: { "application/x-www-form-urlencoded": { email?: string; expand?: string[]; metadata?: "" | { [key: string]: string } } } };
    responses: {
      200: { headers: { [name: string]: unknown }; content: { "application/json": StripeSchemas["customer"] } };
      default: { headers: { [name: string]: unknown }; content: { "application/json": StripeSchemas["error"] } };
    };
  };
}

declare const table: TableEndpoint;
const stripe = fetcher(table.withTypes<StripePaths>().defaults({ headers: { authorization: "Bearer sk_test_123" } }));

describe("33.3: Stripe's response types through fromOpenApi(document).withTypes<paths>()", () => {
  it("POST /v1/customers: data is the customer, error Stripe's error (the default response)", async () => {
    const result = await stripe("POST /v1/customers", { email: "ada@example.com", metadata: { plan: "pro" } });
    expectTypeOf(result).toEqualTypeOf<SendResult<StripeSchemas["customer"], StripeSchemas["error"]>>();
    if (result.error !== undefined) expectTypeOf(result.error.error.type).toEqualTypeOf<"api_error" | "card_error" | "idempotency_error" | "invalid_request_error">();
    else expectTypeOf(result.data.id).toEqualTypeOf<string>();
  });

  it("misuse does not compile", async () => {
    // @ts-expect-error 'emial' is no field of the body
    void stripe("POST /v1/customers", { emial: "ada@example.com" });
    const { data, error } = await stripe("POST /v1/customers");
    if (error === undefined) {
      // @ts-expect-error a customer's object is "customer"
      const object: "charge" = data.object;
      void object;
    } else {
      // @ts-expect-error the error's fields are under `error`
      void error.message;
    }
  });
});
