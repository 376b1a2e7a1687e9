import { normalizeRunInstall } from "./normalize-run-install";
import type { InstallCommand, RunInstall } from "./types";

/** One entry as a command; `args` stays an array so that no shell ever re-splits it. */
function toInstallCommand({ recursive, cwd, args = [] }: RunInstall): InstallCommand {
  const head = recursive === true ? ["recursive", "install"] : ["install"];
  const command: InstallCommand = { command: "pnpm", args: [...head, ...args] };
  return cwd === undefined ? command : { ...command, cwd };
}

/**
 * Turns a list of RunInstall entries into `pnpm` commands, one per entry, in order.
 *
 * `recursive: true` gives `["recursive", "install", ...args]`, otherwise `["install", ...args]`;
 * `cwd` is kept when given. The arguments are an array for `execFile`/`spawn`, never a string for a
 * shell, so `"--filter=a b"` stays one argument. The list is read once and checked first, as
 * `normalizeRunInstall` does, and the commands are built from the checked copy: an entry that a
 * getter or Proxy changes after the check cannot reach them.
 *
 * @throws RunInstallError with code `INVALID_RUN_INSTALL` when an entry breaks the schema.
 * @example
 * ```ts
 * toInstallCommands([{ recursive: true, args: ["--frozen-lockfile"] }, { cwd: "docs" }]);
 * // => [{ command: "pnpm", args: ["recursive", "install", "--frozen-lockfile"] },
 * //     { command: "pnpm", args: ["install"], cwd: "docs" }]
 * ```
 */
export function toInstallCommands(list: readonly RunInstall[]): InstallCommand[] {
  return normalizeRunInstall(list).map(toInstallCommand);
}
