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

/** A word or phrase starting and ending on a word boundary, accents included (`\b` is ASCII only). */
const phrase = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, "giu");

/** Nouns of our work that the labels below qualify: « recyclage responsable », « tri éthique »… */
const WORK = "recyclages?|tris?|débarras|vide-maisons?|filières?|gestions?|démarches?|approches?|solutions?|services?";
/** Labels that say nothing measurable. « responsable de… » (liable for) is a different word. */
const LABEL = "éthiques?|responsables?(?!\\s+(?:de|du|des|d[’']))|durables?|verte?s?|écologiques?";

const GENERIC_CLAIMS: readonly RegExp[] = [
  phrase(`(?:${WORK})\\s+(?:${LABEL})`),
  phrase("éco-?\\s?responsab\\p{L}*|écologi(?:que|ques|quement)"),
  phrase("respectueu(?:x|se|ses)\\s+de\\s+l[’']environnement|(?:bon|bonne|bons|bonnes|geste)\\s+pour\\s+la\\s+planète"),
  phrase("zéro\\s+déchet|neutres?\\s+en\\s+carbone"),
  // A share that sounds small but is not stated: « très peu finit à l’incinérateur ».
  phrase("(?:très peu|presque rien|quasi(?:ment)? rien|rien ou presque)[^.!?\\n]{0,60}?(?:incinér\\p{L}*|décharge|benne|enfoui\\p{L}*)"),
];

/** A quick test first: almost no text holds any of these words. */
const MAY_CLAIM = /éthique|responsab|durable|vert|écolog|environnement|planète|déchet|carbone|incinér|décharge|benne|enfoui/i;

/** The generic environmental claims of `text`, each as a French problem to report. */
export function genericEnvironmentalClaims(text: string): string[] {
  if (!MAY_CLAIM.test(text)) return [];
  const found = new Set<string>();
  for (const pattern of GENERIC_CLAIMS) for (const match of text.matchAll(pattern)) found.add(match[0]);
  return [...found].map(
    (claim) =>
      `« ${claim} » est une allégation environnementale générique, interdite depuis le 27 septembre 2026 ` +
      "(directive (UE) 2024/825) : dites ce que deviennent les biens, avec un chiffre et sa base " +
      "({{recyclingRate}}, {{recyclingBasis}}), ou retirez-la",
  );
}
