/**
 * Renders the looping hero clip of /partenaires (site/lib/assets/illustrations/partner-scene.ts):
 * frames drawn with resvg, encoded with ffmpeg (apt-get install ffmpeg) into static/video/ as
 * WebM (VP9) and MP4 (H.264). The page's poster is the same scene, drawn by the build.
 * Run once when the design changes: `npx tsx site/tools/partner-video.ts`.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-js";
import { PARTNER_SCENE_WIDTH, partnerScene } from "../lib/assets/illustrations/partner-scene.ts";

const FPS = 24;
const SECONDS = 8;
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "static", "video");

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "partner-video-"));
const frames = FPS * SECONDS;
for (let i = 0; i < frames; i++) {
  const png = new Resvg(partnerScene(i / frames), { fitTo: { mode: "width", value: PARTNER_SCENE_WIDTH } })
    .render()
    .asPng();
  fs.writeFileSync(path.join(tmp, `f${String(i).padStart(4, "0")}.png`), png);
}
fs.mkdirSync(out, { recursive: true });
const input = ["-y", "-loglevel", "error", "-framerate", String(FPS), "-i", path.join(tmp, "f%04d.png")];
execFileSync("ffmpeg", [
  ...input,
  "-c:v",
  "libvpx-vp9",
  "-b:v",
  "0",
  "-crf",
  "42",
  "-pix_fmt",
  "yuv420p",
  "-an",
  path.join(out, "partenaires.webm"),
]);
execFileSync("ffmpeg", [
  ...input,
  "-c:v",
  "libx264",
  "-crf",
  "30",
  "-preset",
  "slow",
  "-pix_fmt",
  "yuv420p",
  "-movflags",
  "+faststart",
  "-an",
  path.join(out, "partenaires.mp4"),
]);
fs.rmSync(tmp, { recursive: true });
for (const f of fs.readdirSync(out)) console.log(f, `${(fs.statSync(path.join(out, f)).size / 1024).toFixed(0)} Ko`);
