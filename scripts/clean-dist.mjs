#!/usr/bin/env node
// Removes the dist/ folder of the package in the working directory before a build.
import { rmSync } from "node:fs";

rmSync("dist", { recursive: true, force: true });
