// Shim, to be removed: import `quote` and `describeValue` from "@scope/kit" directly.
export { describeValue, quote } from "@scope/kit";
