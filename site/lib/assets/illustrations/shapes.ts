/**
 * Flat vector motifs drawn for this site (no stock art). Each returns an SVG group placed at
 * (x, y) = bottom-centre of the object, scaled by s; colours come from the palette.
 */
import { palette as p } from "../palette.ts";

const g = (x: number, y: number, s: number, body: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})">${body}</g>`;

export const shapes = {
  house: (x: number, y: number, s = 1) =>
    g(
      x,
      y,
      s,
      `
      <path d="M-150 0V-170L0-290 150-170V0z" fill="${p.white}" stroke="${p.brand900}" stroke-width="6" stroke-linejoin="round"/>
      <path d="M-175-160 0-305 175-160" fill="none" stroke="${p.brand700}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>
      <rect x="-35" y="-110" width="70" height="110" rx="6" fill="${p.brand700}"/>
      <circle cx="20" cy="-55" r="5" fill="${p.accent400}"/>
      <rect x="-115" y="-150" width="55" height="50" rx="4" fill="${p.brand100}" stroke="${p.brand900}" stroke-width="5"/>
      <rect x="60" y="-150" width="55" height="50" rx="4" fill="${p.brand100}" stroke="${p.brand900}" stroke-width="5"/>
      <rect x="-28" y="-230" width="56" height="46" rx="23" fill="${p.accent200}" stroke="${p.brand900}" stroke-width="5"/>`,
    ),
  building: (x: number, y: number, s = 1) =>
    g(
      x,
      y,
      s,
      `
      <rect x="-110" y="-380" width="220" height="380" rx="8" fill="${p.white}" stroke="${p.brand900}" stroke-width="6"/>
      ${[0, 1, 2, 3, 4]
        .map((row) =>
          [0, 1, 2]
            .map(
              (col) =>
                `<rect x="${-80 + col * 60}" y="${-350 + row * 62}" width="40" height="40" rx="4" fill="${(row + col) % 3 === 0 ? p.accent200 : p.brand100}"/>`,
            )
            .join(""),
        )
        .join("")}
      <rect x="-25" y="-50" width="50" height="50" fill="${p.brand700}"/>`,
    ),
  store: (x: number, y: number, s = 1) =>
    g(
      x,
      y,
      s,
      `
      <rect x="-170" y="-230" width="340" height="230" fill="${p.white}" stroke="${p.brand900}" stroke-width="6"/>
      <path d="M-185-230h370l-20-60h-330z" fill="${p.brand700}"/>
      ${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${-185 + i * 61.6} -230a30.8 30.8 0 0 0 61.6 0" fill="${i % 2 ? p.white : p.accent400}" stroke="${p.brand900}" stroke-width="4"/>`).join("")}
      <rect x="-140" y="-170" width="170" height="110" rx="4" fill="${p.brand100}" stroke="${p.brand900}" stroke-width="5"/>
      <rect x="60" y="-170" width="80" height="170" rx="4" fill="${p.brand700}"/>`,
    ),
  boxes: (x: number, y: number, s = 1) =>
    g(
      x,
      y,
      s,
      `
      <rect x="-120" y="-100" width="120" height="100" rx="6" fill="${p.accent200}" stroke="${p.brand900}" stroke-width="5"/>
      <rect x="5" y="-90" width="110" height="90" rx="6" fill="${p.accent400}" stroke="${p.brand900}" stroke-width="5"/>
      <rect x="-70" y="-190" width="120" height="90" rx="6" fill="${p.accent400}" stroke="${p.brand900}" stroke-width="5"/>
      <path d="M-60-100v-20M-10-190v30M60-90v25M-85-60h50" stroke="${p.brand900}" stroke-width="5" stroke-linecap="round"/>`,
    ),
  sofa: (x: number, y: number, s = 1) =>
    g(
      x,
      y,
      s,
      `
      <rect x="-150" y="-120" width="300" height="80" rx="24" fill="${p.brand500}" stroke="${p.brand900}" stroke-width="5"/>
      <rect x="-175" y="-90" width="60" height="70" rx="20" fill="${p.brand700}" stroke="${p.brand900}" stroke-width="5"/>
      <rect x="115" y="-90" width="60" height="70" rx="20" fill="${p.brand700}" stroke="${p.brand900}" stroke-width="5"/>
      <rect x="-120" y="-60" width="240" height="40" rx="10" fill="${p.brand100}" stroke="${p.brand900}" stroke-width="5"/>
      <path d="M-150-20v20M150-20v20" stroke="${p.brand900}" stroke-width="8" stroke-linecap="round"/>`,
    ),
  truck: (x: number, y: number, s = 1) =>
    g(
      x,
      y,
      s,
      `
      <rect x="-230" y="-200" width="290" height="170" rx="10" fill="${p.white}" stroke="${p.brand900}" stroke-width="6"/>
      <path d="M60-150h90l60 60v60H60z" fill="${p.brand700}" stroke="${p.brand900}" stroke-width="6" stroke-linejoin="round"/>
      <path d="M85-130h55l35 35H85z" fill="${p.brand100}"/>
      <path d="M-200-120h230" stroke="${p.accent400}" stroke-width="14" stroke-linecap="round"/>
      <circle cx="-150" cy="-25" r="34" fill="${p.brand900}"/><circle cx="-150" cy="-25" r="13" fill="${p.sand200}"/>
      <circle cx="140" cy="-25" r="34" fill="${p.brand900}"/><circle cx="140" cy="-25" r="13" fill="${p.sand200}"/>`,
    ),
  recycleBin: (x: number, y: number, s = 1) =>
    g(
      x,
      y,
      s,
      `
      <path d="M-70-170h140l-14 170h-112z" fill="${p.brand500}" stroke="${p.brand900}" stroke-width="5" stroke-linejoin="round"/>
      <rect x="-85" y="-195" width="170" height="28" rx="8" fill="${p.brand700}" stroke="${p.brand900}" stroke-width="5"/>
      <g fill="none" stroke="${p.white}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round">
        <path d="M-30-60l-15-25 20-35M0-125l35 10M40-80l-10 30h-40"/>
      </g>`,
    ),
  lamp: (x: number, y: number, s = 1) =>
    g(
      x,
      y,
      s,
      `
      <path d="M-45-260h90l25 70h-140z" fill="${p.accent400}" stroke="${p.brand900}" stroke-width="5" stroke-linejoin="round"/>
      <path d="M0-190V-15M-45 0h90" stroke="${p.brand900}" stroke-width="8" stroke-linecap="round"/>`,
    ),
  plant: (x: number, y: number, s = 1) =>
    g(
      x,
      y,
      s,
      `
      <path d="M-40-70h80l-12 70h-56z" fill="${p.accent400}" stroke="${p.brand900}" stroke-width="5"/>
      <path d="M0-70c-10-60-60-70-70-120 40 0 70 40 70 120zM0-70c10-70 50-90 80-110-5 50-40 90-80 110z" fill="${p.brand500}" stroke="${p.brand900}" stroke-width="4"/>`,
    ),
  frame: (x: number, y: number, s = 1) =>
    g(
      x,
      y,
      s,
      `
      <rect x="-70" y="-150" width="140" height="110" rx="4" fill="${p.accent200}" stroke="${p.brand900}" stroke-width="6"/>
      <path d="M-55-55l35-45 25 30 20-20 30 35z" fill="${p.brand500}"/><circle cx="35" cy="-115" r="12" fill="${p.white}"/>`,
    ),
  lift: (x: number, y: number, s = 1) =>
    g(
      x,
      y,
      s,
      `
      <path d="M-60 0 90-330M-30 0 120-330" stroke="${p.brand900}" stroke-width="10" stroke-linecap="round"/>
      ${[1, 2, 3, 4, 5, 6].map((i) => `<path d="M${-60 + i * 21} ${-i * 47}l30 0" stroke="${p.brand900}" stroke-width="6"/>`).join("")}
      <rect x="20" y="-260" width="110" height="22" rx="4" fill="${p.accent400}" stroke="${p.brand900}" stroke-width="5"/>
      <rect x="40" y="-320" width="70" height="60" rx="6" fill="${p.accent200}" stroke="${p.brand900}" stroke-width="5"/>`,
    ),
  broom: (x: number, y: number, s = 1) =>
    g(
      x,
      y,
      s,
      `
      <path d="M40-330-10-90" stroke="${p.brand900}" stroke-width="10" stroke-linecap="round"/>
      <path d="M-50-95h80l20 95h-130z" fill="${p.accent400}" stroke="${p.brand900}" stroke-width="5" stroke-linejoin="round"/>
      <path d="M-40-40v35M-10-40v35M20-40v35" stroke="${p.brand900}" stroke-width="4"/>
      <path d="M90-220l8 18 18 8-18 8-8 18-8-18-18-8 18-8zM-90-250l6 13 13 6-13 6-6 13-6-13-13-6 13-6z" fill="${p.accent400}"/>`,
    ),
  wall: (x: number, y: number, s = 1) =>
    g(
      x,
      y,
      s,
      `
      ${[0, 1, 2, 3]
        .map((row) =>
          [0, 1, 2]
            .map(
              (col) =>
                `<rect x="${-120 + col * 80 + (row % 2) * 40}" y="${-40 - row * 40}" width="76" height="36" rx="3" fill="${(row + col) % 2 ? p.accent200 : p.sand200}" stroke="${p.brand900}" stroke-width="4"/>`,
            )
            .join(""),
        )
        .join("")}`,
    ),
  document: (x: number, y: number, s = 1) =>
    g(
      x,
      y,
      s,
      `
      <path d="M-80-230h120l40 40V0H-80z" fill="${p.white}" stroke="${p.brand900}" stroke-width="6" stroke-linejoin="round"/>
      <path d="M-50-170h90M-50-130h100M-50-90h70" stroke="${p.brand500}" stroke-width="10" stroke-linecap="round"/>
      <circle cx="30" cy="-40" r="22" fill="${p.accent400}"/>`,
    ),
};

export type ShapeName = keyof typeof shapes;
