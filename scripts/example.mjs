#!/usr/bin/env node
// The main job of `npm start`: the built command-line tool on an example route.
import { spawnSync } from "node:child_process";

const cli = new URL("../packages/endpoint/dist/cli.js", import.meta.url).pathname;
const args = ["GET /repos/{owner}/{repo}/issues", "owner=octokit", "repo=rest.js", "labels=bug,ui", "per_page:=2"];
console.log(`$ scope-endpoint ${args.map((a) => (/[\s{}]/.test(a) ? JSON.stringify(a) : a)).join(" ")}`);
const run = spawnSync(process.execPath, [cli, ...args], { stdio: "inherit" });
process.exit(run.status ?? 1);
