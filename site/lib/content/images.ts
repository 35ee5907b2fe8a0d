/** Where the covers the build draws are served (site/lib/assets/illustrations), when no photo replaces them. */
export const ILLUSTRATIONS_PATH = "/illustrations/";
/** The cover the build draws for a slug of `kind`. */
export const illustrationUrl = (kind: "services" | "blog", slug: string) => `${ILLUSTRATIONS_PATH}${kind}/${slug}.svg`;
