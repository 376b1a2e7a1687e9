import type { Endpoint, EndpointOptions, MergedOptions } from "@scope/endpoint-assembler";

type Call = (route: unknown, options?: unknown) => ReturnType<Endpoint>;
type Merge = (route?: unknown, options?: unknown) => ReturnType<Endpoint["merge"]>;

/**
 * An endpoint that makes the real one on first use and forwards every call and member to it.
 * Binding checks the defaults (merge, base URL, headers, user-agent): work that a program pays once
 * when it first builds a request, not every time it imports the package (a fresh process imports
 * `@scope/endpoint` as fast as `@octokit/endpoint` 11 that way; see docs/decisions.md).
 * `withTypes()` returns this endpoint, as the real one returns itself.
 * @example
 * const endpoint = lazyEndpoint(() => createEndpoint({ baseUrl: "https://api.example.com" }, { vendor: "example" }));
 * endpoint("GET /user").url; // "https://api.example.com/user" (created here, on first use)
 */
export function lazyEndpoint(make: () => Endpoint): Endpoint {
  let bound: Endpoint | undefined;
  const get = (): Endpoint => (bound ??= make());
  // Two parameters, as the real endpoint takes: `undefined` options stay "not given".
  const lazy = (route: unknown, options?: unknown) => (get() as unknown as Call)(route, options);
  // Every member of Endpoint, or the compiler says which one is missing.
  const members: { readonly [Key in keyof Endpoint]: unknown } = {
    get DEFAULTS() {
      return get().DEFAULTS;
    },
    defaults: (options?: EndpointOptions) => get().defaults(options as EndpointOptions),
    merge: (route?: unknown, options?: unknown) => (get().merge as unknown as Merge)(route, options),
    parse: (options: MergedOptions) => get().parse(options),
    withTypes: () => lazy,
  };
  return Object.defineProperties(lazy, Object.getOwnPropertyDescriptors(members)) as unknown as Endpoint;
}
