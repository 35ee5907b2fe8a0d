/**
 * The words of the review form (client/islands/ReviewForm.tsx), in French, passed to the island
 * in its props by the page (site/routes/reviews.tsx), as for the quote form
 * (client/messages/quote-form.ts). Typeset by hand.
 */
import { PENDING_WORDS } from "./pending.ts";

export const REVIEW_FORM_MESSAGES = {
  /** What the form says of a review it keeps on the device (client/lib/pending-words.ts). */
  pending: PENDING_WORDS,
  /** Labels without the « * » every field has; also the error summary's links. */
  labels: { name: "Nom complet", email: "Email", rating: "Note", review: "Votre avis" },
  /** What to do about each field, under it while it is wrong. */
  problems: {
    name: "Indiquez votre nom complet.",
    email: "Indiquez une adresse e-mail valide.",
    rating: "Choisissez une note de 1 à 5 étoiles.",
    review: "Écrivez quelques mots sur votre expérience.",
  },
  summary: "Pour publier votre avis, complétez ou corrigez\u00A0:",
  /** Each star's spoken label (1 to 5, in order) and tooltip. */
  stars: ["1 étoile sur 5", "2 étoiles sur 5", "3 étoiles sur 5", "4 étoiles sur 5", "5 étoiles sur 5"],
  starTitles: ["1 sur 5", "2 sur 5", "3 sur 5", "4 sur 5", "5 sur 5"],
  send: "Publier mon avis",
  sending: "Envoi en cours...",
  sent: "Merci\u202F! Votre avis a bien été envoyé. Nous le publierons après vérification.",
  mail: "Votre logiciel de messagerie s’ouvre avec votre avis prêt à être envoyé\u00A0: il ne reste qu’à cliquer sur «\u202FEnvoyer\u202F». Rien ne s’ouvre\u202F? Écrivez-nous directement par e-mail.",
  failed: "L’envoi a échoué. Vérifiez votre connexion et réessayez\u00A0: votre texte est conservé.",
  /** The e-mail that carries the review: subject (then the name), the line of the rating (then « 4/5 »). */
  mailSubject: "Avis client de ",
  mailRating: "Note\u00A0: ",
};

export type ReviewFormMessages = typeof REVIEW_FORM_MESSAGES;
