/**
 * The region names have one home, content/vocabulary.ts: the pages that show them (zone filter,
 * site map, municipality pages, home) and the structured data read them from there. This catches
 * a name typed again, as a string or as JSX text, in the site's or the browser's code.
 */
import fs from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { REGION_NAMES } from "../../content/vocabulary.ts";
import { projectRoot } from "../helpers/paths.ts";

test("a region's name is written only in content/vocabulary.ts", () => {
  const files = fg.sync("{site,client,content}/**/*.{ts,tsx}", { cwd: projectRoot, ignore: ["content/vocabulary.ts"] });
  assert.ok(files.length > 0);
  const written = files.flatMap((file) => {
    const source = fs.readFileSync(path.join(projectRoot, file), "utf8");
    return Object.values(REGION_NAMES)
      .filter((name) => new RegExp(`["'\`>]${name}["'\`<]`).test(source))
      .map((name) => `${file}: ${name}`);
  });
  assert.equal(written, []);
});

test.run();
