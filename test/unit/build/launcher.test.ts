/**
 * site/launch.mjs keeps an entry's bundle between runs: a run whose sources are unchanged loads
 * the same bundle, and a change to any file the entry imports makes a new one.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { projectRoot } from "../../helpers/site.ts";

const launch = (entry: string) =>
  execFileSync(process.execPath, [path.join(projectRoot, "site", "launch.mjs"), entry], {
    cwd: projectRoot,
    encoding: "utf8",
  });

test("a bundle is reused while its sources are unchanged, made again after a change", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "launcher-"));
  const bundles: string[] = [];
  try {
    const entry = path.join(dir, "entry.ts");
    const value = path.join(dir, "value.ts");
    fs.writeFileSync(entry, 'import { value } from "./value.ts";\nconsole.log(value, process.env.SITE_BUNDLE_DIR);\n');
    fs.writeFileSync(value, 'export const value: string = "first";\n');
    const [firstValue, firstBundle] = launch(entry).trim().split(" ");
    bundles.push(firstBundle!);
    assert.is(firstValue, "first");
    const made = fs.statSync(path.join(firstBundle!, "main.mjs")).mtimeMs;

    const [againValue, againBundle] = launch(entry).trim().split(" ");
    assert.is(againValue, "first");
    assert.is(againBundle, firstBundle, "the same bundle");
    assert.is(fs.statSync(path.join(againBundle!, "main.mjs")).mtimeMs, made, "not written again");

    fs.writeFileSync(value, 'export const value: string = "second";\n');
    const [changedValue, changedBundle] = launch(entry).trim().split(" ");
    bundles.push(changedBundle!);
    assert.is(changedValue, "second", "a changed import is never served from the old bundle");
    assert.is.not(changedBundle, firstBundle);
  } finally {
    // This entry's bundles are of no use to a later run.
    for (const folder of [dir, ...bundles]) fs.rmSync(folder, { recursive: true, force: true });
  }
});

test.run();
