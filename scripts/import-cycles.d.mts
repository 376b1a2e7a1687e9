// Types of import-cycles.mjs, for the test that runs it (test/import-cycles.test.ts).

/** One import cycle: the package's folder name and the files of the cycle, relative to its src/. */
export interface ImportCycle {
  readonly package: string;
  readonly files: readonly string[];
}

/** The import cycles within each package's src/ under `packagesFolder` (the repository's packages/ by default). */
export function importCycles(packagesFolder?: string): ImportCycle[];
