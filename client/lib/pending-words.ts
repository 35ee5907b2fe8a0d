/**
 * What the visitor is told about a request kept on the device (issue 15), under the form that
 * kept it (client/components/PendingNotice.tsx) and on the next pages (pending-toast.ts): the
 * words of each kind of request, then those they share (client/messages/pending.ts). The forms
 * receive the words of their page's edition in their props; the next pages' notice picks them by
 * the page's language (pending-toast.ts).
 */
interface KindWords {
  kept: string;
  mail: string;
  pronoun: string;
  sent: string;
  failed: string;
}

export interface PendingWords {
  quote: KindWords;
  review: KindWords;
  wait: string;
  call: string;
  also: string;
  forget: string;
  close: string;
  /** The spec's message for a request the management API refused (section 8), before the API's own words. */
  refused: string;
}

/** The spec's message for a request the management API refused (section 8). */
export const refusedMessage = (message: string, words: PendingWords) => `${words.refused}${message}`;

/** A mailto: link whose subject and body carry what the visitor typed. */
export function mailtoHref(to: string, subject: string, lines: string[]): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join("\r\n"))}`;
}
