import type { ResolvedEntry } from "../entry/route-entry";

/**
 * The route's path with each variable in its style's expression: `{color}` becomes `{.color*}` for a
 * label style exploded, `{;color}` for matrix. Simple and not exploded, the path is left as written.
 */
export function pathTemplate(url: string, entry: ResolvedEntry): string {
  const styled = new Map<string, string>();
  for (const [key, spec] of entry.params) {
    // The RFC 6570 operator of a path style: label `{.x}`, matrix `{;x}`, else simple `{x}`; `*` when exploded.
    const operator = spec.style === "L" ? "." : spec.style === "M" ? ";" : "";
    // A path parameter (simple and not exploded: as written), or a key placed nowhere yet in a path style.
    if (spec.in === "p" ? operator === "" && !spec.explode : spec.in !== undefined || operator === "") continue;
    const name = spec.wire ?? key;
    styled.set(name, `{${operator}${name}${spec.explode ? "*" : ""}}`);
  }
  // One pass over the URL, whatever the number of styled parameters (linear planning, issue 26.6).
  return url.replace(SIMPLE_EXPRESSION_RE, (whole, name: string) => styled.get(name) ?? whole);
}

/** A simple expression of one variable: `{color}`. */
const SIMPLE_EXPRESSION_RE = /\{([^{}?&#+./;=,!@|]+)\}/g;
