// Runs the first ```ts block of a README and returns what it computes next to what its `// =>`
// comment says, so that a test can hold the README to the code.
import { readFileSync } from "node:fs";

export interface ReadmeExample {
  /** The value of the last `const` declared before the `// =>` comment. */
  actual: unknown;
  /** The `// =>` comment, read as a JavaScript expression. */
  expected: unknown;
}

/** Import lines of the example, e.g. `import { endpoint } from "@scope/endpoint";` */
const IMPORT_RE = /^import \{([^}]+)\} from "([^"]+)";$/gm;

export function runReadmeExample(readmeUrl: URL, modules: Record<string, unknown>): ReadmeExample {
  const readme = readFileSync(readmeUrl, "utf8");
  const block = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  if (block === undefined) throw new Error(`no \`\`\`ts block in ${readmeUrl.pathname}`);
  const [code = "", comment = ""] = block.split(/^\/\/ => /m);
  const name = [...code.matchAll(/^const (\w+) =/gm)].at(-1)?.[1];
  if (name === undefined || comment === "") throw new Error("the example needs `const x = ...` then `// => value`");
  const body = code.replace(IMPORT_RE, (_, names: string, from: string) => `const {${names}} = modules[${JSON.stringify(from)}];`);
  const actual: unknown = new Function("modules", `${body}\nreturn ${name};`)(modules);
  const expected: unknown = new Function(`return (${comment.replace(/^\/\/ ?/gm, "")});`)();
  return { actual, expected };
}
