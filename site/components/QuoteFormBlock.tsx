/**
 * A quote form wired to the configured management API, and what the visitor must know where
 * their data is collected (GDPR art. 13): written here, in the page, as it never changes with
 * what the form does (the island's script carries only what does). Without JavaScript the
 * form and its notice are hidden (noscript stylesheet) and the visitor is asked to call or
 * write instead.
 */
import { QUOTE_PREFILL } from "../../client/lib/quote-prefill.ts";
import { QUOTE_FORM_MESSAGES } from "../../client/messages/quote-form.ts";
import { QUOTE_FORM_MESSAGES_NL } from "../../client/messages/quote-form-nl.ts";
import { localized, useCopy } from "../lib/render/localized.ts";
import type { ReactNode } from "react";
import { useSite } from "../lib/render/site-context.tsx";
import { Island } from "../lib/render/Island.tsx";

const COPY = localized({
  fr: {
    form: QUOTE_FORM_MESSAGES,
    privacy: (policy: string, terms: string) => (
      <>
        Vos données servent à traiter votre demande et à établir votre devis. Elles ne sont ni vendues ni louées ; leurs
        destinataires et vos droits sont décrits dans notre <a href={policy}>politique de confidentialité</a>. Nos devis
        sont soumis à nos <a href={terms}>conditions générales</a>.
      </>
    ),
    fallback: (phone: ReactNode, email: ReactNode, hours: string) => (
      <>
        Notre formulaire a besoin de JavaScript, désactivé dans votre navigateur. Appelez-nous au {phone} ou
        écrivez-nous à {email} : nous répondons {hours}.
      </>
    ),
  },
  nl: {
    form: QUOTE_FORM_MESSAGES_NL,
    privacy: (policy: string, terms: string) => (
      <>
        Uw gegevens dienen om uw aanvraag te behandelen en uw offerte op te maken. Ze worden niet verkocht of verhuurd;
        wie ze ontvangt en wat uw rechten zijn, leest u in ons <a href={policy}>privacybeleid</a>. Op onze offertes zijn
        onze <a href={terms}>algemene voorwaarden</a> van toepassing.
      </>
    ),
    fallback: (phone: ReactNode, email: ReactNode, hours: string) => (
      <>
        Ons formulier heeft JavaScript nodig, en dat staat uit in uw browser. Bel ons op {phone} of schrijf ons op{" "}
        {email}: we antwoorden {hours}.
      </>
    ),
  },
});

interface QuoteFormBlockProps {
  variant: "standalone" | "quick";
  id: string;
  city?: string;
  /** The form takes a message prepared on another page from the URL (client/lib/quote-prefill.ts). */
  prefill?: boolean;
}

export function QuoteFormBlock({ variant, id, city, prefill }: QuoteFormBlockProps) {
  const {
    settings,
    data: { brand, navigation },
  } = useSite();
  const copy = useCopy(COPY);
  return (
    <>
      <Island
        name="QuoteForm"
        className="needs-js"
        props={{
          variant,
          id,
          apiUrl: settings.prospectApiUrl,
          apiKey: settings.prospectApiKey,
          email: brand.email,
          phone: { display: brand.phone, e164: brand.phoneE164 },
          messages: copy.form,
          ...(city ? { city } : {}),
          ...(prefill ? { prefill: QUOTE_PREFILL } : {}),
        }}
      />
      <p className="form-notice form-privacy needs-js">{copy.privacy(navigation.privacy, navigation.terms)}</p>
      <p className="form-fallback no-js-only">
        {copy.fallback(
          <a href={`tel:${brand.phoneE164}`}>{brand.phone}</a>,
          <a href={`mailto:${brand.email}`}>{brand.email}</a>,
          brand.hoursLabel,
        )}
      </p>
    </>
  );
}
