/** The words of the review form in Dutch (issue 37), the shape of REVIEW_FORM_MESSAGES. */
import { PENDING_WORDS_NL } from "./pending.ts";
import type { ReviewFormMessages } from "./review-form.ts";

export const REVIEW_FORM_MESSAGES_NL: ReviewFormMessages = {
  pending: PENDING_WORDS_NL,
  labels: { name: "Volledige naam", email: "E-mail", rating: "Score", review: "Uw review" },
  problems: {
    name: "Vul uw volledige naam in.",
    email: "Vul een geldig e-mailadres in.",
    rating: "Kies een score van 1 tot 5 sterren.",
    review: "Schrijf enkele woorden over uw ervaring.",
  },
  summary: "Om uw review te publiceren, vul aan of verbeter:",
  stars: ["1 ster op 5", "2 sterren op 5", "3 sterren op 5", "4 sterren op 5", "5 sterren op 5"],
  starTitles: ["1 op 5", "2 op 5", "3 op 5", "4 op 5", "5 op 5"],
  send: "Mijn review publiceren",
  sending: "Bezig met versturen...",
  sent: "Bedankt! Uw review is goed verstuurd. We publiceren hem na controle.",
  mail: "Uw e-mailprogramma opent met uw review, klaar om te versturen: u hoeft alleen nog op ‘Verzenden’ te klikken. Opent er niets? Schrijf ons dan rechtstreeks een e-mail.",
  failed: "Het versturen is mislukt. Controleer uw verbinding en probeer opnieuw: uw tekst blijft bewaard.",
  mailSubject: "Klantenreview van ",
  mailRating: "Score: ",
};
