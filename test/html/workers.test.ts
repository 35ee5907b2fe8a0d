/**
 * Rendering on worker threads changes nothing in the output: the site built in one thread
 * and on two workers is the same, file for file and byte for byte.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { build } from "../../site/lib/pipeline.ts";
import { projectRoot } from "../helpers/site.ts";

const workers = suite("render workers");

function files(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      out.set(path.relative(dir, file), fs.readFileSync(file));
    }
  }
  return out;
}

workers("the site built in one thread and on two workers is identical", async () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "workers-"));
  try {
    const options = { projectRoot, env: {}, deploy: false, cacheDir: path.join(projectRoot, ".cache", "og") };
    await build({ ...options, outDir: path.join(work, "one"), workers: 0 });
    await build({ ...options, outDir: path.join(work, "two"), workers: 2 });
    const one = files(path.join(work, "one"));
    const two = files(path.join(work, "two"));
    assert.equal([...two.keys()].sort(), [...one.keys()].sort());
    assert.ok([...one.keys()].filter((f) => f.endsWith(".html")).length > 50, "the pages are there");
    for (const [file, bytes] of one) assert.ok(bytes.equals(two.get(file)!), `${file} differs`);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
});

workers.run();
