import { WITHDRAWAL_TERMS_URL, withdrawalPeriod } from "../lib/content/rules/delays.ts";
import { useSite } from "../lib/render/site-context.tsx";

/**
 * What goes with the clearance delay wherever a page states it: a client who accepted the quote
 * away from the company's premises is cleared out before the end of the withdrawal period only
 * at their express request (Code de droit économique, art. VI.47 and VI.67).
 */
export function WithdrawalCondition() {
  const { delays } = useSite().data.claims;
  return (
    <>
      avant la fin de votre <a href={WITHDRAWAL_TERMS_URL}>délai de rétractation</a> de {withdrawalPeriod(delays)},
      seulement à votre demande expresse
    </>
  );
}
