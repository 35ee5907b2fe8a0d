/**
 * What the owner reads first stays short and true: the README opens on the two commands and
 * stays within 250 lines, every local document it links exists, and netlify.toml builds the
 * way package.json and the deployment guide say (npm run build, into dist/).
 */
import fs from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { projectRoot } from "../../helpers/paths.ts";

const read = (file: string) => fs.readFileSync(path.join(projectRoot, file), "utf8");

test("the README opens on the two commands and stays within 250 lines", () => {
  const readme = read("README.md");
  const firstBlock = readme.match(/```sh\n([\s\S]*?)```/)![1]!;
  assert.ok(readme.indexOf("```sh") < readme.indexOf("\n## "), "the commands come before any section");
  assert.equal(
    firstBlock
      .trim()
      .split("\n")
      .map((line) => line.split("#")[0]!.trim()),
    ["npm ci && npm start", "npm test"],
  );
  assert.ok(readme.split("\n").length <= 250, `${readme.split("\n").length} lines`);
});

test("every local document the README and the deployment guide link exists", () => {
  for (const file of ["README.md", "docs/deploy.md"]) {
    const links = [...read(file).matchAll(/\]\(([^)#\s]+)\)/g)].map((m) => m[1]!).filter((l) => !/^https?:/.test(l));
    assert.ok(links.length > 0 || file !== "README.md", "the README links the guide");
    for (const link of links)
      assert.ok(fs.existsSync(path.join(projectRoot, path.dirname(file), link)), `${file} → ${link}`);
  }
  assert.match(read("README.md"), "](docs/deploy.md)");
});

test("netlify.toml builds with the package's build script into dist/, the folder the guide names", () => {
  // TOML's [build] table read as the few `key = "value"` lines it holds.
  const toml = read("netlify.toml");
  const build = Object.fromEntries(
    [...toml.slice(toml.indexOf("[build]")).matchAll(/^\s*(\w+)\s*=\s*"([^"]*)"/gm)].map((m) => [m[1], m[2]]),
  );
  assert.is(build.command, "npm run build");
  assert.ok(JSON.parse(read("package.json")).scripts.build, "package.json has a build script");
  assert.is(build.publish, "dist");
  assert.match(read("docs/deploy.md"), "`dist`");
  // The Node version both hosts read, within the versions package.json accepts.
  const major = read(".node-version").trim();
  assert.match(JSON.parse(read("package.json")).engines.node, new RegExp(`\\^${major}\\.`));
});

test.run();
