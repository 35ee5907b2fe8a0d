/**
 * A message prepared elsewhere on the site (the estimator's summary on the pricing page) travels
 * to the quote form in the URL of the edition's contact page (content/paths.ts), where the form
 * puts it in its message field for the visitor to read and edit. One home for the parameter
 * and the anchor. The page
 * passes QUOTE_PREFILL to its form in the props: the form's script does not load this module,
 * which the estimator's script carries (one script file fewer for each of the two pages).
 */
/** The heading of the form on /contact: the browser scrolls to it on arrival. */
export const QUOTE_FORM_ANCHOR = "form-title";
/** The URL parameter, and the length past which its text is cut: a message is a summary, not a document. */
export const QUOTE_PREFILL = { param: "message", maxLength: 2000 };

export function quoteUrlWithMessage(quotePage: string, message: string): string {
  const query = message ? `?${QUOTE_PREFILL.param}=${encodeURIComponent(message)}` : "";
  return `${quotePage}${query}#${QUOTE_FORM_ANCHOR}`;
}
