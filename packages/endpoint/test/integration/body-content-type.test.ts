// A body the client encodes itself arrives with the content type the client gives it: the
// result carries no JSON content-type that fetch would pass on (a FormData body would lose its
// multipart boundary). Sent through Node's fetch, with toFetch and by hand, to a recording server.
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoint } from "../../src/index";
import { toFetch } from "../../src/fetch";
import { startRecordingServer, type RecordingServer } from "@scope/test-utils";

let server: RecordingServer;
beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(async () => {
  await server.close();
});

function formData(): FormData {
  const form = new FormData();
  form.append("title", "a b");
  form.append("file", new Blob(["bytes"], { type: "text/plain" }), "a.txt");
  return form;
}

// [title, data, the content-type that arrives, a part of the body that arrives]
const ROWS: [string, () => unknown, RegExp | undefined, string][] = [
  ["FormData", formData, /^multipart\/form-data; boundary=\S+$/, 'name="title"\r\n\r\na b'],
  ["URLSearchParams", () => new URLSearchParams({ a: "1 2" }), /^application\/x-www-form-urlencoded;charset=UTF-8$/, "a=1+2"],
  ["a Blob with a type", () => new Blob(["<p>"], { type: "text/html" }), /^text\/html$/, "<p>"],
  ["a Blob without a type", () => new Blob(["raw"]), undefined, "raw"],
  ["bytes", () => new TextEncoder().encode("raw"), undefined, "raw"],
  ["a ReadableStream", () => new Blob(["raw"]).stream(), undefined, "raw"],
  ["a Node Readable", () => Readable.from([Buffer.from("raw")]), undefined, "raw"],
  ["a plain object", () => ({ a: 1 }), /^application\/json; charset=utf-8$/, '{"a":1}'],
];

type Send = (result: ReturnType<typeof endpoint>) => Promise<Response>;
const SENDERS: [string, Send][] = [
  ["fetch(...toFetch(result))", (result) => fetch(...toFetch(result))],
  [
    "fetch(url, { method, headers, body }) by hand",
    ({ url, method, headers, body }) => {
      const json = typeof body === "object" && body !== null && Object.getPrototypeOf(body) === Object.prototype;
      const init = { method, headers: headers as Record<string, string>, body: (json ? JSON.stringify(body) : body) as BodyInit };
      return fetch(url, { ...init, duplex: "half" } as RequestInit);
    },
  ],
];

describe("a data body arrives with the content type its client gives it", () => {
  for (const [sender, send] of SENDERS) {
    it.each(ROWS)(`${sender}: %s`, async (_title, data, type, part) => {
      const result = endpoint.defaults({ baseUrl: server.origin })("POST /upload", { data: data() });
      const response = await send(result);
      await response.arrayBuffer();
      const received = server.last();
      expect(response.status).toBe(204);
      if (type === undefined) expect(received.headers["content-type"]).toBeUndefined();
      else expect(received.headers["content-type"]).toMatch(type);
      expect(received.body.toString("utf8")).toContain(part);
    });
  }

  it('headers: { "content-type": "" } sends none: the client sets its own', async () => {
    const result = endpoint.defaults({ baseUrl: server.origin })("POST /upload", { data: formData(), headers: { "content-type": "" } });
    await (await fetch(...toFetch(result))).arrayBuffer();
    expect(server.last().headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
  });
});
