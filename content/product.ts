/**
 * The product word that appears in many URLs (spec `{product}`, DECISIONS "Placeholders"):
 * /vide-maison-{commune}, the service /services/vide-maison and several article slugs.
 */
const PRODUCT = "vide-maison";

export const municipalityUrl = (slug: string): string => `/${PRODUCT}-${slug}`;
