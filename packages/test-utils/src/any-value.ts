import fc from "fast-check";

/**
 * Any JavaScript value fast-check can make, the odd ones included: sparse arrays, null prototypes,
 * Maps and Sets, boxed values, dates, typed arrays, bigints. For "no raw TypeError" properties.
 */
export const anyValue: fc.Arbitrary<unknown> = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
});
