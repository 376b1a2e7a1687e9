// Hostile inputs and refusal checks shared by the tests of wrong options, wrong types and huge input.
import { expect } from "vitest";
import { RunInstallError } from "../../src";

/** What `call` throws, or a failure of the test when it throws nothing. */
export function thrown(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error("expected a RunInstallError, nothing was thrown");
}

/** Expects `call` to throw a RunInstallError with `code`, and returns it. */
export function expectRefusal(call: () => unknown, code: string): RunInstallError {
  const error = thrown(call);
  expect(error).toBeInstanceOf(RunInstallError);
  expect((error as RunInstallError).code).toBe(code);
  return error as RunInstallError;
}

/** A Proxy that has been revoked: every operation on it throws a TypeError. */
export function revoked(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

/** An object whose property `key` throws when read. */
export const throwingGetter = (key: string): object =>
  Object.defineProperty({}, key, { enumerable: true, get: () => { throw new RangeError("no"); } });
