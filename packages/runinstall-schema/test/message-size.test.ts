// Huge input, short message: a 1 MB input gives an error message under 1 KB, on every path.
import "./support/require-build";
import { describe, expect, it } from "vitest";
import { normalizeRunInstall, parseRunInstall, RunInstallError, toInstallCommands, validateRunInstall } from "../src";
import type { RunInstall, ValidateRunInstallOptions } from "../src";
import { thrown } from "./support/hostile";

const MEGABYTE = 1_000_000;

/** Calls that refuse an input of about 1 MB. */
const HUGE: [string, () => unknown][] = [
  ["a 1 MB cwd", () => normalizeRunInstall({ cwd: 1, args: "a".repeat(MEGABYTE) })],
  ["a 1 MB unknown key, strict", () => normalizeRunInstall({ ["k".repeat(MEGABYTE)]: 1 }, { strict: true })],
  ["500 000 bad args", () => normalizeRunInstall({ args: Array(MEGABYTE / 2).fill(1) })],
  ["500 000 bad entries", () => toInstallCommands(Array(MEGABYTE / 2).fill(true) as RunInstall[])],
  ["a 1 MB key as an option", () => validateRunInstall({}, { ["k".repeat(MEGABYTE)]: true } as ValidateRunInstallOptions)],
  ["a 1 MB YAML text", () => parseRunInstall(`cwd: ${"a".repeat(MEGABYTE)}`)],
  ["a 190 KB YAML key", () => parseRunInstall(`${"k".repeat(190_000)}: 1`, { strict: true })],
  ["a 1 MB text given as the value", () => normalizeRunInstall("y".repeat(MEGABYTE))],
];

describe("a 1 MB input gives a message under 1 KB", () => {
  it.each(HUGE)("%s", (_, call) => {
    const error = thrown(call);
    expect(error).toBeInstanceOf(RunInstallError);
    expect((error as RunInstallError).message.length).toBeLessThan(1024);
  });
});
