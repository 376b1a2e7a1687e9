import "./support/require-build";
import { describe, expect, it } from "vitest";
import { RunInstallError, toInstallCommands } from "../src";
import type { InstallCommand, RunInstall } from "../src";
import { deepFreeze } from "@scope/test-utils";

const ROWS: [string, RunInstall[], InstallCommand[]][] = [
  ["an empty list", [], []],
  ["{}", [{}], [{ command: "pnpm", args: ["install"] }]],
  ["recursive: true", [{ recursive: true }], [{ command: "pnpm", args: ["recursive", "install"] }]],
  ["recursive: false", [{ recursive: false }], [{ command: "pnpm", args: ["install"] }]],
  ["cwd", [{ cwd: "docs" }], [{ command: "pnpm", args: ["install"], cwd: "docs" }]],
  ["args after install", [{ recursive: true, args: ["--frozen-lockfile", "--prefer-offline"] }], [
    { command: "pnpm", args: ["recursive", "install", "--frozen-lockfile", "--prefer-offline"] },
  ]],
  ["an argument with spaces stays one argument", [{ args: ["--filter=a b", "$(rm -rf /)"] }], [
    { command: "pnpm", args: ["install", "--filter=a b", "$(rm -rf /)"] },
  ]],
  ["several entries in order", [{ cwd: "a" }, { cwd: "b", recursive: true }], [
    { command: "pnpm", args: ["install"], cwd: "a" },
    { command: "pnpm", args: ["recursive", "install"], cwd: "b" },
  ]],
  ["an unknown key is ignored", [{ extra: true }], [{ command: "pnpm", args: ["install"] }]],
];

describe("toInstallCommands", () => {
  it.each(ROWS)("%s", (_, list, expected) => {
    expect(toInstallCommands(deepFreeze(list))).toEqual(expected);
  });

  it("returns args arrays that are not the input's", () => {
    const list = deepFreeze([{ args: ["--frozen-lockfile"] }]);
    const [command] = toInstallCommands(list);
    command?.args.push("--mutated");
    expect(list[0]?.args).toEqual(["--frozen-lockfile"]);
  });

  it("throws RunInstallError on an invalid entry", () => {
    const list = [{ args: "--frozen-lockfile" }] as unknown as RunInstall[];
    expect(() => toInstallCommands(list)).toThrowError(RunInstallError);
  });
});
