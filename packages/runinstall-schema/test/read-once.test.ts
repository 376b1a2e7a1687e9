// Every input value is read once and the copy that was checked is the one used: a getter or Proxy
// that answers safely when checked and badly when read again must not reach any result.
import "./support/require-build";
import { describe, expect, it } from "vitest";
import { normalizeRunInstall, parseRunInstall, RunInstallError, toInstallCommands, validateRunInstall } from "../src";
import type { InstallCommand, RunInstall } from "../src";

/** Counts the reads of each key, so that a test can say each value was read once. */
class ReadLog {
  readonly counts = new Map<string, number>();

  /** Records one read of `key` and returns how many there have been. */
  read(key: string): number {
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    return count;
  }

  /** The most reads of any one key. */
  most(): number {
    return Math.max(0, ...this.counts.values());
  }
}

/** `base` plus a getter `key` that gives `first` on the first read and `later` after. */
function twoFaced<T extends object>(log: ReadLog, base: T, key: string, [first, later]: [unknown, unknown]): T {
  const get = (): unknown => (log.read(key) === 1 ? first : later);
  return Object.defineProperty(base, key, { enumerable: true, configurable: true, get });
}

/** A Proxy over `target` whose property `key` gives its own value on the first read and `later` after. */
function twoFacedProxy<T extends object>(log: ReadLog, target: T, key: string, later: unknown): T {
  return new Proxy(target, {
    get: (object, property, receiver) =>
      property === key && log.read(key) > 1 ? later : Reflect.get(object, property, receiver),
  });
}

/** [title, make the input, the checked value, the commands] */
type Row = [string, (log: ReadLog) => unknown, RunInstall | RunInstall[], InstallCommand[]];

const ROWS: Row[] = [
  ["a getter on cwd", (log) => twoFaced(log, {}, "cwd", ["docs", 1]), { cwd: "docs" }, [
    { command: "pnpm", args: ["install"], cwd: "docs" },
  ]],
  ["a getter on args", (log) => twoFaced(log, { recursive: true }, "args", [["--frozen-lockfile"], "--x; rm -rf /"]),
    { recursive: true, args: ["--frozen-lockfile"] },
    [{ command: "pnpm", args: ["recursive", "install", "--frozen-lockfile"] }]],
  ["a Proxy over args", (log) => ({ args: twoFacedProxy(log, ["--prefer-offline"], "0", 1) }), { args: ["--prefer-offline"] }, [
    { command: "pnpm", args: ["install", "--prefer-offline"] },
  ]],
  ["a getter on an array item", (log) => twoFaced(log, [] as unknown[], "0", [{ cwd: "a" }, true]), [{ cwd: "a" }], [
    { command: "pnpm", args: ["install"], cwd: "a" },
  ]],
  ["a Proxy over an entry", (log) => [twoFacedProxy(log, { recursive: true }, "recursive", "yes")], [{ recursive: true }], [
    { command: "pnpm", args: ["recursive", "install"] },
  ]],
  ["a Proxy whose length grows", (log) => twoFacedProxy(log, [{ cwd: "a" }], "length", 2), [{ cwd: "a" }], [
    { command: "pnpm", args: ["install"], cwd: "a" },
  ]],
];

/** The checked value as a list, as normalizeRunInstall gives it. */
const asList = (checked: RunInstall | RunInstall[]): RunInstall[] => (Array.isArray(checked) ? checked : [checked]);

describe("validateRunInstall reads each value once and returns the checked copy", () => {
  it.each(ROWS)("%s", (_, make, checked) => {
    const log = new ReadLog();
    const result = validateRunInstall(make(log));
    expect(result).toEqual({ ok: true, value: checked });
    expect(JSON.stringify(result.ok && result.value)).toBe(JSON.stringify(checked));
    expect(log.most()).toBe(1);
  });
});

describe("normalizeRunInstall reads each value once and returns the checked copy", () => {
  it.each(ROWS)("%s", (_, make, checked) => {
    const log = new ReadLog();
    const list = normalizeRunInstall(make(log));
    expect(list).toEqual(asList(checked));
    expect(JSON.stringify(list)).toBe(JSON.stringify(asList(checked)));
    expect(log.most()).toBe(1);
  });
});

describe("toInstallCommands builds the commands from the checked copy", () => {
  it.each(ROWS)("%s", (_, make, __, commands) => {
    const log = new ReadLog();
    expect(toInstallCommands(make(log) as RunInstall[])).toEqual(commands);
    expect(log.most()).toBe(1);
  });
});

/** Options whose `strict` is `first` when read first and `later` after. */
const strictOptions = (log: ReadLog, first: unknown, later: unknown): { strict?: boolean } =>
  twoFaced(log, {}, "strict", [first, later]);

describe("the options are read once", () => {
  it.each([
    ["validateRunInstall", (options: { strict?: boolean }) => validateRunInstall({ recusive: true }, options).ok],
    ["normalizeRunInstall", (options: { strict?: boolean }) => normalizeRunInstall({ recusive: true }, options)],
    ["parseRunInstall", (options: { strict?: boolean }) => parseRunInstall("recusive: true", options)],
  ] as const)("%s: strict checked as true is applied as true", (_, call) => {
    const log = new ReadLog();
    let outcome: unknown;
    try {
      outcome = call(strictOptions(log, true, "yes"));
    } catch (error) {
      outcome = error instanceof RunInstallError ? error.code : error;
    }
    expect(outcome === false || outcome === "INVALID_RUN_INSTALL").toBe(true);
    expect(log.most()).toBe(1);
  });

  it("options refused when first read are refused, whatever a second read would say", () => {
    const log = new ReadLog();
    expect(() => validateRunInstall({}, strictOptions(log, "yes", true))).toThrowError(
      expect.objectContaining({ code: "INVALID_OPTIONS" }),
    );
    expect(log.most()).toBe(1);
  });
});
