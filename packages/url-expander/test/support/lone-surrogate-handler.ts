// A LoneSurrogateHandler for the encoders' tests: it throws an error that carries the index it was told.
import type { LoneSurrogateHandler } from "../../src/index.js";

/** What {@link handler} throws: the index of the lone surrogate, comparable with `toThrow(new LoneSurrogateAt(i))`. */
export class LoneSurrogateAt extends Error {
  constructor(readonly index: number) {
    super(`lone surrogate at ${index}`);
  }
}

/** Throws {@link LoneSurrogateAt} with the index it is told. */
export const handler: LoneSurrogateHandler = {
  onLoneSurrogate(index) {
    throw new LoneSurrogateAt(index);
  },
};
