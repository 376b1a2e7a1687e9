// Issue 33.4: the types take flat keys where a route table's run time builds the body from keys
// (bodyKind: JSON and any +json type, parameters aside; a range is sent as JSON; form and multipart),
// a text body is `data: string`, and an object body with no properties written as openapi-typescript's
// --empty-objects-unknown writes it takes flat keys as additional properties; on the default rules,
// every object body takes flat keys. packages/endpoint/test/types-agree.test.ts runs the same calls.
// Each `@ts-expect-error` must be a real error on the line below it.
import { describe, it } from "vitest";
import type { Endpoint, TableEndpoint } from "../src/index";

type NoParameters = { query?: never; header?: never; path?: never; cookie?: never };
type Post<Content> = { parameters: NoParameters; get?: never; post: { parameters: NoParameters; requestBody: { content: Content }; responses: never } };
interface Paths {
  "/charset": Post<{ "application/json; charset=utf-8": { name?: string } }>;
  "/merge": Post<{ "application/merge-patch+json; charset=utf-8": { name?: string } }>;
  "/upper": Post<{ "Application/JSON": { name?: string } }>;
  "/form": Post<{ "application/x-www-form-urlencoded; charset=utf-8": { name?: string } }>;
  "/any": Post<{ "*/*": { name?: string } }>;
  "/application-any": Post<{ "application/*": { name?: string } }>;
  "/text": Post<{ "text/plain": string }>;
  "/text-any": Post<{ "text/plain": unknown }>;
  "/open": Post<{ "application/json": Record<string, unknown> }>;
  "/closed": Post<{ "application/json": Record<string, never> }>;
}

declare const table: TableEndpoint;
declare const plain: Endpoint;
const api = table.withTypes<Paths>();
const github = plain.withTypes<Paths>();

describe("33.4: media types with parameters, +json and ranges take flat keys where the run time does", () => {
  it("JSON and +json with parameters, any case; form with parameters", () => {
    api("POST /charset", { name: "n" });
    api("POST /merge", { name: "n" });
    api("POST /upper", { name: "n" });
    api("POST /form", { name: "n" });
    github("POST /charset", { name: "n" });
    // @ts-expect-error 'nam' does not exist: the fields are still checked
    api("POST /charset", { nam: "n" });
  });

  it("*/* and application/* (sent as JSON) take flat keys, and bytes as data", () => {
    api("POST /any", { name: "n" });
    api("POST /application-any", { name: "n" });
    api("POST /any", { data: new Blob(["x"]) });
    github("POST /any", { name: "n" });
    // @ts-expect-error 'nme' does not exist
    api("POST /any", { nme: "n" });
  });
});

describe("33.4: a text/plain body is data: string", () => {
  it("with a string schema and with none (openapi-typescript writes unknown)", () => {
    api("POST /text", { data: "hello" });
    api("POST /text-any", { data: "hello" });
    github("POST /text", { data: "hello" });
    // @ts-expect-error a text body is a string
    api("POST /text-any", { data: 1 });
    // @ts-expect-error a text body is not built from keys
    api("POST /text", { name: "n" });
  });
});

describe("33.4: an object body with no properties", () => {
  it("takes flat keys as additional properties (openapi-typescript --empty-objects-unknown), on both rules", () => {
    api("POST /open", { color: "red", size: 2 });
    github("POST /open", { color: "red", size: 2 });
  });

  it("written Record<string, never> (openapi-typescript's default; Stripe's closed bodies) it takes no key", () => {
    api("POST /closed", {});
    // @ts-expect-error the body takes no properties
    api("POST /closed", { color: "red" });
  });
});
