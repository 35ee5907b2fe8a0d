/**
 * A message prepared elsewhere on the site (the estimator's summary on /tarifs) travels to the
 * quote form in the URL of /contact, where the form puts it in its message field for the
 * visitor to read and edit. One home for the page, the parameter and the anchor.
 */
export const QUOTE_PAGE = "/contact";
/** The heading of the form on /contact: the browser scrolls to it on arrival. */
export const QUOTE_FORM_ANCHOR = "form-title";
const PARAM = "message";
/** Longer text in the URL is cut: a message is a summary, not a document. */
export const MAX_PREFILLED_LENGTH = 2000;

export function quoteUrlWithMessage(message: string): string {
  const query = message ? `?${PARAM}=${encodeURIComponent(message)}` : "";
  return `${QUOTE_PAGE}${query}#${QUOTE_FORM_ANCHOR}`;
}

/** The message carried by a page's query string (location.search), or "". */
export function prefilledMessage(search: string): string {
  return (new URLSearchParams(search).get(PARAM) ?? "").slice(0, MAX_PREFILLED_LENGTH);
}
