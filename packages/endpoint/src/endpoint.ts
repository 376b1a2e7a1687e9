import { createEndpoint, type Endpoint } from "@scope/endpoint-assembler";
import { ownUserAgent } from "@scope/headers";
// Bundled at build time: the user-agent always carries the released version.
import { version } from "../package.json";
import { lazyEndpoint } from "./lazy-endpoint";

/** The version of this package, as released. */
export const VERSION: string = version;
/**
 * Our product name in the user-agent: with VERSION, our own constants, which the run time does not
 * check again (test/user-agent.test.ts holds that both are tokens); the header rule checks the whole
 * value where defaults bind it.
 */
export const PRODUCT = "scope-endpoint.js";

/**
 * Builds the options of one GitHub REST API request: method, URL, headers, and body when there
 * is one. Sends nothing; hand the result to any HTTP client.
 *
 * Defaults: `GET`, base URL `https://api.github.com`, `accept: application/vnd.github.v3+json`
 * and `user-agent: scope-endpoint.js/<version> <runtime>`. `endpoint.defaults()` binds more.
 *
 * @example
 * endpoint("GET /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "rest.js", labels: "bug" });
 * // => { method: "GET", url: "https://api.github.com/repos/octokit/rest.js/issues?labels=bug",
 * //      headers: { accept: "application/vnd.github.v3+json", "user-agent": "scope-endpoint.js/1.0.0 ..." } }
 *
 * Its defaults are bound on first use, not on import (see `lazyEndpoint`).
 */
export const endpoint: Endpoint = lazyEndpoint(() =>
  createEndpoint(
    {
      // `method: "GET"` is every endpoint's default (createEndpoint).
      baseUrl: "https://api.github.com",
      headers: {
        accept: "application/vnd.github.v3+json",
        "user-agent": ownUserAgent(PRODUCT, VERSION),
      },
      mediaType: { format: "", previews: [] },
    },
    // GitHub's own rule: `q` keeps its literal `+` signs in the query (the search syntax uses them,
    // as in `q: "bug+label:ui"`), a key set of the default entry.
    { vendor: "github", plusKeys: ["q"] },
  ),
);
