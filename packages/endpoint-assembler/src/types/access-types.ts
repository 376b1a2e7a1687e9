// What a route table's endpoint adds (issue 33): credentials by security scheme, server variables.

/** An HTTP Basic credential (`http` scheme `basic`): sent as `authorization: Basic base64(username:password)`, UTF-8. */
export interface BasicCredential {
  /** The user-id, without ":" (RFC 7617 section 2). */
  readonly username: string;
  readonly password: string;
}

/**
 * Credentials by the name of a security scheme of the description (`components.securitySchemes`):
 * a string for an `apiKey` (sent in its header, query or cookie), an `http` `bearer` token, or an
 * `oauth2` / `openIdConnect` access token (both sent as `authorization: Bearer <token>`); a
 * {@link BasicCredential} (or `"username:password"`) for `http` `basic`. `undefined`: not given.
 */
export type Credentials = Readonly<Record<string, string | BasicCredential | undefined>>;

/** Values of the description's server variables by name; `undefined`, or a variable left out, keeps its default. */
export type ServerVariables = Readonly<Record<string, string | undefined>>;

/** What an endpoint of a route table adds to an endpoint: credentials and server variables, each bound into a new endpoint (`Self`). */
export interface AccessMethods<Self> {
  /**
   * A new endpoint, as `.defaults()` makes one, that sends credentials as the description's security
   * schemes say: each operation's `security` (or the document's; `[]`: none) decides, its first
   * requirement whose schemes all have a credential here; an operation none of whose requirements
   * is met is built without. A header the request has already (the call's own, a header parameter,
   * the defaults') wins over the scheme's. Credentials bound before stay unless named again.
   * Throws `InvalidOptionsError` for a scheme the description lacks (naming its schemes) or a
   * credential of the wrong shape, and `InvalidHeaderError` for one a header may not hold (CR, LF):
   * no error, message or table ever holds a credential.
   * @example
   * const stripe = fromOpenApi(description).withAuth({ bearerAuth: process.env.STRIPE_KEY });
   * stripe("GET /v1/customers").headers.authorization; // => "Bearer sk_test_..."
   */
  withAuth(credentials: Credentials): Self;
  /**
   * A new endpoint whose servers (of the document, its paths and operations) take these values for
   * their variables; a variable not given keeps its default. Each value is checked against its
   * variable's `enum`, and the URL it makes as a `baseUrl` is (a value written into the host may not
   * hold `/ ? # @ \` or controls). A `baseUrl` given still replaces every server.
   * @example
   * fromOpenApi(description).withServer({ region: "eu" })("GET /pets").url; // => "https://eu.api.example.com/v1/pets"
   */
  withServer(variables: ServerVariables): Self;
}

/** The fields of a route table that `withAuth` and `withServer` read ({@link RouteTable}). */
export interface TableAccess {
  /**
   * The security schemes (`components.securitySchemes`) that `withAuth` can bind credentials to, as
   * `[name, code]` pairs that entries' `z` name by index: `"h:X-API-Key"`, `"q:api_key"` and
   * `"c:session"` an `apiKey` in a header, the query or a cookie under that name; `"b"` a token sent as
   * `authorization: Bearer <token>` (`http` `bearer`, `oauth2`, `openIdConnect`); `"B"` HTTP Basic
   * (`http` `basic`); `""` a scheme no request can carry by itself (`mutualTLS`, `http` `digest`...).
   * Absent: the description has none. A table never holds a credential.
   */
  readonly x?: readonly (readonly [name: string, code: string])[];
  /**
   * Servers with variables, by their URL as `s` writes it (variables at their defaults): the URL
   * template as the description writes it and each variable's values, `[default, ...enum]` (the
   * default alone when the description gives no `enum`). `withServer` substitutes into them.
   * Absent: no server has variables.
   * @example
   * { "https://us.api.example.com/v1": ["https://{region}.api.example.com/v1", { region: ["us", "us", "eu"] }] }
   */
  readonly o?: Readonly<Record<string, readonly [template: string, variables: Readonly<Record<string, readonly string[]>>]>>;
}
