// The browser entry: the same API, bundled with every dependency into one ES module.
export * from "./index";
