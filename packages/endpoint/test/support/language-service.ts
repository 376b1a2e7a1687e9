// A TypeScript language service over one source text that is not on disk, with the repository's
// compiler options: what an editor answers while that text is typed. The text sits in this folder,
// so its imports resolve as a test's do (@scope/* to source, devDependencies from node_modules).
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
const fileName = fileURLToPath(new URL("./__typed__.ts", import.meta.url));

/** The compiler options of the repository's tsconfig.json (paths to the packages' sources included). */
function repositoryOptions(): ts.CompilerOptions {
  const { config } = ts.readConfigFile(`${root}tsconfig.json`, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, root).options;
}

/** What an editor says of `text`: the completions at an offset, and the errors of the whole text. */
export interface TypedText {
  completionsAt(offset: number): string[];
  errors(): string[];
}

/** A language service over `text`, as if it were a file of this package's tests. */
export function typedText(text: string): TypedText {
  const options = repositoryOptions();
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => options,
    getScriptFileNames: () => [fileName],
    getScriptVersion: () => "1",
    getScriptSnapshot: (name) => {
      const content = name === fileName ? text : ts.sys.readFile(name);
      return content === undefined ? undefined : ts.ScriptSnapshot.fromString(content);
    },
    getCurrentDirectory: () => root,
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    fileExists: (name) => name === fileName || ts.sys.fileExists(name),
    readFile: (name) => (name === fileName ? text : ts.sys.readFile(name)),
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  };
  const service = ts.createLanguageService(host);
  return {
    completionsAt: (offset) => service.getCompletionsAtPosition(fileName, offset, {})?.entries.map((entry) => entry.name) ?? [],
    errors: () => service.getSemanticDiagnostics(fileName).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")),
  };
}
