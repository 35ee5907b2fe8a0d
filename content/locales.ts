/**
 * The site's editions: French first, on the specification's routes, and Dutch under /nl/
 * (issue 37). Each collection keeps one folder per edition (content/blog/fr/, content/blog/nl/),
 * the layout of Decap CMS's i18n « multiple_folders »; a translation has its original's file name.
 */
export const LOCALES = ["fr", "nl"] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * The editions the build writes. The Dutch edition is loaded and checked already, and is
 * written once every page type speaks Dutch (issue 37).
 */
export const PUBLISHED_LOCALES: readonly Locale[] = ["fr", "nl"];

/** The edition of the specification's routes, the one x-default names (hreflang). */
export const DEFAULT_LOCALE: Locale = "fr";

/** BCP 47 tags, for <html lang>, hreflang and JSON-LD's inLanguage. */
export const LANGUAGE_TAGS: Record<Locale, string> = { fr: "fr-BE", nl: "nl-BE" };

/** The collections written per edition, as folders of markdown files. */
export type Collection = "blog" | "communes" | "services" | "pages";

/** "blog/fr": where a collection's files of one edition live, relative to content/. */
export const collectionFolder = (collection: Collection, locale: Locale): string => `${collection}/${locale}`;

/** "blog/fr/slug.md": a file named in messages, relative to content/. */
export const contentFile = (collection: Collection, locale: Locale, slug: string): string =>
  `${collectionFolder(collection, locale)}/${slug}.md`;
