// What each client must put on the wire for a result of endpoint(). `PORT` in a route stands for
// the test server's port, known only once it listens.
import type { EndpointOptions } from "../../src/index";

export interface WireCase {
  title: string;
  route: string;
  options: EndpointOptions;
  /** What the server must receive: request line and body bytes. */
  expected: { method: string; path: string; body: string | Uint8Array };
}

const UPLOAD_BYTES = new Uint8Array([0, 1, 127, 128, 254, 255]);
// A view on part of a larger buffer, as Buffer.from() and subarray() make: only the view is sent.
const UPLOAD_VIEW = new Uint8Array([9, 9, 1, 2, 3, 9]).subarray(2, 5);

export const WIRE_CASES: readonly WireCase[] = [
  {
    title: "GET with a query",
    route: "GET /repos/{owner}/{repo}/issues",
    options: { owner: "octocat", repo: "hello-world", labels: "bug,ui", per_page: 2 },
    expected: { method: "GET", path: "/repos/octocat/hello-world/issues?labels=bug%2Cui&per_page=2", body: "" },
  },
  {
    title: "POST with a JSON body",
    route: "POST /repos/{owner}/{repo}/issues",
    options: { owner: "octocat", repo: "hello-world", title: "Crash in café", labels: ["bug"], headers: { "x-trace": "t-1" } },
    expected: { method: "POST", path: "/repos/octocat/hello-world/issues", body: '{"title":"Crash in café","labels":["bug"]}' },
  },
  {
    // fetch sends a lower-case "patch" as is, and some servers refuse it.
    title: "PATCH with a JSON body",
    route: "PATCH /repos/{owner}/{repo}/issues/{issue_number}",
    options: { owner: "octocat", repo: "hello-world", issue_number: 7, state: "closed" },
    expected: { method: "PATCH", path: "/repos/octocat/hello-world/issues/7", body: '{"state":"closed"}' },
  },
  {
    title: "PUT with an empty body",
    route: "PUT /user/starred/{owner}/{repo}",
    options: { owner: "octocat", repo: "hello-world" },
    expected: { method: "PUT", path: "/user/starred/octocat/hello-world", body: "" },
  },
  {
    title: "upload of bytes to a full URL",
    route: "POST http://127.0.0.1:PORT/upload{?name,label}",
    options: { name: "dump 1.bin", label: "raw", data: UPLOAD_BYTES, headers: { "content-type": "application/octet-stream" } },
    expected: { method: "POST", path: "/upload?name=dump%201.bin&label=raw", body: UPLOAD_BYTES },
  },
  {
    title: "upload of a byte view to a full URL",
    route: "POST http://127.0.0.1:PORT/upload{?name}",
    options: { name: "part.bin", data: UPLOAD_VIEW, headers: { "content-type": "application/octet-stream" } },
    expected: { method: "POST", path: "/upload?name=part.bin", body: new Uint8Array([1, 2, 3]) },
  },
  {
    title: "upload of a string to a full URL",
    route: "POST http://127.0.0.1:PORT/upload{?name,label}",
    options: { name: "notes.txt", data: "line 1\nligne 2 é", headers: { "content-type": "text/plain; charset=utf-8" } },
    expected: { method: "POST", path: "/upload?name=notes.txt", body: "line 1\nligne 2 é" },
  },
  {
    title: "GET of a full URL with a media type",
    route: "GET http://127.0.0.1:PORT/repos/{owner}/{repo}/readme",
    options: { owner: "octocat", repo: "hello-world", mediaType: { format: "raw" } },
    expected: { method: "GET", path: "/repos/octocat/hello-world/readme", body: "" },
  },
];
