/** A local registry started by {@link startLocalRegistry}. */
export interface LocalRegistry {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  /** An npmrc file: `registry=` this registry, and the token of a user that may publish. */
  npmrc: string;
  /** Ends the registry's process; removes its storage when it was a temporary folder. */
  stop(): void;
}

/** Starts Verdaccio, with no uplink, on 127.0.0.1 (port 0: any free port), in a child process. */
export declare function startLocalRegistry(options?: { storage?: string; port?: number }): Promise<LocalRegistry>;
