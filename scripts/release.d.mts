import type { SpawnSyncOptions, SpawnSyncReturns } from "node:child_process";

/** The published packages' names, each after every package of ours it depends on. */
export declare function releaseOrder(): string[];
/** The registry of the command line and `npm publish`'s arguments, each scope pinned to it; throws for one that would publish elsewhere. */
export declare function publishArgs(args: readonly string[], scopes: readonly string[]): { registry: string | undefined; npmArgs: string[] };
/** `npm publish <tarball>` with `npmArgs`, where and with what environment `options` say. */
export declare function publishTarball(tarball: string, npmArgs: readonly string[], options?: SpawnSyncOptions): SpawnSyncReturns<string>;
