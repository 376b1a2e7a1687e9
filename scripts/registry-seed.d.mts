/** The third-party packages the published packages depend on, with theirs, as installed. */
export declare function thirdPartyDependencies(): { name: string; version: string; dir: string }[];

/** Publishes each third-party dependency to the registry at `url` (token from `npmrc`), packed from its installed copy: "name@version" each. */
export declare function seedDependencies(url: string, npmrc: string): Promise<string[]>;

/** `process.env` without npm's `npm_*` variables, plus `extra`. */
export declare function cleanNpmEnv(extra?: Record<string, string>): NodeJS.ProcessEnv;
