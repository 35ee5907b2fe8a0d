/**
 * Browser assets, in two kinds (ARCHITECTURE.md):
 * - plain scripts, with no framework: the layout widgets present on every page (one entry) and
 *   one entry per widget of client/widgets, each self-contained so a page makes one request
 *   per script and loads a widget only if it contains one;
 * - islands (the forms): one entry per island, React components hydrated by Preact through
 *   client/react-on-preact, sharing the runtime in a split chunk.
 * Names are content-hashed, the metafiles give a manifest, and the stylesheet is bundled too.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import * as esbuild from "esbuild";
import { islandNames } from "../../../client/islands/registry.ts";
import { widgetNames } from "../../../client/widgets/registry.ts";
import { ON_DEMAND_FONT_URLS } from "./web-font.ts";

export interface AssetEntry {
  /** URL of the entry script or stylesheet. */
  url: string;
  /** URLs of every chunk it loads at once, its imports and theirs (so a page fetches them all together). */
  imports: string[];
  /** URLs of the chunks it may import later (dynamic import), with their own imports. */
  lazy: string[];
}

/** The script every page carries inline (client/shell/boot.ts). */
export interface InlineScript {
  code: string;
  /** Its source expression for the Content-Security-Policy: 'sha256-…' of the code. */
  cspSource: string;
}

export interface AssetManifest {
  /** Loaded after the first paint, like the widgets and islands, by {@link AssetManifest.boot}. */
  shell: AssetEntry;
  boot: InlineScript;
  css: string;
  /**
   * The font files the stylesheet's @font-face rules load on every page (client/styles/fonts.css
   * is their one home), without those fetched only for rare characters (ON_DEMAND_FONT_URLS):
   * pages preload them and the service worker precaches them.
   */
  fonts: string[];
  widgets: Record<string, AssetEntry>;
  islands: Record<string, AssetEntry>;
  /** Every emitted file's size in bytes, by URL. */
  sizes: Record<string, number>;
  /**
   * Every source file bundled into the scripts, as esbuild's metafile names them (relative to
   * the project, "island-entry:Name" for the generated entries): the import-boundary test reads it.
   */
  inputs: string[];
}

const WIDGET_NAMESPACE = "widget-entry";
const ISLAND_NAMESPACE = "island-entry";

export async function bundleAssets(projectRoot: string, outDir: string): Promise<AssetManifest> {
  const client = path.join(projectRoot, "client");
  const assetsDir = path.join(outDir, "assets");
  const common: esbuild.BuildOptions = {
    absWorkingDir: projectRoot,
    outdir: assetsDir,
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2020",
    minify: true,
    metafile: true,
    write: true,
    legalComments: "none",
    entryNames: "[name]-[hash]",
    logLevel: "silent",
  };
  const widgetEntries: Record<string, string> = {};
  for (const name of widgetNames) widgetEntries[`widget-${name}`] = `${WIDGET_NAMESPACE}:${name}`;
  // The layout shares the islands' build: its rarely needed parts are dynamic imports, split
  // into chunks that it shares with the forms (client/shell/pending-check.ts).
  const splitEntries: Record<string, string> = { shell: path.join(client, "shell", "main.ts") };
  for (const name of islandNames) splitEntries[`island-${name}`] = `${ISLAND_NAMESPACE}:${name}`;

  const [widgets, split, css, boot] = await Promise.all([
    esbuild.build({
      ...common,
      entryPoints: widgetEntries,
      plugins: [
        noFramework(),
        virtualEntries(WIDGET_NAMESPACE, client, (name) => {
          const enhance = JSON.stringify(path.join(client, "enhance.ts"));
          const widget = JSON.stringify(path.join(client, "widgets", `${name}.ts`));
          return `import { enhanceWidgets } from ${enhance};\nimport enhance from ${widget};\nenhanceWidgets(${JSON.stringify(name)}, enhance);\n`;
        }),
      ],
    }),
    esbuild.build({
      ...common,
      entryPoints: splitEntries,
      splitting: true,
      chunkNames: "chunks/[name]-[hash]",
      jsx: "automatic",
      define: { "process.env.NODE_ENV": '"production"' },
      alias: {
        react: path.join(client, "react-on-preact", "react.ts"),
        "react-dom/client": path.join(client, "react-on-preact", "react.ts"),
        "react/jsx-runtime": path.join(client, "react-on-preact", "jsx-runtime.ts"),
      },
      plugins: [
        virtualEntries(ISLAND_NAMESPACE, client, (name) => {
          const hydrate = JSON.stringify(path.join(client, "hydrate.ts"));
          const component = JSON.stringify(path.join(client, "islands", `${name}.tsx`));
          return `import { hydrateIslands } from ${hydrate};\nimport C from ${component};\nhydrateIslands(${JSON.stringify(name)}, C);\n`;
        }),
      ],
    }),
    esbuild.build({
      entryPoints: { main: path.join(client, "styles", "main.css") },
      absWorkingDir: projectRoot,
      outdir: assetsDir,
      bundle: true,
      minify: true,
      metafile: true,
      entryNames: "[name]-[hash]",
      external: ["/fonts/*", "/icons/*", "/images/*"],
      logLevel: "silent",
    }),
    // A classic script, not a module: it runs as the parser meets it, and `import()` still works.
    esbuild.build({
      ...common,
      entryPoints: [path.join(client, "shell", "boot.ts")],
      format: "iife",
      // Nothing in it depends on strict mode: no "use strict" prologue to carry on every page.
      tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
      metafile: false,
      write: false,
    }),
  ]);

  const urlOf = (file: string) =>
    "/" + path.relative(outDir, path.resolve(projectRoot, file)).split(path.sep).join("/");
  const sizes: Record<string, number> = {};
  const entries: Record<string, AssetEntry> = {};
  const sources = { ...widgetEntries, ...splitEntries };
  let cssUrl = "";
  const fonts: string[] = [];
  for (const meta of [widgets.metafile!, split.metafile!, css.metafile]) {
    for (const [file, output] of Object.entries(meta.outputs)) {
      sizes[urlOf(file)] = output.bytes;
      if (output.entryPoint?.endsWith(".css")) {
        cssUrl = urlOf(file);
        fonts.push(
          ...output.imports.filter((i) => i.kind === "url-token" && /\.woff2?$/.test(i.path)).map((i) => i.path),
        );
      }
      const name = output.entryPoint && entryName(output.entryPoint, sources, projectRoot);
      if (name) {
        entries[name] = {
          url: urlOf(file),
          imports: staticChunks(meta, file).map(urlOf),
          lazy: lazyChunks(meta, file).map(urlOf),
        };
      }
    }
  }
  const shell = entries.shell;
  if (!shell || !cssUrl) throw new Error("bundle : entrée shell ou feuille de style manquante");
  const shellFile = Object.keys(split.metafile!.outputs).find((file) => urlOf(file) === shell.url)!;
  const framework = eagerInputs(split.metafile!, shellFile).filter((input) =>
    /node_modules\/(preact|react)/.test(input),
  );
  if (framework.length > 0)
    throw new Error(
      `bundle: la mise en page charge un framework (${framework[0]}) : elle doit rester en TypeScript simple`,
    );
  for (const font of fonts) {
    if (!fs.existsSync(path.join(projectRoot, "static", font)))
      throw new Error(`bundle: police ${font} déclarée par la feuille de style mais absente de static/`);
  }
  for (const font of ON_DEMAND_FONT_URLS) {
    if (!fonts.includes(font))
      throw new Error(`bundle: police ${font} attendue dans la feuille de style (site/lib/assets/web-font.ts)`);
  }
  const pick = (kind: string, names: readonly string[]) =>
    Object.fromEntries(
      names.map((name) => {
        const entry = entries[`${kind}-${name}`];
        if (!entry) throw new Error(`bundle: ${kind} ${name} absent du manifeste`);
        return [name, entry];
      }),
    );
  const bootCode = boot.outputFiles![0]!.text.trim();
  if (/<\/script|<!--/i.test(bootCode))
    throw new Error("bundle : le script en ligne contient « </script » ou « <!-- »");
  return {
    shell,
    boot: { code: bootCode, cspSource: `'sha256-${createHash("sha256").update(bootCode).digest("base64")}'` },
    css: cssUrl,
    fonts: [...new Set(fonts)].filter((font) => !ON_DEMAND_FONT_URLS.includes(font)),
    widgets: pick("widget", widgetNames),
    islands: pick("island", islandNames),
    sizes,
    inputs: [...Object.keys(widgets.metafile!.inputs), ...Object.keys(split.metafile!.inputs)],
  };
}

/** esbuild's process, idle once the build's scripts are bundled, gives its memory back; the next bundle starts it again. */
export const stopBundler = (): Promise<void> => esbuild.stop();

/**
 * Chunks an output may load later: those behind a dynamic import anywhere in what it loads,
 * and everything they load in turn, minus what it loads at once anyway.
 */
function lazyChunks(meta: esbuild.Metafile, file: string): string[] {
  const eager = new Set<string>();
  const lazy = new Set<string>();
  const walk = (from: string, later: boolean) => {
    for (const i of meta.outputs[from]?.imports ?? []) {
      if (i.external) continue;
      const dynamic = later || i.kind === "dynamic-import";
      const seen = dynamic ? lazy : eager;
      if (!seen.has(i.path)) {
        seen.add(i.path);
        walk(i.path, dynamic);
      }
    }
  };
  walk(file, false);
  return [...lazy].filter((chunk) => !eager.has(chunk));
}

/** The chunks an output runs at once: those it imports statically, and theirs in turn. */
function staticChunks(meta: esbuild.Metafile, file: string): string[] {
  const seen = new Set<string>();
  const walk = (from: string) => {
    for (const i of meta.outputs[from]?.imports ?? []) {
      if (i.kind === "import-statement" && !i.external && !seen.has(i.path)) {
        seen.add(i.path);
        walk(i.path);
      }
    }
  };
  walk(file);
  return [...seen];
}

/** The source files an output runs at once: its own and those of the chunks it imports statically. */
function eagerInputs(meta: esbuild.Metafile, file: string): string[] {
  return [file, ...staticChunks(meta, file)].flatMap((output) => Object.keys(meta.outputs[output]?.inputs ?? {}));
}

/**
 * Metafile entry points are "namespace:path" for virtual entries (whose path is itself
 * "namespace:name"), else paths relative to the working directory.
 */
function entryName(entryPoint: string, entryPoints: Record<string, string>, root: string): string | undefined {
  return Object.entries(entryPoints).find(
    ([, source]) => entryPoint === `${source.split(":")[0]}:${source}` || path.resolve(root, entryPoint) === source,
  )?.[0];
}

/** Virtual entry modules "namespace:name", whose source `contents(name)` writes. */
function virtualEntries(namespace: string, client: string, contents: (name: string) => string): esbuild.Plugin {
  return {
    name: namespace,
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${namespace}:`) }, (args) => ({ path: args.path, namespace }));
      build.onLoad({ filter: /.*/, namespace }, (args) => ({
        contents: contents(args.path.slice(namespace.length + 1)),
        loader: "ts",
        resolveDir: client,
      }));
    },
  };
}

/** Plain scripts stay plain: importing a framework there would ship its runtime to every page. */
function noFramework(): esbuild.Plugin {
  return {
    name: "no-framework",
    setup(build) {
      build.onResolve({ filter: /^(react|react-dom|preact)(\/|$)/ }, (args) => ({
        errors: [
          {
            text: `${args.importer} importe ${args.path} : les widgets et la mise en page n’utilisent pas de framework (un formulaire est un îlot)`,
          },
        ],
      }));
    },
  };
}

/**
 * The service worker, at the site root so its scope is the whole site. It precaches the code
 * the pages load on demand (`onDemandCode`) and, with the visitor's consent to an offline copy,
 * the offline page and the `precache` URLs; its version is a hash of them, so every build that
 * changes an asset updates it. Returns the source files bundled into it (metafile inputs, as
 * for bundleAssets).
 */
export async function bundleServiceWorker(
  projectRoot: string,
  outDir: string,
  /** Each edition's offline page, by the path prefix of its pages, the longest prefix first. */
  offlinePages: Array<[prefix: string, url: string]>,
  precache: string[],
  onDemandCode: string[],
): Promise<string[]> {
  const urls = [...offlinePages.map(([, url]) => url), ...precache];
  const version = createHash("sha1")
    .update([...urls, ...onDemandCode].join("\n"))
    .digest("hex")
    .slice(0, 10);
  const result = await esbuild.build({
    entryPoints: [path.join(projectRoot, "client", "sw.ts")],
    absWorkingDir: projectRoot,
    outfile: path.join(outDir, "sw.js"),
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    define: {
      __VERSION__: JSON.stringify(version),
      __PRECACHE__: JSON.stringify(urls),
      __ON_DEMAND_CODE__: JSON.stringify(onDemandCode),
      __OFFLINE_PAGES__: JSON.stringify(offlinePages),
    },
    metafile: true,
    logLevel: "silent",
  });
  return Object.keys(result.metafile.inputs);
}
