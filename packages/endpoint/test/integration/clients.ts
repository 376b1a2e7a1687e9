// The glue between a result of endpoint() and each HTTP client: a few lines per client.
// docs/http-clients.md shows these blocks verbatim (docs.test.ts checks it), so each client's
// section carries its own import and reads on its own.
import type { RequestHeaders, RequestOptions } from "../../src/index";

// A JSON body is a JS value: it becomes JSON text. `data` goes as given: a string as is (never
// JSON.stringify(""), which is two bytes), bytes copied into a buffer of their own, because axios
// sends the whole ArrayBuffer behind a view and the DOM types take only ArrayBuffer-backed bytes.
export function serializeBody(body: unknown): string | Uint8Array<ArrayBuffer> | undefined {
  if (body === undefined || typeof body === "string") return body;
  return body instanceof Uint8Array ? new Uint8Array(body) : JSON.stringify(body);
}

// Clients type header values as strings; a result may carry a number (content-length).
export function stringifyHeaders(headers: RequestHeaders): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)]));
}

import { toFetch } from "../../src/fetch";

// fetch (Node 18+ and browsers): toFetch() gives its two arguments, header values as strings and
// a JSON body as JSON text.
export function sendWithFetch(options: RequestOptions): Promise<Response> {
  return fetch(...toFetch(options));
}

import { request as undiciRequest, type Dispatcher } from "undici";

// undici.request takes a string or bytes as body, never an object.
export function sendWithUndici({ method, url, headers, body }: RequestOptions): Promise<Dispatcher.ResponseData> {
  return undiciRequest(url, { method, headers: stringifyHeaders(headers), body: serializeBody(body) ?? null });
}

import { request as httpRequest, type IncomingMessage } from "node:http";

// node:http sets content-length from what end() is given: 0 for the empty body of a PUT.
export function sendWithNodeHttp({ method, url, headers, body }: RequestOptions): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers: stringifyHeaders(headers) }, resolve);
    request.on("error", reject).end(serializeBody(body));
  });
}

import axios, { type AxiosResponse } from "axios";

// axios would serialise an object itself, but it guesses a content-type for strings and bytes:
// sending our own serialised body with our headers keeps both exact.
export function sendWithAxios({ method, url, headers, body }: RequestOptions): Promise<AxiosResponse> {
  return axios.request({ method, url, headers, data: serializeBody(body), validateStatus: () => true });
}

import ky from "ky";

// ky retries and throws on non-2xx by default: the caller decides both.
export function sendWithKy({ method, url, headers, body }: RequestOptions): Promise<Response> {
  const options = { method, headers: stringifyHeaders(headers), body: serializeBody(body) ?? null };
  return ky(url, { ...options, retry: 0, throwHttpErrors: false });
}
