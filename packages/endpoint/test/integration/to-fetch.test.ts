// toFetch() with Node's fetch against a real server: what arrives is the result of endpoint(),
// for the bodies fetch takes as they are (bytes, Blob, URLSearchParams, a stream).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toFetch } from "../../src/fetch";
import { endpoint, type EndpointOptions } from "../../src/index";
import { startRecordingServer, type RecordingServer } from "@scope/test-utils";

let server: RecordingServer;

beforeAll(async () => {
  server = await startRecordingServer();
});

afterAll(async () => {
  await server.close();
});

const BYTES = new Uint8Array([0, 1, 254, 255]);
const OCTETS = { "content-type": "application/octet-stream" };

function stream(): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(BYTES.subarray(0, 2));
      controller.enqueue(BYTES.subarray(2));
      controller.close();
    },
  });
}

// [title, route, options, expected path, expected body bytes]
const ROWS: readonly (readonly [string, string, () => EndpointOptions, string, Uint8Array | string])[] = [
  ["GET with a query", "GET /repos/{owner}/{repo}/issues", () => ({ owner: "o", repo: "r", labels: "a,b" }), "/repos/o/r/issues?labels=a%2Cb", ""],
  ["POST with a JSON body", "POST /markdown", () => ({ text: "Hi é", mode: "gfm" }), "/markdown", '{"text":"Hi é","mode":"gfm"}'],
  ["PUT with an empty body", "PUT /user/starred/{owner}/{repo}", () => ({ owner: "o", repo: "r" }), "/user/starred/o/r", ""],
  ["upload of bytes", "POST /upload{?name}", () => ({ name: "a.bin", data: BYTES, headers: OCTETS }), "/upload?name=a.bin", BYTES],
  ["upload of a Blob", "POST /upload", () => ({ data: new Blob([BYTES]), headers: OCTETS }), "/upload", BYTES],
  ["upload of a stream (duplex half)", "POST /upload", () => ({ data: stream(), headers: OCTETS }), "/upload", BYTES],
  ["a form body", "POST /form", () => ({ data: new URLSearchParams({ a: "1 2" }), headers: { "content-type": "application/x-www-form-urlencoded" } }), "/form", "a=1+2"],
  ["a string body starting with @", "POST /upload", () => ({ data: "@/etc/passwd", headers: { "content-type": "text/plain" } }), "/upload", "@/etc/passwd"],
];

describe("fetch(...toFetch(result)) sends the result", () => {
  it.each(ROWS)("%s", async (_title, route, options, path, body) => {
    const result = endpoint.defaults({ baseUrl: server.origin })(route, { ...options(), request: { retries: 3 } });
    const response = await fetch(...toFetch(result));
    await response.arrayBuffer();
    const received = server.last();

    expect(response.status).toBe(204);
    expect({ method: received.method, path: received.path }).toEqual({ method: result.method, path });
    for (const [name, value] of Object.entries(result.headers)) {
      expect({ [name]: received.headers[name] }).toEqual({ [name]: String(value) });
    }
    expect(received.body).toEqual(Buffer.from(body));
    if (result.method === "PUT") expect(received.headers["content-length"]).toBe("0");
  });
});
