/** What the visitor is told about a request kept on the device (issue 15), for each kind of request. */
export const PENDING_WORDS = {
  quote: {
    kept: "Votre demande est enregistrée sur cet appareil\u00A0: elle nous sera envoyée automatiquement dès que possible.",
    mail: "Envoyez-nous votre demande par e-mail",
    pronoun: "la",
    sent: "Votre demande en attente a bien été envoyée.",
    failed: "Votre demande en attente n’a pas pu être envoyée.",
  },
  review: {
    kept: "Votre avis est enregistré sur cet appareil\u00A0: il nous sera envoyé automatiquement dès que possible.",
    mail: "Envoyez-nous votre avis par e-mail",
    pronoun: "le",
    sent: "Votre avis en attente a bien été envoyé.",
    failed: "Votre avis en attente n’a pas pu être envoyé.",
  },
} as const;

/** The spec's message for a request the management API refused (section 7). */
export const refusedMessage = (message: string) => `❌ Erreur\u00A0: ${message}`;

/** A mailto: link whose subject and body carry what the visitor typed. */
export function mailtoHref(to: string, subject: string, lines: string[]): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join("\r\n"))}`;
}
