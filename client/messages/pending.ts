/**
 * What the visitor is told about a request kept on the device (issue 15), in each edition,
 * typeset by hand. Apart from the code that uses them, so that a form's script carries none:
 * the forms get their page's words in their props.
 */
import type { PendingWords } from "../lib/pending-words.ts";

export const PENDING_WORDS: PendingWords = {
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
  refused: "❌ Erreur\u00A0: ",
};

export const PENDING_WORDS_NL: PendingWords = {
  quote: {
    kept: "Uw aanvraag kon nog niet vertrekken: ze is op dit toestel bewaard en wordt ons automatisch bezorgd zodra dat kan.",
    mail: "Stuur ons uw aanvraag per e-mail",
    pronoun: "ze",
    sent: "Uw wachtende aanvraag is goed verstuurd.",
    failed: "Uw wachtende aanvraag kon niet verstuurd worden.",
  },
  review: {
    kept: "Uw review kon nog niet vertrekken: hij is op dit toestel bewaard en wordt ons automatisch bezorgd zodra dat kan.",
    mail: "Stuur ons uw review per e-mail",
    pronoun: "hem",
    sent: "Uw wachtende review is goed verstuurd.",
    failed: "Uw wachtende review kon niet verstuurd worden.",
  },
  wait: "Liever niet wachten? ",
  call: " of bel ons op ",
  also: " U kunt ",
  forget: "verwijderen",
  close: "Dit bericht sluiten",
  refused: "❌ Fout: ",
};

/** The words of a page in `lang` (its <html lang>): Dutch for nl-BE, French otherwise. */
export const pendingWordsFor = (lang: string): PendingWords =>
  lang.startsWith("nl") ? PENDING_WORDS_NL : PENDING_WORDS;
