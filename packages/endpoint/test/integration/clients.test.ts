// Issue 7: "the result can be passed to any HTTP client". Each result of endpoint() goes through
// five real clients to a real server, which checks what arrived on the wire.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoint, type RequestOptions } from "../../src/index";
import { WIRE_CASES, type WireCase } from "./cases";
import { sendWithAxios, sendWithFetch, sendWithKy, sendWithNodeHttp, sendWithUndici } from "./clients";
import { startRecordingServer, type RecordingServer } from "@scope/test-utils";

// Each client's response is read to the end, so no connection is left pending.
const CLIENTS: readonly (readonly [string, (options: RequestOptions) => Promise<unknown>])[] = [
  ["fetch", async (options) => (await sendWithFetch(options)).arrayBuffer()],
  ["undici.request", async (options) => (await sendWithUndici(options)).body.dump()],
  ["node:http", async (options) => (await sendWithNodeHttp(options)).resume()],
  ["axios", (options) => sendWithAxios(options)],
  ["ky", async (options) => (await sendWithKy(options)).arrayBuffer()],
];

const ROWS = CLIENTS.flatMap(([client, send]) => WIRE_CASES.map((row) => ({ title: `${client}: ${row.title}`, send, row })));

let server: RecordingServer;

beforeAll(async () => {
  server = await startRecordingServer();
});

afterAll(async () => {
  await server.close();
});

function requestFor(row: WireCase): RequestOptions {
  const local = endpoint.defaults({ baseUrl: server.origin });
  return local(row.route.replace("PORT", String(server.port)), row.options);
}

describe("endpoint() results sent by real HTTP clients arrive unchanged", () => {
  it.each(ROWS.map((entry) => [entry.title, entry] as const))("%s", async (_title, { send, row }) => {
    const options = requestFor(row);
    await send(options);
    const received = server.last();

    expect({ method: received.method, path: received.path }).toEqual({ method: row.expected.method, path: row.expected.path });
    for (const [name, value] of Object.entries(options.headers)) {
      expect({ [name]: received.headers[name] }).toEqual({ [name]: String(value) });
    }
    expect(received.body).toEqual(Buffer.from(row.expected.body));
    if (row.expected.method === "PUT") expect(received.headers["content-length"]).toBe("0");
  });
});
