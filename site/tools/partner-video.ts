/**
 * Renders the looping hero clip of /partenaires from the site's own illustration motifs:
 * a van crosses the scene, picks up boxes at a house and drives on towards the partners'
 * depots, under a rising sun. Frames are drawn with resvg and encoded with ffmpeg
 * (apt-get install ffmpeg) into static/video/ as WebM (VP9), MP4 (H.264) and a JPEG poster.
 * Run once when the design changes: `npx tsx site/tools/partner-video.ts`.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-js";
import { shapes } from "../lib/assets/illustrations/shapes.ts";
import { palette as p } from "../lib/assets/palette.ts";

const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 24;
const SECONDS = 8;
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "static", "video");

const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

function frame(t: number): string {
  // Van: enters from the left (0-30 %), waits at the house (30-60 %), leaves right (60-100 %).
  const vanX = t < 0.3 ? -300 + ease(t / 0.3) * 760 : t < 0.6 ? 460 : 460 + ease((t - 0.6) / 0.4) * 1150;
  const boxesOnGround = t < 0.42;
  const boxesInVan = t >= 0.42;
  const cloud = (x0: number, y: number, speed: number) => {
    const x = ((x0 + t * speed * WIDTH) % (WIDTH + 400)) - 200;
    return `<path d="M${x} ${y}h180" stroke="${p.white}" stroke-width="30" stroke-linecap="round" opacity="0.9"/>`;
  };
  const sunY = 250 - Math.sin(t * Math.PI) * 30;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${p.brand50}"/>
  <circle cx="980" cy="${sunY}" r="120" fill="${p.accent200}"/>
  ${cloud(100, 140, 0.25)}${cloud(700, 200, 0.18)}${cloud(1100, 110, 0.3)}
  <path d="M0 520C220 460 420 480 640 520S1060 560 1280 500V720H0z" fill="${p.brand100}"/>
  <rect y="600" width="${WIDTH}" height="120" fill="${p.sand200}"/>
  <path d="M0 600h${WIDTH}" stroke="${p.brand900}" stroke-width="6"/>
  ${shapes.house(250, 600, 0.95)}
  ${shapes.recycleBin(1130, 600, 0.75)}
  ${shapes.plant(60, 600, 0.8)}
  ${boxesOnGround ? shapes.boxes(470, 600, 0.7) : ""}
  ${shapes.truck(vanX, 600, 0.85)}
  ${boxesInVan ? shapes.boxes(vanX - 80, 448, 0.45) : ""}
</svg>`;
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "partner-video-"));
const frames = FPS * SECONDS;
for (let i = 0; i < frames; i++) {
  const png = new Resvg(frame(i / frames), { fitTo: { mode: "width", value: WIDTH } }).render().asPng();
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
execFileSync("ffmpeg", [
  "-y",
  "-loglevel",
  "error",
  "-i",
  path.join(tmp, "f0100.png"),
  "-q:v",
  "4",
  path.join(out, "partenaires-poster.jpg"),
]);
fs.rmSync(tmp, { recursive: true });
for (const f of fs.readdirSync(out)) console.log(f, `${(fs.statSync(path.join(out, f)).size / 1024).toFixed(0)} Ko`);
