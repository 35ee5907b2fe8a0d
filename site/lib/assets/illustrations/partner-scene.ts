/**
 * The looping scene of the /partenaires hero, drawn from the site's motifs: a van crosses it,
 * picks up boxes at a house and drives on towards the partners' depots, under a rising sun.
 * site/tools/partner-video.ts encodes its frames into the clip; the page carries one moment
 * of it as the video's poster, a data URL, so its largest paint waits for no image file.
 */
import { palette as p } from "../palette.ts";
import { svgDataUrl } from "../svg-data-url.ts";
import { shapes } from "./shapes.ts";

export const PARTNER_SCENE_WIDTH = 1280;
export const PARTNER_SCENE_HEIGHT = 720;

const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** The scene at `t`, from 0 (start of the loop) to 1 (its end). */
export function partnerScene(t: number): string {
  const width = PARTNER_SCENE_WIDTH;
  const height = PARTNER_SCENE_HEIGHT;
  // Van: enters from the left (0-30 %), waits at the house (30-60 %), leaves right (60-100 %).
  const vanX = t < 0.3 ? -300 + ease(t / 0.3) * 760 : t < 0.6 ? 460 : 460 + ease((t - 0.6) / 0.4) * 1150;
  const boxesOnGround = t < 0.42;
  const boxesInVan = t >= 0.42;
  const cloud = (x0: number, y: number, speed: number) => {
    const x = ((x0 + t * speed * width) % (width + 400)) - 200;
    return `<path d="M${x} ${y}h180" stroke="${p.white}" stroke-width="30" stroke-linecap="round" opacity="0.9"/>`;
  };
  const sunY = 250 - Math.sin(t * Math.PI) * 30;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${p.brand50}"/>
  <circle cx="980" cy="${sunY}" r="120" fill="${p.accent200}"/>
  ${cloud(100, 140, 0.25)}${cloud(700, 200, 0.18)}${cloud(1100, 110, 0.3)}
  <path d="M0 520C220 460 420 480 640 520S1060 560 1280 500V720H0z" fill="${p.brand100}"/>
  <rect y="600" width="${width}" height="120" fill="${p.sand200}"/>
  <path d="M0 600h${width}" stroke="${p.brand900}" stroke-width="6"/>
  ${shapes.house(250, 600, 0.95)}
  ${shapes.recycleBin(1130, 600, 0.75)}
  ${shapes.plant(60, 600, 0.8)}
  ${boxesOnGround ? shapes.boxes(470, 600, 0.7) : ""}
  ${shapes.truck(vanX, 600, 0.85)}
  ${boxesInVan ? shapes.boxes(vanX - 80, 448, 0.45) : ""}
</svg>`;
}

/** The moment the poster shows: the van loaded at the house, the loop's most telling frame. */
const POSTER_MOMENT = 0.52;

export const partnerPoster = (): string => svgDataUrl(partnerScene(POSTER_MOMENT));
