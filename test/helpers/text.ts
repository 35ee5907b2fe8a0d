/** Text as the tests compare it: what French typography changes, undone (no DOM library needed). */

/** Visible text of an element, whitespace collapsed and no-break spaces made ordinary. */
export function textOf(node: Element | null | undefined): string {
  return plain(node?.textContent ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * No-break spaces made ordinary and apostrophes straight: what the build's French typography
 * changes, undone, to compare a fact or a text of the content with textOf().
 */
export function plain(text: string): string {
  return text.replace(/[\u00A0\u202F]/g, " ").replace(/’/g, "'");
}

/** Text a visitor reads: everything under `node` but scripts, styles, noscript and islands. */
export function visibleText(node: Node): string {
  if (node.nodeType === 3) return node.textContent ?? "";
  if (node.nodeType !== 1) return "";
  const element = node as Element;
  if (["SCRIPT", "STYLE", "NOSCRIPT"].includes(element.tagName) || element.hasAttribute("data-island")) return "";
  let text = "";
  for (const child of element.childNodes) text += visibleText(child);
  return text;
}

/**
 * The visible text of `node` written in `language` ("nl"): what is marked as another language
 * (a review quoted in the words of its author, lang="fr-BE") is left out, as are islands.
 * `separator` goes between the texts of sibling nodes (a line break keeps list items apart).
 */
export function textInLanguage(node: Node, language: string, separator = ""): string {
  if (node.nodeType !== 1) return visibleText(node);
  const element = node as Element;
  const lang = element.getAttribute("lang");
  if (lang && !lang.startsWith(language)) return "";
  if (["SCRIPT", "STYLE", "NOSCRIPT"].includes(element.tagName) || element.hasAttribute("data-island")) return "";
  return [...element.childNodes].map((child) => textInLanguage(child, language, separator)).join(separator);
}

/**
 * An attribute whatever the case of its name: HTML attribute names are case-insensitive, but
 * React writes some in camel case (dateTime) and linkedom keeps them as written.
 */
export function attr(element: Element | null | undefined, name: string): string | null {
  const actual = element?.getAttributeNames().find((n) => n.toLowerCase() === name.toLowerCase());
  return actual ? element!.getAttribute(actual) : null;
}
