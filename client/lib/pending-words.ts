/**
 * What the visitor is told about a request kept on the device (issue 15), under the form that
 * kept it (client/components/PendingNotice.tsx) and on the next pages (pending-toast.ts): the
 * words of each kind of request, then those they share. Typeset by hand.
 */
export const PENDING_WORDS = {
  quote: {
    kept: "Votre demande n’a pas pu partir pour l’instant\u00A0: elle est enregistrée sur cet appareil et nous sera envoyée automatiquement dès que possible.",
    mail: "Envoyez-nous votre demande par e-mail",
    pronoun: "la",
    sent: "Votre demande en attente a bien été envoyée.",
    failed: "Votre demande en attente n’a pas pu être envoyée.",
  },
  review: {
    kept: "Votre avis n’a pas pu partir pour l’instant\u00A0: il est enregistré sur cet appareil et nous sera envoyé automatiquement dès que possible.",
    mail: "Envoyez-nous votre avis par e-mail",
    pronoun: "le",
    sent: "Votre avis en attente a bien été envoyé.",
    failed: "Votre avis en attente n’a pas pu être envoyé.",
  },
  /** « Vous préférez ne pas attendre ? Envoyez-nous … ou appelez-nous au … . Vous pouvez aussi la supprimer. » */
  wait: "Vous préférez ne pas attendre\u202F? ",
  call: " ou appelez-nous au ",
  also: " Vous pouvez aussi ",
  forget: "supprimer",
  close: "Fermer ce message",
} as const;

/** The spec's message for a request the management API refused (section 8). */
export const refusedMessage = (message: string) => `❌ Erreur\u00A0: ${message}`;

/** A mailto: link whose subject and body carry what the visitor typed. */
export function mailtoHref(to: string, subject: string, lines: string[]): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join("\r\n"))}`;
}
