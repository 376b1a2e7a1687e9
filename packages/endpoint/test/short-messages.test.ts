// The browser builds of @scope/endpoint build in internal/messages.short.ts instead of messages.ts
// (scripts/short-messages.mjs): each entry of the facade's own options names the option its full
// entry names, and drops the prose.
import { expect, it } from "vitest";
import * as full from "../src/internal/messages";
import * as short from "../src/internal/messages.short";

const NAMES = Object.keys(full) as (keyof typeof full)[];

it("34.2: the short table has exactly the full table's entries", () => {
  expect(Object.keys(short).sort()).toEqual([...NAMES].sort());
});

it.each(NAMES)("34.2: %s names the option its full entry names, without the prose", (name) => {
  const facts = { name: "x-id" };
  const [option, expected] = full[name](facts);
  expect(short[name](facts)).toEqual([option, ""]);
  expect(expected).not.toBe("");
});
