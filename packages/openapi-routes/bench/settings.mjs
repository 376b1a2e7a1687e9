// The knobs of the OpenAPI benchmark, read from the environment by the parent and by each process.

const number = (name, fallback) => (process.env[name] === undefined ? fallback : Number(process.env[name]));

/**
 * BENCH_PROCESSES: processes, each a fresh JIT and heap, whose figures give the medians (default 3);
 * BENCH_TIME: ms per task and round (default 500); BENCH_ROUNDS: rounds per process (default 3);
 * BENCH_CHECK: operations per description whose requests buildRequest must build the same from this
 * bench's dereferenced description as from swagger-client's resolver (default 5, 0: none);
 * BENCH_DESCRIPTIONS: the descriptions of part 1, by parts of their names, comma-separated (default all).
 */
export const SETTINGS = {
  processes: number("BENCH_PROCESSES", 3),
  time: number("BENCH_TIME", 500),
  rounds: number("BENCH_ROUNDS", 3),
  check: number("BENCH_CHECK", 5),
  descriptions: (process.env.BENCH_DESCRIPTIONS ?? "").split(",").filter(Boolean),
};

/** Whether part 1 measures the description `name`. */
export const selected = (name) => SETTINGS.descriptions.length === 0 || SETTINGS.descriptions.some((part) => name.includes(part));

/** The middle value (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
