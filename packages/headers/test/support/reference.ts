// The reference implementation, @octokit/endpoint@7.0.6, for differential tests only.
import { createRequire } from "node:module";

interface ReferenceOptions {
  headers: Record<string, string | number>;
  mediaType: { format: string; previews: string[] };
}

/** The parts of the reference's `endpoint` the differential tests use. */
export interface ReferenceEndpoint {
  (options: Record<string, unknown>): { headers: Record<string, string | number> };
  defaults(options: Record<string, unknown>): ReferenceEndpoint;
  merge(options: Record<string, unknown>): ReferenceOptions;
  DEFAULTS: ReferenceOptions;
}

// Resolved from packages/endpoint, the only package that installs the reference.
const require = createRequire(new URL("../../../endpoint/package.json", import.meta.url));

export const { endpoint: reference } = require("@octokit/endpoint") as { endpoint: ReferenceEndpoint };

/** The accept header the reference sends for a GET with this accept and mediaType. */
export function referenceAccept(accept: string, format: string, previews: readonly string[]): string {
  const options = { method: "GET", url: "/", headers: { accept }, mediaType: { format, previews } };
  return String(reference(options).headers["accept"]);
}
