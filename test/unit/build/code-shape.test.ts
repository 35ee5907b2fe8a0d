/**
 * The shape a newcomer can read (ARCHITECTURE.md): no module imports one that imports it back,
 * directly or through others, and no folder, tests included, holds more than 20 source files.
 * The import graph is esbuild's, as it bundles the build, the dev server and the browser code.
 */
import path from "node:path";
import * as esbuild from "esbuild";
import fg from "fast-glob";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { projectRoot } from "../../helpers/paths.ts";

const SOURCES = ["build.ts", "site/**/*.{ts,tsx,mjs}", "client/**/*.{ts,tsx}", "content/*.ts"];
const MAX_FILES_PER_FOLDER = 20;

/** Each project source file and the project files it imports, statically or not. */
async function importGraph(): Promise<Map<string, string[]>> {
  const entryPoints = fg.sync(SOURCES, { cwd: projectRoot, ignore: ["**/*.d.ts"] });
  const { metafile } = await esbuild.build({
    entryPoints,
    absWorkingDir: projectRoot,
    outdir: path.join(projectRoot, ".cache", "code-shape"),
    write: false,
    metafile: true,
    bundle: true,
    format: "esm",
    platform: "node",
    packages: "external",
    jsx: "automatic",
    loader: { ".css": "empty", ".woff2": "empty" },
    logLevel: "error",
  });
  return new Map(
    Object.entries(metafile.inputs)
      .filter(([file]) => !file.startsWith("node_modules/"))
      .map(([file, input]) => [file, input.imports.map((i) => i.path).filter((p) => !p.startsWith("node_modules/"))]),
  );
}

/** The import loops of `graph`, each as the files around it (Tarjan's strongly connected components). */
function loops(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

test("no module imports one that imports it back, directly or through others", async () => {
  const graph = await importGraph();
  assert.ok(graph.has("site/lib/build/build.ts") && graph.has("client/shell/main.ts"), "the graph covers the code");
  assert.equal(loops(graph), []);
});

test("the loop finder finds loops, direct and through others", () => {
  const graph = new Map([
    ["a", ["b"]],
    ["b", ["c"]],
    ["c", ["a"]],
    ["d", ["e"]],
    ["e", []],
  ]);
  assert.equal(loops(graph), [["a", "b", "c"]]);
});

test(`no folder, tests included, holds more than ${MAX_FILES_PER_FOLDER} source files directly`, () => {
  const files = fg.sync([...SOURCES, "test/**/*.{ts,tsx}"], { cwd: projectRoot });
  const byFolder = new Map<string, number>();
  for (const file of files) byFolder.set(path.dirname(file), (byFolder.get(path.dirname(file)) ?? 0) + 1);
  const crowded = [...byFolder].filter(([, count]) => count > MAX_FILES_PER_FOLDER).map(([f, n]) => `${f}: ${n}`);
  assert.equal(crowded, []);
});

test.run();
