/**
 * The words of the quote form in Dutch (issue 37), the shape of QUOTE_FORM_MESSAGES. Every
 * French message of the specification has its counterpart here, in natural Belgian Dutch.
 */
import { PENDING_WORDS_NL } from "./pending.ts";
import { serviceChoices, type QuoteFormMessages } from "./quote-form.ts";

export const QUOTE_FORM_MESSAGES_NL: QuoteFormMessages = {
  pending: PENDING_WORDS_NL,
  labels: {
    fullName: "Volledige naam",
    email: "E-mail",
    phone: "Telefoon",
    city: "Gemeente",
    serviceType: "Soort dienst",
    message: "Bericht",
    website: "Website",
  },
  placeholders: {
    fullName: "Voornaam en naam",
    quickName: "Uw naam",
    email: "u@voorbeeld.be",
    phone: "+32 XXX XX XX XX",
    city: "Uw gemeente",
    service: "Kies een dienst",
    message: "Geschat volume, verdieping, toegang, gewenste termijn…",
  },
  services: serviceChoices({
    "vide-maison": "Woningontruiming",
    "vide-appartement": "Appartement leegmaken",
    "vide-cave-grenier": "Kelder / zolder leegmaken",
    succession: "Ontruiming na overlijden",
    autre: "Andere",
  }),
  problems: {
    required: "Alle verplichte velden moeten worden ingevuld.",
    email: "Geef een geldig e-mailadres op.",
    phone: "Geef een geldig Belgisch telefoonnummer op.",
  },
  missing: "Dit veld is verplicht.",
  send: "Mijn aanvraag versturen",
  quickSend: "Mijn gratis offerte ontvangen",
  sending: "Bezig met versturen...",
  reset: "Wissen",
  sent: "Uw aanvraag is goed verstuurd.",
  failure: "❌ Er is een fout opgetreden bij het versturen van het formulier.",
  quickFailure: "❌ Er is een fout opgetreden.",
  callBack: "We bellen u snel terug om het gratis bezoek in te plannen.",
  again: "Nieuwe aanvraag",
  request: { prefix: "[NL] ", quick: "Snelle aanvraag via het formulier op de startpagina", none: "Geen" },
  colon: ": ",
  mailSubject: "Offerteaanvraag – ",
  mailIntro: ["Goedendag,", "", "Ik wil graag een gratis offerte ontvangen.", ""],
};
