import type { ReactNode } from "react";
import { WITHDRAWAL_SECTIONS, withdrawalPeriod } from "../lib/content/rules/delays.ts";
import { localized, useCopy } from "../lib/render/localized.ts";
import { useSite } from "../lib/render/site-context.tsx";

const COPY = localized({
  fr: (link: (text: string) => ReactNode, period: string) => (
    <>
      avant la fin de votre {link("délai de rétractation")} de {period}, seulement à votre demande expresse
    </>
  ),
  nl: (link: (text: string) => ReactNode, period: string) => (
    <>
      vóór het einde van uw {link("herroepingstermijn")} van {period}, alleen op uw uitdrukkelijk verzoek
    </>
  ),
});

/**
 * What goes with the clearance delay wherever a page states it: a client who accepted the quote
 * away from the company's premises is cleared out before the end of the withdrawal period only
 * at their express request (Code de droit économique, art. VI.47 and VI.67).
 */
export function WithdrawalCondition() {
  const { claims, locale, navigation } = useSite().data;
  const link = (text: string) => <a href={`${navigation.terms}#${WITHDRAWAL_SECTIONS[locale]}`}>{text}</a>;
  return useCopy(COPY)(link, withdrawalPeriod(claims.delays, locale));
}
