// A local HTTP server for tests that send what the examples build: it answers 200 "ok" and records
// each request it receives. Listens on 127.0.0.1 only.
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

/** A request as the server received it; `body` as latin1 text, so that every byte keeps its value. */
export interface ReceivedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** A started {@link startRecordingServer}: its origin, what it received, and how to stop it. */
export interface RecordingServer {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  /** The requests received, oldest first; the caller may empty it (`received.length = 0`). */
  readonly received: ReceivedRequest[];
  /** `fetch` with the URL's origin replaced by this server's where it matches `hosts` (a URL prefix pattern). */
  fetchFor(hosts: RegExp): (url: string, init?: RequestInit) => Promise<Response>;
  close(): Promise<void>;
}

/**
 * Starts a server on 127.0.0.1 (a free port) that records every request and answers 200 "ok".
 * @example
 * const server = await startRecordingServer();
 * await fetch(`${server.origin}/x`, { method: "POST", body: "a" });
 * server.received[0]; // => { method: "POST", url: "/x", headers: {...}, body: "a" }
 * await server.close();
 */
export async function startRecordingServer(received: ReceivedRequest[] = []): Promise<RecordingServer> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks).toString("latin1") });
      response.end("ok");
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    fetchFor: (hosts) => (url, init) => fetch(url.replace(hosts, origin), init),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A recording server for one test file: started before its tests and closed after them. `fetch`
 * sends a URL that matches `hosts` (a URL prefix pattern) to the server instead.
 * @example
 * const { received, fetch: localFetch } = useRecordingServer(/^https:\/\/api\.github\.com/);
 */
export function useRecordingServer(hosts: RegExp): { readonly received: ReceivedRequest[]; fetch(url: string, init?: RequestInit): Promise<Response> } {
  const received: ReceivedRequest[] = [];
  let server: RecordingServer | undefined;
  beforeAll(async () => {
    server = await startRecordingServer(received);
  });
  afterAll(() => server?.close());
  return { received, fetch: (url, init) => fetch(url.replace(hosts, server?.origin ?? ""), init) };
}
