/**
 * The brand mark, drawn once: a house whose roofline opens on a rising sun (the "horizon"),
 * on a 40-unit grid. The header logo, the favicons, the app icons and the social images all
 * draw it from here, each with its own colours.
 */
export interface MarkColours {
  accent: string;
  stroke: string;
}

export function brandMarkDrawing({ accent, stroke }: MarkColours): string {
  return (
    `<path d="M11 31h18" stroke="${accent}" stroke-width="2.6" stroke-linecap="round"/>` +
    `<path d="M14.5 31a5.5 5.5 0 0 1 11 0" fill="${accent}"/>` +
    `<path d="M9 20 20 11l11 9M12.5 18v13M27.5 18v13" stroke="${stroke}" stroke-width="2.6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}
