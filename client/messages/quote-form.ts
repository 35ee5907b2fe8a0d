/**
 * The words of the quote form (client/islands/QuoteForm.tsx), in French. The page passes them
 * to the island in its props (site/components/QuoteFormBlock.tsx): the island's script holds
 * no words, so one script serves every language's edition, each page passing its own object
 * of this shape. Typeset by hand (no-break spaces), as props are not typeset with the page;
 * the spec's messages (sections 5 and 8) are kept to the letter.
 */
import { PENDING_WORDS } from "./pending.ts";

/** The values a quote request's service takes, sent to the management API: the same in every edition. */
export const QUOTE_SERVICES = ["vide-maison", "vide-appartement", "vide-cave-grenier", "succession", "autre"] as const;

/** The service choices in the form's order, each value with its label in one language. */
export const serviceChoices = (
  labels: Record<(typeof QUOTE_SERVICES)[number], string>,
): [value: string, label: string][] => QUOTE_SERVICES.map((value) => [value, labels[value]]);

export const QUOTE_FORM_MESSAGES = {
  /** What the form says of a request it keeps on the device (client/lib/pending-words.ts). */
  pending: PENDING_WORDS,
  /** Labels without the « * » of a required field, which the form adds; also the error summary's links. */
  labels: {
    fullName: "Nom complet",
    email: "Email",
    phone: "Téléphone",
    city: "Ville",
    serviceType: "Type de service",
    message: "Message",
    website: "Site web",
  },
  placeholders: {
    fullName: "Prénom et nom",
    quickName: "Votre nom",
    email: "vous@exemple.be",
    phone: "+32 XXX XX XX XX",
    city: "Votre commune",
    service: "Choisissez un service",
    message: "Volume approximatif, étage, accès, délai souhaité…",
  },
  /**
   * The spec's choice of service, cellar and attic in one option as on the service page:
   * alone, « Vide grenier » reads as the flea market (issue 35). The label is also what the
   * request's description says.
   */
  services: serviceChoices({
    "vide-maison": "Vide-maison",
    "vide-appartement": "Vide-appartement",
    "vide-cave-grenier": "Vide-cave / grenier",
    succession: "Débarras succession",
    autre: "Autre",
  }),
  /** The spec's messages (section 5), the first sentence of the error summary. */
  problems: {
    required: "Tous les champs obligatoires doivent être remplis.",
    email: "Veuillez entrer une adresse e-mail valide.",
    phone: "Veuillez entrer un numéro de téléphone belge valide.",
  },
  /** Under a required field left blank (under a wrong e-mail address or phone number: its problem above). */
  missing: "Ce champ est obligatoire.",
  send: "Envoyer ma demande",
  quickSend: "Recevoir mon devis gratuit",
  sending: "Envoi en cours...",
  reset: "Réinitialiser",
  sent: "Votre demande a été envoyée avec succès.",
  /** The spec's messages for a network or other failure (section 8), standalone and quick form. */
  failure: "❌ Une erreur est survenue lors de l'envoi du formulaire.",
  quickFailure: "❌ Une erreur est survenue.",
  callBack: "Nous vous rappelons rapidement pour fixer la visite gratuite.",
  again: "Nouvelle demande",
  /**
   * What the request's description says besides what was typed (spec section 7): data for the
   * management API, in the spec's words; the prefix tells the office which language to answer in.
   */
  request: { prefix: "", quick: "Demande rapide depuis le formulaire d'accueil", none: "Aucun" },
  /** The e-mail offered when the request does not get through: subject (then the name), first lines. */
  /** Between a label and its value in the e-mail (French typography: a no-break space before the colon). */
  colon: "\u00A0: ",
  mailSubject: "Demande de devis – ",
  mailIntro: ["Bonjour,", "", "Je souhaite recevoir un devis gratuit.", ""],
};

export type QuoteFormMessages = typeof QUOTE_FORM_MESSAGES;
