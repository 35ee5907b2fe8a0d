/**
 * Generic environmental claims: a label such as « recyclage éthique », « tri responsable »,
 * « éco-responsable », « écologique », or « très peu finit à l’incinérateur » without a figure,
 * says that a service is good for the environment without saying how much or on what basis.
 * Directive (EU) 2024/825 adds them to the commercial practices banned in all circumstances
 * (annex I of directive 2005/29/EC, point 4 bis) from 27 September 2026. The site says instead what becomes of the goods, and gives
 * the share reused or recycled with its basis (claims.yaml: {{recyclingRate}}, {{recyclingBasis}}).
 *
 * Checked in the company's own texts (site/lib/content/context.ts), not in customers' reviews.
 */

/** Latin letters, accented ones included: a class of its own, as a Unicode property made the pass several times slower. */
const LETTER = "[A-Za-zÀ-ÖØ-öø-ÿŒœ]";

/** Nouns of our work that the labels below qualify: « recyclage responsable », « tri éthique »… */
const WORK = "recyclages?|tris?|débarras|vide-maisons?|filières?|gestions?|démarches?|approches?|solutions?|services?";
/** Labels that say nothing measurable. « responsable de… » (liable for) is a different word. */
const LABEL = "éthiques?|responsables?(?!\\s+(?:de|du|des|d[’']))|durables?|verte?s?|écologiques?";

const CLAIMS = [
  `(?:${WORK})\\s+(?:${LABEL})`,
  `éco-?\\s?responsab${LETTER}*|écologi(?:que|ques|quement)`,
  "respectueu(?:x|se|ses)\\s+de\\s+l[’']environnement|(?:bon|bonne|bons|bonnes|geste)\\s+pour\\s+la\\s+planète",
  "zéro\\s+déchet|neutres?\\s+en\\s+carbone",
  // A share that sounds small but is not stated: « très peu finit à l’incinérateur ».
  `(?:très peu|presque rien|quasi(?:ment)? rien|rien ou presque)[^.!?\\n]{0,60}?(?:incinér${LETTER}*|décharge|benne|enfoui${LETTER}*)`,
];
/** Every claim in one expression, read in one pass, each starting and ending on a word boundary (`\b` is ASCII only). */
const GENERIC_CLAIMS = new RegExp(`(?<!${LETTER}|\\d)(?:${CLAIMS.join("|")})(?!${LETTER}|\\d)`, "gi");

/** A quick test first, on a word each claim above must hold: few texts hold any. */
const MAY_CLAIM =
  /éthique|responsab|durable|[^a-zà-ÿ]verte?s?[^a-zà-ÿ]|écolog|environnement|planète|zéro|carbone|très peu|presque rien|quasi/i;

/** The generic environmental claims of `text`, each as a French problem to report. */
export function genericEnvironmentalClaims(text: string): string[] {
  if (!MAY_CLAIM.test(text)) return [];
  const found = new Set<string>();
  for (const match of text.matchAll(GENERIC_CLAIMS)) found.add(match[0]);
  return [...found].map(
    (claim) =>
      `« ${claim} » est une allégation environnementale générique, interdite depuis le 27 septembre 2026 ` +
      "(directive (UE) 2024/825) : dites ce que deviennent les biens, avec un chiffre et sa base " +
      "({{recyclingRate}}, {{recyclingBasis}}), ou retirez-la",
  );
}
