/**
 * The compiler keeps each side to its platform (tsconfig.*.json): a small file is compiled
 * against each side's configuration, next to that side's real files (so a global leaking in
 * through a dependency would show), and must fail exactly where it reaches for another
 * platform's globals, while the same side's own platform compiles cleanly.
 * It runs with the HTML tier rather than the unit tier: creating the four compiler programs
 * takes seconds, the order of a build rather than of a unit test.
 */
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import ts from "typescript";
import { projectRoot } from "../../helpers/paths.ts";

interface Probe {
  /** Where the file would live: it decides which configuration's rules apply. */
  file: string;
  source: string;
}

/** Parsed files (the DOM and Node declarations are large) shared by every compilation below. */
const parsedFiles = new Map<string, ts.SourceFile>();

/**
 * Diagnostics of each probe, compiled together with the side's configuration and files. Probes
 * are modules, so they cannot see each other's declarations.
 */
function compile(config: string, probes: Probe[]): Map<string, string[]> {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(projectRoot, config),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
      },
    },
  );
  if (!parsed) throw new Error(`${config} illisible`);
  assert.equal(parsed.errors, [], `${config}: configuration`);
  const sources = new Map(probes.map((p) => [path.join(projectRoot, p.file), p.source]));
  const options = { ...parsed.options, noEmit: true, composite: false, emitDeclarationOnly: false, declaration: false };
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (file) => sources.has(file) || fileExists(file);
  host.readFile = (file) => sources.get(file) ?? readFile(file);
  host.getSourceFile = (file, language, onError) => {
    const probe = sources.get(file);
    if (probe !== undefined) return ts.createSourceFile(file, probe, language);
    let source = parsedFiles.get(file);
    if (!source) {
      source = getSourceFile(file, language, onError);
      if (source) parsedFiles.set(file, source);
    }
    return source;
  };
  // Without projectReferences, another side's files are read from source: that only adds
  // their declarations (never checked here), not globals, which is what the probes are about.
  const program = ts.createProgram({ rootNames: [...parsed.fileNames, ...sources.keys()], options, host });
  const result = new Map<string, string[]>();
  for (const probe of probes) {
    const source = program.getSourceFile(path.join(projectRoot, probe.file))!;
    const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    result.set(
      probe.file,
      diagnostics.map((d) => `TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`),
    );
  }
  return result;
}

/**
 * Compiles the probes against one side: `accepted` must compile cleanly; each `rejected`
 * probe must fail, and only with errors about the name or module it reaches for.
 */
function checkSide(config: string, accepted: Probe, rejected: Array<Probe & { name: string }>): void {
  const results = compile(config, [accepted, ...rejected]);
  assert.equal(results.get(accepted.file), [], `${config}: ${accepted.file}`);
  for (const probe of rejected) {
    const errors = results.get(probe.file)!;
    assert.ok(errors.length > 0, `${config}: ${probe.file} should not compile (${probe.name})`);
    for (const error of errors) assert.ok(error.includes(`'${probe.name}'`), `${config}: unexpected error ${error}`);
  }
}

const DOM_USE = "export const title: string = document.title;\nexport const width: number = window.innerWidth;\n";
const NODE_IMPORT = 'import fs from "node:fs";\nexport const exists: boolean = fs.existsSync("content");\n';
const NODE_GLOBAL = "export const mode: string | undefined = process.env.NODE_ENV;\n";
const WORKER_USE =
  'declare const self: ServiceWorkerGlobalScope;\nexport const opened: Promise<Cache> = caches.open("x");\nself.skipWaiting();\n';

const boundaries = suite("type boundaries");

boundaries("build side (site/, content/, build.ts): Node, no DOM", () => {
  checkSide("tsconfig.build.json", { file: "site/lib/probe.ts", source: NODE_IMPORT + NODE_GLOBAL }, [
    { file: "site/components/Probe.tsx", source: "export const t = document.title;\n", name: "document" },
    { file: "content/probe.ts", source: "export const w = window.innerWidth;\n", name: "window" },
  ]);
});

boundaries("browser side (client/ islands, widgets, lib): DOM, no Node", () => {
  checkSide("tsconfig.browser.json", { file: "client/islands/Probe.tsx", source: DOM_USE }, [
    { file: "client/islands/Probe2.tsx", source: NODE_IMPORT, name: "node:fs" },
    { file: "client/lib/probe.ts", source: NODE_GLOBAL, name: "process" },
    { file: "client/shell/probe.ts", source: 'import path from "path";\nexport const p = path.sep;\n', name: "path" },
  ]);
});

boundaries("service worker: WebWorker, neither DOM nor Node", () => {
  checkSide("tsconfig.worker.json", { file: "client/sw-probe.ts", source: WORKER_USE }, [
    { file: "client/sw-probe2.ts", source: "export const t = document.title;\n", name: "document" },
    { file: "client/sw-probe3.ts", source: NODE_IMPORT, name: "node:fs" },
  ]);
});

boundaries("tests and tools: Node and DOM", () => {
  checkSide("tsconfig.json", { file: "test/probe.ts", source: NODE_IMPORT + NODE_GLOBAL + DOM_USE }, []);
});

boundaries.run();
