/**
 * npm test runs three tiers, each a folder (test/unit, test/html, test/browser): a test file
 * anywhere else would never run. This catches one added at the old place, test/*.test.ts.
 */
import fg from "fast-glob";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { projectRoot } from "../helpers/paths.ts";

test("every test file belongs to a tier that npm test runs", () => {
  const files = fg.sync("test/**/*.test.{ts,tsx}", { cwd: projectRoot });
  assert.ok(files.length > 0);
  assert.equal(
    files.filter((f) => !/^test\/(unit|html|browser)\/[^/]+\.test\.tsx?$/.test(f)),
    [],
  );
});

test.run();
