/** Options of `compileRoutes`. */
export interface CompileRoutesOptions {
  /**
   * The URL the description was read from, absolute: relative server URLs (`"/api/v3"`,
   * `"//api.example.com"`) are resolved against it, as the specification says. Without it, a
   * relative server stays relative in the table, and calls must give `baseUrl`.
   * @default undefined
   */
  readonly documentUrl?: string | undefined;
}
