/**
 * A build starts its render workers before it loads the code that takes time to load (React, the
 * routes, the content loaders): site/lib/build/build.ts imports that code only once the workers are
 * started (site/lib/stages.ts). So nothing it imports statically, directly or not, is a
 * package: read from esbuild's metafile, as the build's launcher (site/launch.mjs) bundles it.
 * A render worker renders content the main thread has checked: it loads no validator (zod and
 * the schemas took half of its start-up, 125 -> 53 ms).
 */
import os from "node:os";
import path from "node:path";
import * as esbuild from "esbuild";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { projectRoot } from "../helpers/paths.ts";

/** The packages (and Node modules) that `entry` loads before it runs, without its dynamic imports. */
async function loadedAtStart(entry: string): Promise<string[]> {
  const { metafile } = await esbuild.build({
    entryPoints: [path.join(projectRoot, entry)],
    absWorkingDir: projectRoot,
    outdir: path.join(os.tmpdir(), "start-up"),
    write: false,
    metafile: true,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    packages: "external",
    jsx: "automatic",
    logLevel: "error",
  });
  const outputs = metafile.outputs;
  const first = Object.keys(outputs).find((file) => outputs[file]!.entryPoint === entry)!;
  const external = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of outputs[file]!.imports) {
      if (imported.kind !== "import-statement") continue;
      if (imported.external) external.add(imported.path);
      else visit(imported.path);
    }
  };
  visit(first);
  return [...external].sort();
}

test("the build's entry loads no package before its render workers start", async () => {
  const packages = (await loadedAtStart("site/lib/build/build.ts")).filter((name) => !name.startsWith("node:"));
  assert.equal(packages, []);
});

test("the stages it loads next are where the packages are (the check sees them)", async () => {
  const packages = await loadedAtStart("site/lib/stages.ts");
  assert.ok(packages.includes("react-dom/server"), packages.join(", "));
});

test("a render worker loads what rendering needs, and no validator of the content", async () => {
  const packages = await loadedAtStart("site/lib/build/worker.ts");
  assert.ok(packages.includes("react-dom/server") && packages.includes("marked"), packages.join(", "));
  assert.not.ok(packages.includes("zod"), packages.join(", "));
});

test.run();
