/**
 * The builder process of `npm run dev` (started by site/dev/dev.ts, which it answers over
 * IPC): one full build at start, then one build per batch of changes it is sent.
 * Arguments: PROJECT_ROOT CONTENT_DIR OUT_DIR.
 */
import "../production-env.ts";
import fs from "node:fs";
import path from "node:path";
import { readSettings, SettingsError } from "../config.ts";
import { bundleEditor, writeAdmin } from "../cms/admin.ts";
import { editorEntryUrl } from "../cms/entry-links.ts";
import { BuildError, ContentError } from "../lib/errors.ts";
import { DevBuilder } from "./dev-builder.ts";

export type BuildRequest = { type: "build"; content: string[] | "all" };
/** A failed build: its message, and where the editor opens each file at fault. */
export type BuildReply =
  | { type: "built"; written: string[]; milliseconds: number }
  | { type: "failed"; message: string; fixIn: Array<{ file: string; url: string }> };

const [projectRoot, contentRoot, outDir] = process.argv.slice(2);
const builder = new DevBuilder({
  projectRoot: projectRoot!,
  contentRoot: contentRoot!,
  outDir: outDir!,
  env: process.env,
  deploy: false,
});

/**
 * The editor, written alone when no build has written it yet: /admin must open whatever the
 * state of the content, or the owner could not fix in the editor what broke the first build.
 */
async function ensureEditor(): Promise<void> {
  if (fs.existsSync(path.join(outDir!, "admin.html"))) return;
  const settings = readSettings(process.env, false);
  // No photo processed yet: the preview shows each as sent, until a build succeeds.
  writeAdmin(outDir!, { projectRoot: projectRoot!, settings, stylesheet: "", communeNames: {}, photos: {} });
  await bundleEditor(projectRoot!, outDir!);
}

function fixIn(error: unknown): Array<{ file: string; url: string }> {
  if (!(error instanceof ContentError)) return [];
  const files = [...new Set(error.issues.map((issue) => issue.file))];
  return files.flatMap((file) => {
    const url = editorEntryUrl(file);
    return url ? [{ file, url }] : [];
  });
}

async function run(request: BuildRequest): Promise<BuildReply> {
  try {
    const result = request.content === "all" ? await builder.full() : await builder.contentChanged(request.content);
    return { type: "built", ...result };
  } catch (error) {
    const known = error instanceof ContentError || error instanceof BuildError || error instanceof SettingsError;
    await ensureEditor().catch(() => {});
    return {
      type: "failed",
      message: known ? (error as Error).message : ((error as Error).stack ?? String(error)),
      fixIn: fixIn(error),
    };
  }
}

process.on("message", (request: BuildRequest) => {
  void run(request).then((reply) => process.send!(reply));
});
process.send!({ type: "ready" });
