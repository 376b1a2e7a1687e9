// The POSIX shells this machine has, each as [name, command and arguments before -c]. `--curl`
// output must run the same in all of them; a missing shell is skipped, loudly.
import { execFileSync } from "node:child_process";

/** A shell's program and the arguments before `-c`. */
export type ShellCommand = readonly [file: string, ...args: string[]];

const CANDIDATES: readonly (readonly [string, ShellCommand])[] = [
  ["bash", ["bash"]],
  ["dash", ["dash"]],
  ["zsh", ["zsh"]],
  ["busybox sh", ["busybox", "sh"]],
];

function runs([file, ...args]: ShellCommand): boolean {
  try {
    execFileSync(file, [...args, "-c", "exit 0"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** The shells found, as [name, command]. */
export const POSIX_SHELLS: readonly (readonly [string, ShellCommand])[] = CANDIDATES.filter(([name, command]) => {
  const found = runs(command);
  if (!found) console.warn(`--curl shell tests SKIPPED for ${name}: not installed (apt-get install dash zsh busybox)`);
  return found;
});
