/** One vocabulary of delays: what a text may say of each delay, whatever its figures. */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { clearanceDelay, delayProblems, quoteDelay, withdrawalPeriod } from "../../../site/lib/content/rules/delays.ts";

// Made-up figures, unlike the content's, so nothing in the rules can lean on a value.
const delays = { quote: 12, clearance: { from: 36, to: 72 }, withdrawalDays: 30 };
const problems = (text: string) => delayProblems(text, delays);
const clearance = `Le débarras a lieu ${clearanceDelay(delays)} après l’acceptation du devis`;
const condition = `avant la fin de votre délai de rétractation de ${withdrawalPeriod(delays)}, seulement à votre demande expresse`;

test("the delays are written the same way everywhere", () => {
  assert.is(quoteDelay(delays), "12 h");
  assert.is(clearanceDelay(delays), "36 à 72 h");
  assert.is(clearanceDelay({ ...delays, clearance: { from: 48, to: 48 } }), "48 h");
  assert.is(withdrawalPeriod(delays), "30 jours");
});

test("the quote delay is the delay of a visit or a quote, never of an intervention", () => {
  assert.equal(problems("Visite ou devis gratuit sous 12 h."), []);
  assert.equal(
    problems("Nous vous proposons une visite ou un devis dans les 12 heures qui suivent votre demande."),
    [],
  );
  assert.is(problems("Intervention en 12 h, devis gratuit.").length, 1);
  assert.is(problems("Devis gratuit ; nous intervenons sous 12 h.").length, 1);
  assert.is(problems("Aucune demande n’attend plus de 12 h.").length, 1);
});

test("the clearance delay runs from the acceptance of the quote, with the withdrawal rule in its paragraph", () => {
  assert.equal(problems(`${clearance} ; ${condition}.`), []);
  assert.equal(problems(`${clearance}.\nPendant le délai de rétractation, seulement à votre demande expresse.`), []);
  assert.match(problems(`${clearance}.`)[0] ?? "", "rétractation");
  assert.match(problems(`${clearance}.\n\nLe délai de rétractation est expliqué ailleurs.`)[0] ?? "", "rétractation");
  assert.match(problems(`Nous venons sous ${clearanceDelay(delays)} ; ${condition}.`)[0] ?? "", "acceptation");
});

test("a delay in hours that is neither of the two is refused; notices, clock times and other figures are not delays", () => {
  assert.is(problems("Intervention sous 72 h.").length, 1);
  assert.is(problems("Débarras en 12 à 72 h après l’accord, délai de rétractation compris.").length, 1);
  assert.equal(problems("Annulation sans frais jusqu’à 72 heures avant la date convenue."), []);
  assert.equal(problems("Ouvert de 8 h à 20 h, 7 j/7 ; notification dans les 48 heures."), []);
  assert.equal(problems("Un chantier de 12 h 30 à 18 h."), []);
});

test("a withdrawal period other than the claimed one is refused", () => {
  assert.equal(problems(`Vous disposez de ${withdrawalPeriod(delays)} pour vous rétracter.`), []);
  assert.is(problems("Vous disposez de 14 jours pour vous rétracter.").length, 1);
  assert.is(problems("Vous disposez de quatorze jours pour vous rétracter.").length, 1);
  assert.equal(problems("La facture est payable dans les 14 jours."), []);
});

test.run();
