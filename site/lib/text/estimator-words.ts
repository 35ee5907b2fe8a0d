/**
 * The estimator's words of each edition (client/messages/estimator*.ts), and the sentences built
 * from them, for the pages and tokens that state the rate card in prose as the estimator does.
 */
import { estimateText, type EstimateText, type EstimateWords } from "../../../client/lib/estimate-text.ts";
import { ESTIMATOR_WORDS } from "../../../client/messages/estimator.ts";
import { ESTIMATOR_WORDS_NL } from "../../../client/messages/estimator-nl.ts";
import type { Locale } from "../../../content/locales.ts";

export const ESTIMATOR_WORDS_OF: Record<Locale, EstimateWords> = { fr: ESTIMATOR_WORDS, nl: ESTIMATOR_WORDS_NL };

export const ESTIMATE_TEXT: Record<Locale, EstimateText> = {
  fr: estimateText(ESTIMATOR_WORDS),
  nl: estimateText(ESTIMATOR_WORDS_NL),
};
