/**
 * A quote form wired to the configured management API, and what the visitor must know where
 * their data is collected (GDPR art. 13): written here, in the page, as it never changes with
 * what the form does (the island's script carries only what does). Without JavaScript the
 * form and its notice are hidden (noscript stylesheet) and the visitor is asked to call or
 * write instead.
 */
import { QUOTE_PREFILL } from "../../client/lib/quote-prefill.ts";
import { QUOTE_FORM_MESSAGES } from "../../client/messages/quote-form.ts";
import { useSite } from "../lib/render/site-context.tsx";
import { Island } from "../lib/render/Island.tsx";

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
    data: { brand },
  } = useSite();
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
          messages: QUOTE_FORM_MESSAGES,
          ...(city ? { city } : {}),
          ...(prefill ? { prefill: QUOTE_PREFILL } : {}),
        }}
      />
      <p className="form-notice form-privacy needs-js">
        Vos données servent à traiter votre demande et à établir votre devis. Elles ne sont ni vendues ni louées ; leurs
        destinataires et vos droits sont décrits dans notre{" "}
        <a href="/politique-de-confidentialite">politique de confidentialité</a>. Nos devis sont soumis à nos{" "}
        <a href="/conditions-generales">conditions générales</a>.
      </p>
      <p className="form-fallback no-js-only">
        Notre formulaire a besoin de JavaScript, désactivé dans votre navigateur. Appelez-nous au{" "}
        <a href={`tel:${brand.phoneE164}`}>{brand.phone}</a> ou écrivez-nous à{" "}
        <a href={`mailto:${brand.email}`}>{brand.email}</a> : nous répondons {brand.hoursLabel}.
      </p>
    </>
  );
}
