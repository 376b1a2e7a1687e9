/** Files at the root that every package's build reads. */
export declare const ROOT_BUILD_INPUTS: string[];

/** Whether the dist/ folders of `packages` are newer than every file they are built from. */
export declare function buildFreshness(
  root: string,
  packages: { dir: string; manifest: { name?: string; scripts?: Record<string, string> } & Record<string, unknown> }[],
  rootInputs?: string[],
): { fresh: boolean; reason: string };
