// The browser module's short error messages: an esbuild plugin that resolves a package's message
// table (`./internal/messages`, `./internal/messages.js`, `../errors/messages`: any relative path whose
// last part is `messages`) to its short twin `messages.short.ts` beside it when the package has one. The short table keeps the code, the quoted input, the position and a link
// to the package's error table in its README, and drops the prose (see docs/decisions.md, "Short
// messages in the browser module"). Used by packages/endpoint/tsup.config.ts (the page files and the
// bundlers' split build: it swaps modules as they resolve, so the shared chunks hold the short tables
// too) and scripts/size-check.mjs.
import { existsSync } from "node:fs";
import { join } from "node:path";

/** A relative import of a message table: `./internal/messages.js`, `./messages`, `../errors/messages`. */
const MESSAGES_RE = /^(?:\.\.?\/)+(?:[\w-]+\/)*messages(?:\.js)?$/;

/** An esbuild plugin (its type: short-messages.d.mts). */
export const shortMessages = {
  name: "short-messages",
  setup(build) {
    build.onResolve({ filter: MESSAGES_RE }, ({ path, resolveDir }) => {
      const short = join(resolveDir, path.replace(/(?:\.js)?$/, ".short.ts"));
      return existsSync(short) ? { path: short } : undefined;
    });
  },
};
