/**
 * Rendering on worker threads changes nothing in the output: the site built in one thread
 * and on two workers is the same, file for file and byte for byte; a problem in an article's
 * body, which the workers find while rendering, fails the build as it does in one thread; a
 * problem found before the workers have read their articles ends them without another failure.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { build } from "../../../site/lib/build/build.ts";
import { projectRoot } from "../../helpers/site.ts";

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

workers("a problem in an article's body or front matter fails the build on workers with the same message", async () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "workers-"));
  try {
    const content = path.join(work, "content");
    fs.cpSync(path.join(projectRoot, "content"), content, { recursive: true });
    const [article, other] = fs.readdirSync(path.join(content, "blog", "fr")).filter((f) => f.endsWith(".md")) as [
      string,
      string,
    ];
    // A front matter that does not parse: found while reading the files, on the workers too.
    const otherFile = path.join(content, "blog", "fr", other);
    fs.writeFileSync(otherFile, fs.readFileSync(otherFile, "utf8").replace(/^title: .*$/m, "title: [non fermé"));
    const file = path.join(content, "blog", "fr", article);
    const [, frontMatter] = fs.readFileSync(file, "utf8").match(/^(---\n[\s\S]*?\n---\n)/)!;
    fs.writeFileSync(file, `${frontMatter}\n## Une seule section\n\nVoir [cette page](/services/inexistant).\n`);
    const options = { projectRoot, env: {}, deploy: false, contentRoot: content, cacheDir: path.join(work, "og") };
    const failure = (workers: number) =>
      build({ ...options, outDir: path.join(work, `out-${workers}`), workers }).then(
        (): string => assert.unreachable(`the build on ${workers} worker(s) succeeded`) as never,
        (error: Error) => error.message,
      );
    const inThread = await failure(0);
    const onWorkers = await failure(1);
    assert.match(inThread, `blog/fr/${article} › contenu : au moins deux sections`);
    assert.match(inThread, `blog/fr/${article} › contenu : lien vers une page inexistante : /services/inexistant`);
    assert.match(inThread, `blog/fr/${other} › YAML`);
    assert.is(onWorkers, inThread);
    assert.not.ok(fs.existsSync(path.join(work, "out-1")), "nothing published");
    assert.equal(
      fs.readdirSync(work).filter((f) => f.startsWith(".dist-staging")),
      [],
      "no staging folder left",
    );
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
});

workers("a problem found while the workers read the articles fails the build with that problem only", async () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "workers-"));
  const stray: unknown[] = [];
  const onStray = (reason: unknown) => stray.push(reason);
  process.on("unhandledRejection", onStray);
  try {
    const content = path.join(work, "content");
    fs.cpSync(path.join(projectRoot, "content"), content, { recursive: true });
    // The brand loads before the articles: the workers, handed their articles first, are still reading.
    const brand = path.join(content, "brand.yaml");
    fs.writeFileSync(brand, fs.readFileSync(brand, "utf8").replace(/^email: .*$/m, "email: pas-une-adresse"));
    const message = await build({
      projectRoot,
      env: {},
      deploy: false,
      contentRoot: content,
      outDir: path.join(work, "out"),
      cacheDir: path.join(work, "og"),
      workers: 1,
    }).then(
      (): string => assert.unreachable("the build succeeded") as never,
      (error: Error) => error.message,
    );
    assert.match(message, /brand\.yaml › .*\[email\] : /);
    // The ended worker's share of the articles fails after the build has: that failure is expected.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    assert.equal(stray.map(String), []);
  } finally {
    process.off("unhandledRejection", onStray);
    fs.rmSync(work, { recursive: true, force: true });
  }
});

workers.run();
