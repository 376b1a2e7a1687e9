/** Options of `compileRoutes`. */
export interface CompileRoutesOptions {
  /**
   * The URL the description was read from, absolute: relative server URLs (`"/api/v3"`,
   * `"//api.example.com"`) are resolved against it, as the specification says. Without it, a
   * relative server stays relative in the table, and calls must give `baseUrl`. Its userinfo
   * (`user:TOKEN@`) is never written into the table.
   * @default undefined
   */
  readonly documentUrl?: string | undefined;
  /**
   * Writes a closed table (`c: 1`): every operation by its route in `r`, every parameter and body
   * property listed in `p`, and `k: "x"` unless the body allows other properties, so that the
   * endpoint refuses a route, a key or a content type the description rules out. What
   * `fromOpenApi` binds; larger than the compact table.
   * @default false
   */
  readonly strict?: boolean | undefined;
  /**
   * What an operation that cannot be built does: `"entry"` writes why in its entry (`u`), and the
   * endpoint refuses it when it is called; `"throw"` refuses the whole description with its
   * `OpenApiError` (a build step that wants every operation usable).
   * @default "entry"
   */
  readonly unbuildable?: "entry" | "throw" | undefined;
}
