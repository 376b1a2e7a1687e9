import type { Options } from "tsup";

/** Resolves a package's message table to its short twin `messages.short.ts`, when there is one. */
export declare const shortMessages: NonNullable<Options["esbuildPlugins"]>[number];
