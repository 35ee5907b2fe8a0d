import { DEFAULT_LOCALE, type Locale } from "../../../content/locales.ts";
import { DUTCH_PROVINCES } from "../../../content/vocabulary.ts";
/**
 * French prepositions before a place name: « de Namur » but « d’Anderlecht », « à Uccle »,
 * « du Rœulx », « aux Bons Villers ». Every sentence that inserts a municipality's name goes
 * through these functions, so no page can print « de Anderlecht ».
 *
 * Elision: « de » becomes « d’ » before a vowel sound: a vowel letter, or « y » followed by
 * a consonant (« d’Yvoir », « d’Ypres »). Before « h » it
 * depends on the word (h muet: « d’Hélécine » ; h aspiré: « de Hasselt », « de Huy »): no rule
 * can tell, so the content decides (`elision` in the commune's file) and the default is no
 * elision. Names beginning with the article « Le »/« Les » contract it with « de »/« à »
 * (« du Rœulx », « au Rœulx », « des Bons Villers », « aux Bons Villers »); « La » stays
 * (« de La Hulpe », « à La Hulpe »).
 */

export interface PlaceName {
  name: string;
  /** Only for names starting with h: true when « de » elides before it (h muet). */
  elision?: boolean;
}

const VOWEL = /^[aeiouàâäéèêëîïôöûüœæ]/i;
const Y_BEFORE_CONSONANT = /^y[^aeiouyàâäéèêëîïôöûü]/i;

/** True when « de » or « le » elides before this name. */
export function elides(place: PlaceName): boolean {
  const { name } = place;
  if (/^h/i.test(name)) return place.elision === true;
  return VOWEL.test(name) || Y_BEFORE_CONSONANT.test(name);
}

/** « de Namur », « d’Anderlecht », « du Rœulx », « des Bons Villers », « de La Hulpe ». */
export function ofPlace(place: PlaceName): string {
  const article = leadingArticle(place.name);
  if (article === "le") return `du ${place.name.slice(3)}`;
  if (article === "les") return `des ${place.name.slice(4)}`;
  return elides(place) ? `d’${place.name}` : `de ${place.name}`;
}

/** « à Namur », « à Anderlecht », « au Rœulx », « aux Bons Villers », « à La Hulpe ». */
export function atPlace(place: PlaceName): string {
  const article = leadingArticle(place.name);
  if (article === "le") return `au ${place.name.slice(3)}`;
  if (article === "les") return `aux ${place.name.slice(4)}`;
  return `à ${place.name}`;
}

/** The article a place name starts with, when it contracts with « de » and « à ». */
function leadingArticle(name: string): "le" | "les" | null {
  if (name.startsWith("Le ")) return "le";
  if (name.startsWith("Les ")) return "les";
  return null;
}

/** A municipality's province as the page's edition names it. */
export const provinceName = (m: { province: string }, locale: Locale): string =>
  locale === DEFAULT_LOCALE ? m.province : (DUTCH_PROVINCES[m.province] ?? m.province);
