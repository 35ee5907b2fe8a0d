/**
 * The builder process of `npm run dev` (started by site/dev/dev.ts, which it answers over
 * IPC): one full build at start, then one build per batch of changes it is sent.
 * Arguments: PROJECT_ROOT CONTENT_DIR OUT_DIR.
 */
import "../production-env.ts";
import { SettingsError } from "../config.ts";
import { BuildError, ContentError } from "../lib/errors.ts";
import { DevBuilder } from "./dev-builder.ts";

export type BuildRequest = { type: "build"; content: string[] | "all" };
export type BuildReply =
  { type: "built"; written: string[]; milliseconds: number } | { type: "failed"; message: string };

const [projectRoot, contentRoot, outDir] = process.argv.slice(2);
const builder = new DevBuilder({
  projectRoot: projectRoot!,
  contentRoot: contentRoot!,
  outDir: outDir!,
  env: process.env,
  deploy: false,
});

async function run(request: BuildRequest): Promise<BuildReply> {
  try {
    const result = request.content === "all" ? await builder.full() : await builder.contentChanged(request.content);
    return { type: "built", ...result };
  } catch (error) {
    const known = error instanceof ContentError || error instanceof BuildError || error instanceof SettingsError;
    return { type: "failed", message: known ? (error as Error).message : ((error as Error).stack ?? String(error)) };
  }
}

process.on("message", (request: BuildRequest) => {
  void run(request).then((reply) => process.send!(reply));
});
process.send!({ type: "ready" });
