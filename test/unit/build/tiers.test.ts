/**
 * npm test runs three tiers, each a folder (test/unit, test/html, test/browser): a test file
 * anywhere else would never run. This catches one added at the old place, test/*.test.ts.
 * A suite with a `before` hook takes `suite` from test/helpers/suite.ts: with uvu's own, a
 * failed preparation passes silently.
 */
import fs from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { projectRoot } from "../../helpers/paths.ts";

test("every test file belongs to a tier that npm test runs", () => {
  const files = fg.sync("test/**/*.test.{ts,tsx}", { cwd: projectRoot });
  assert.ok(files.length > 0);
  assert.equal(
    files.filter((f) => !/^test\/(unit|html|browser)\/([a-z-]+\/)?[^/]+\.test\.tsx?$/.test(f)),
    [],
  );
});

test("every suite with a before hook reports a failed preparation", () => {
  const files = fg.sync("test/**/*.{ts,tsx}", { cwd: projectRoot, ignore: ["test/helpers/suite.ts"] });
  const unguarded = files.filter((file) => {
    const source = fs.readFileSync(path.join(projectRoot, file), "utf8");
    return /\.before\(/.test(source) && /import \{[^}]*\bsuite\b[^}]*\} from "uvu"/.test(source);
  });
  assert.equal(unguarded, []);
});

test.run();
