// A real HTTP server on 127.0.0.1 that records what each request carried, byte for byte, so the
// tests check what a client put on the wire rather than what it was given.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

/** One request as the server received it. */
export interface ReceivedRequest {
  method: string;
  /** Path and query, as on the request line. */
  path: string;
  /** Header names lower-cased (HTTP names are case-insensitive), values exactly as sent. */
  headers: Record<string, string>;
  body: Buffer;
}

/** What the server answers a recorded request: a status, headers and a body. */
export interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

/** The answer to a recorded request, or `undefined` for the default (204 No Content). */
export type Answerer = (request: ReceivedRequest) => Answer | undefined;

/** A file the server answers GET requests for, instead of recording them. */
export interface StaticFile {
  type: string;
  content: string | Buffer;
}

export interface RecordingServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  /** Every recorded request, oldest first. */
  received: ReceivedRequest[];
  /** The latest recorded request; throws when there is none. */
  last(): ReceivedRequest;
  close(): Promise<void>;
}

function headerRecord(rawHeaders: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (let index = 0; index < rawHeaders.length; index += 2) {
    headers[rawHeaders[index]!.toLowerCase()] = rawHeaders[index + 1]!;
  }
  return headers;
}

async function record(request: IncomingMessage): Promise<ReceivedRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return {
    method: request.method ?? "",
    path: request.url ?? "",
    headers: headerRecord(request.rawHeaders),
    body: Buffer.concat(chunks),
  };
}

/**
 * Starts a server on an ephemeral port of 127.0.0.1. GET requests for one of `files` are answered
 * with the file; any other request is recorded and answered by `answer`, else with 204 No Content.
 */
export async function startRecordingServer(
  files: Readonly<Record<string, StaticFile>> = {},
  received: ReceivedRequest[] = [],
  answer: Answerer = () => undefined,
): Promise<RecordingServer> {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const file = request.method === "GET" ? files[request.url ?? ""] : undefined;
    if (file) {
      response.writeHead(200, { "content-type": file.type, "cache-control": "no-store" }).end(file.content);
      return;
    }
    void record(request).then((entry) => {
      received.push(entry);
      const { status, headers, body } = answer(entry) ?? { status: 204 };
      response.writeHead(status, headers).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    received,
    last() {
      const entry = received.at(-1);
      if (!entry) throw new Error("the server has received no request yet");
      return entry;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/**
 * A recording server for one test file: started before its tests and closed after them. `fetch`
 * sends a URL that matches `hosts` (a URL prefix pattern) to the server instead; `answer` answers
 * the requests it records (204 No Content where it gives nothing).
 * @example
 * const { received, fetch: localFetch } = useRecordingServer(/^https:\/\/api\.github\.com/);
 */
export function useRecordingServer(
  hosts: RegExp,
  answer?: Answerer,
): { readonly received: ReceivedRequest[]; fetch(url: string, init?: RequestInit): Promise<Response> } {
  let server: RecordingServer | undefined;
  const received: ReceivedRequest[] = [];
  beforeAll(async () => {
    server = await startRecordingServer({}, received, answer);
  });
  afterAll(() => server?.close());
  return { received, fetch: (url, init) => fetch(url.replace(hosts, server?.origin ?? ""), init) };
}
