/** A detached part (site/lib/detach.ts) keeps no page alive, whatever V8 makes of substrings. */
import v8 from "node:v8";
import vm from "node:vm";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { detach } from "../../site/lib/detach.ts";

v8.setFlagsFromString("--expose-gc");
const collectGarbage = vm.runInNewContext("gc") as () => void;

/** The heap kept by one part of each of 40 pages of 1 MB, once the pages are dropped. */
function heapKept(keep: (part: string) => string): number {
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  const parts = Array.from({ length: 40 }, (_, i) => keep(`page ${i} `.repeat(100_000).slice(100, 160)));
  collectGarbage();
  const kept = process.memoryUsage().heapUsed - before;
  assert.is(parts.length, 40);
  return kept;
}

test("a detached part equals the part", () => {
  const page = "« Débarras » à Liège : ".repeat(1_000);
  for (const [from, to] of [
    [0, 5],
    [3, 40],
    [100, 2_000],
  ] as const)
    assert.is(detach(page.slice(from, to)), page.slice(from, to));
});

test("the pages that detached parts were cut from are freed (a plain slice keeps them)", () => {
  const slices = heapKept((part) => part);
  const detached = heapKept(detach);
  assert.ok(slices > 20_000_000, `the check must see a kept page: ${slices} B kept by slices`);
  assert.ok(detached < 2_000_000, `${detached} B kept by detached parts`);
});

test.run();
