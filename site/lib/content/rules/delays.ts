/**
 * One vocabulary of delays (issue 35, « 24 h means three things »), from content/claims.yaml ›
 * delays: a visit or a quote within `quote` hours of the request; the clearance `clearance.from`
 * to `clearance.to` hours after the quote is accepted; and, when the quote is accepted anywhere
 * but the company's premises, nothing before the end of the `withdrawalDays`-day withdrawal
 * period unless the client expressly asks (Code de droit économique, art. VI.47 and VI.67).
 * Pages and texts say each delay the same way; the rules below make the build refuse a text that
 * gives a delay another meaning.
 */
import type { Claims } from "../../../../content/schema.ts";
import { FORMATS } from "../../text/format.ts";
import { DEFAULT_LOCALE, type Locale } from "../../../../content/locales.ts";
import type { Issues } from "../issues.ts";

export type Delays = Claims["delays"];

/** The section of the terms (data.navigation.terms) that explains the withdrawal right and its form, in each edition. */
export const WITHDRAWAL_SECTIONS: Record<Locale, string> = { fr: "retractation", nl: "herroepingsrecht" };

/** How each edition writes a delay (issue 37): its hour unit, « à »/« tot », its days. */
const UNITS = {
  fr: { hours: "h", to: "à", days: "jours" },
  nl: { hours: "uur", to: "tot", days: "dagen" },
} satisfies Record<Locale, { hours: string; to: string; days: string }>;

/** 24 -> "24 h", "24 uur" */
const hours = (value: number, locale: Locale = DEFAULT_LOCALE) =>
  `${FORMATS[locale].number(value)} ${UNITS[locale].hours}`;

/** "24 h": a visit or a quote within this many hours of the request. */
export const quoteDelay = (delays: Delays, locale: Locale = DEFAULT_LOCALE) => hours(delays.quote, locale);

/** "24 à 48 h", "24 tot 48 uur": the clearance, after the quote is accepted. */
export const clearanceDelay = ({ clearance }: Delays, locale: Locale = DEFAULT_LOCALE) =>
  clearance.from === clearance.to
    ? hours(clearance.to, locale)
    : `${FORMATS[locale].number(clearance.from)} ${UNITS[locale].to} ${hours(clearance.to, locale)}`;

/** "14 jours", "14 dagen" */
export const withdrawalPeriod = (delays: Delays, locale: Locale = DEFAULT_LOCALE) =>
  `${FORMATS[locale].number(delays.withdrawalDays)} ${UNITS[locale].days}`;

/** The clearance range cannot run backwards. */
export function checkDelays(delays: Delays, file: string, issues: Issues): void {
  const { from, to } = delays.clearance;
  if (from > to)
    issues.add(
      file,
      "delays.clearance.to",
      `${hours(to)} est avant « Au plus tôt » (delays.clearance.from : ${hours(from)})`,
    );
}

const SPACE = "[\\s\\u00A0\\u202F]";
/** « 24 h », « 24 heures », « 24 à 48 h », « 24-48 h »; not « 24 h/24 », nor a clock time read « 8 h 30 ». */
const HOURS = new RegExp(
  `(?<![\\d,])(\\d+)(?:${SPACE}*(?:à|-|–)${SPACE}*(\\d+))?${SPACE}*(?:h|heures?)(?![\\p{L}\\d/])(?!${SPACE}*\\d)`,
  "gu",
);
const HOURS_ANYWHERE = new RegExp(HOURS.source, "u");
/** « 14 jours », « quatorze jours » */
const DAYS = new RegExp(`(?<![\\d,])(\\d+|quatorze)${SPACE}+jours`, "giu");
const PARAGRAPH_END = /\n\s*\n/;
const SENTENCE_END = /(?<=[.!?])\s+/;
/** What a delay may follow without being one (« jusqu’à 48 heures avant la date convenue »: a notice). */
const NOTICE = new RegExp(`^${SPACE}*avant\\b`, "u");
/** How far before a delay its sentence must say what it is the delay of. */
const CONTEXT = 80;
/** What a delay can be the delay of: the nearest before it is the one it reads as. */
const SUBJECT = /visite|devis|interv\p{L}*|débarras|vid(?:er|ons|é\p{L}*)\b/giu;

/**
 * Problems in a text (filled with its tokens): a delay in hours that is not one of the two
 * claimed, or said of something else than what it is the delay of; a clearance delay without
 * the withdrawal rule in its paragraph; a withdrawal period other than the claimed one.
 */
export function delayProblems(text: string, delays: Delays): string[] {
  const problems: string[] = [];
  // A text with no delay in hours and no withdrawal period has nothing to check: most are done with at once.
  if (!HOURS_ANYWHERE.test(text) && !/rétract/i.test(text)) return problems;
  const { quote, clearance, withdrawalDays } = delays;
  const claimed = new Set([quote, clearance.from, clearance.to]);
  const quoteText = quoteDelay(delays);
  const clearanceText = clearanceDelay(delays);
  for (const paragraph of text.split(PARAGRAPH_END)) {
    const withdrawal = /rétractation/i.test(paragraph);
    for (const sentence of paragraph.split(SENTENCE_END)) {
      for (const match of sentence.matchAll(HOURS)) {
        const first = Number(match[1]);
        const last = match[2] === undefined ? null : Number(match[2]);
        const shown = match[0].replace(/[\s\u00A0\u202F]+/g, " ");
        const before = sentence.slice(Math.max(0, match.index - CONTEXT), match.index);
        const after = sentence.slice(match.index + match[0].length);
        const isQuote = last === null && first === quote;
        const isClearance = first === clearance.from && (last ?? first) === clearance.to;
        if (isQuote && !/^(?:visite|devis)$/i.test([...before.matchAll(SUBJECT)].at(-1)?.[0] ?? "")) {
          problems.push(
            `« ${shown} » est le délai de la visite ou du devis ({{quoteDelay}}) : dites-le dans la même phrase ` +
              `(« visite ou devis sous ${quoteText} »), jamais d’une intervention ou du débarras`,
          );
        } else if (isClearance && !isQuote && !/accept|accord/i.test(sentence)) {
          problems.push(
            `« ${shown} » est le délai du débarras après l’acceptation du devis ({{clearanceDelay}}) : ` +
              "dites-le dans la même phrase (« … après l’acceptation du devis »)",
          );
        } else if (isClearance && !isQuote && !withdrawal) {
          problems.push(
            `« ${shown} » : rappelez dans le même paragraphe qu’avant la fin du délai de rétractation ({{withdrawalPeriod}}), ` +
              "le débarras ne commence qu’à la demande expresse du client (Code de droit économique, art. VI.47 et VI.67)",
          );
        } else if (
          !isQuote &&
          !isClearance &&
          (claimed.has(first) || (last !== null && claimed.has(last))) &&
          !NOTICE.test(after)
        ) {
          problems.push(
            `« ${shown} » n’est ni le délai de la visite ou du devis (${quoteText}, {{quoteDelay}}) ` +
              `ni celui du débarras après acceptation (${clearanceText}, {{clearanceDelay}})`,
          );
        }
      }
      if (!/rétract/i.test(sentence)) continue;
      for (const match of sentence.matchAll(DAYS)) {
        const days = /^quatorze$/i.test(match[1]!) ? 14 : Number(match[1]);
        if (days !== withdrawalDays) {
          problems.push(
            `« ${match[0]} » : le délai de rétractation est de ${withdrawalPeriod(delays)} ({{withdrawalPeriod}})`,
          );
        }
      }
    }
  }
  return problems;
}
