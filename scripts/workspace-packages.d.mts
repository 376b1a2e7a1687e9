/** Every package of the workspace: its folder and its package.json. */
export declare function workspacePackages(): { dir: string; manifest: { name: string; private?: boolean; scripts?: Record<string, string> } & Record<string, unknown> }[];
/** Folders of the packages we publish. */
export declare function publishedPackageDirs(): string[];
/** Runs the build when it is not up to date; exits the process if it fails. */
export declare function buildIfStale(): void;
/** Packs one package: its name, tarball and packed files. */
export declare function packPackage(dir: string, destination: string): { name: string; tarball: string; files: string[] };
/** Packs every published package in one pnpm run. */
export declare function packPublished(destination: string): { name: string; version: string; tarball: string; files: string[] }[];
