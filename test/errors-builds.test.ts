// `instanceof` across the copies of our error classes that a user can load at once: the ESM and the
// CJS build of each package, the browser bundle, and a build run in another realm (`vm`).
// Reads the packages as built: run `npm run build` first.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createContext, runInContext } from "node:vm";
import { beforeAll, describe, expect, it } from "vitest";

type Exports = Record<string, unknown>;
type ErrorClass = abstract new (...args: never[]) => unknown;

const require = createRequire(import.meta.url);
const dist = (name: string, file: string): string => fileURLToPath(new URL(`../packages/${name}/dist/${file}`, import.meta.url));

function built(path: string): string {
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`npm run build\` at the repository root first`);
  return path;
}

/** What `run` threw. */
function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected an error, none was thrown");
}

/** A package's CJS build, run in a new realm: its own globals, its own Error and Object. */
function requireInRealm(path: string): Exports {
  const module = { exports: {} as Exports };
  const wrapper = runInContext(`(function (module, exports) {${readFileSync(path, "utf8")}\n})`, createContext({}));
  (wrapper as (module: object, exports: object) => void)(module, module.exports);
  return module.exports;
}

const fn = (exports: Exports, name: string) => exports[name] as (...args: unknown[]) => unknown;
const cls = (exports: Exports, name: string) => exports[name] as ErrorClass;

/** Per package: how to make one error, the classes it is an instance of, and one it is not. */
const PACKAGES: [name: string, make: (exports: Exports) => unknown, classes: string[], not: string[]][] = [
  ["url-expander", (m) => fn(m, "parseTemplate")("/orgs/{org"), ["UriTemplateError"], ["UriTemplateValueError"]],
  ["headers", (m) => fn(m, "normalizeHeaders")({ "x a": "1" }), ["InvalidHeaderError"], []],
  ["endpoint-assembler", (m) => fn(m, "parseRoute")("GET  /x"), ["InvalidRouteError", "EndpointError"], ["MissingUrlError"]],
  ["runinstall-schema", (m) => fn(m, "normalizeRunInstall")({ args: 1 }), ["RunInstallError"], []],
  ["endpoint", (m) => fn(m, "endpoint")("GET  /x"), ["InvalidRouteError", "EndpointError", "ScopeError"], ["UriTemplateError"]],
  ["endpoint", (m) => fn(m, "endpoint")("GET /orgs/{org"), ["UriTemplateError", "ScopeError"], ["EndpointError", "InvalidHeaderError"]],
];

describe("instanceof across the ESM and CJS builds", () => {
  const esm = new Map<string, Exports>();
  beforeAll(async () => {
    for (const [name] of PACKAGES) esm.set(name, (await import(pathToFileURL(built(dist(name, "index.js"))).href)) as Exports);
  });

  it.each(PACKAGES)("%s: an error of one build is an instance of the other's classes, both ways", (name, make, classes, not) => {
    const cjs = require(built(dist(name, "index.cjs"))) as Exports;
    const fromEsm = esm.get(name)!;
    expect(cls(cjs, classes[0]!)).not.toBe(cls(fromEsm, classes[0]!));
    for (const [from, to] of [[fromEsm, cjs], [cjs, fromEsm]] as const) {
      const error = thrown(() => make(from));
      for (const name of classes) expect(error, name).toBeInstanceOf(cls(to, name));
      for (const name of not) expect(error instanceof cls(to, name), name).toBe(false);
    }
  });
});

describe("instanceof across other copies", () => {
  it("an error of the browser bundle is an instance of the Node build's classes", async () => {
    const browser = (await import(pathToFileURL(built(dist("endpoint", "browser.js"))).href)) as Exports;
    const node = require(built(dist("endpoint", "index.cjs"))) as Exports;
    const error = thrown(() => fn(browser, "endpoint")("GET /x", { headers: { "x a": "1" } }));
    expect(error).toBeInstanceOf(cls(node, "InvalidHeaderError"));
    expect(error).toBeInstanceOf(cls(node, "ScopeError"));
    expect(error instanceof cls(node, "EndpointError")).toBe(false);
  });

  it("an error made in another realm is an instance of this realm's classes, though not of its Error", () => {
    const realm = requireInRealm(built(dist("url-expander", "index.cjs")));
    const here = require(built(dist("url-expander", "index.cjs"))) as Exports;
    const error = thrown(() => fn(realm, "parseTemplate")("/orgs/{org"));
    expect(error instanceof Error).toBe(false);
    expect(error).toBeInstanceOf(cls(here, "UriTemplateError"));
    expect(error instanceof cls(here, "UriTemplateValueError")).toBe(false);
    const facade = require(built(dist("endpoint", "index.cjs"))) as Exports;
    expect(error).toBeInstanceOf(cls(facade, "ScopeError"));
  });
});
