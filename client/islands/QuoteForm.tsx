/**
 * Quote request form (spec sections 4, 5, 7; DECISIONS "Forms"). One component for the
 * standalone form (/contact and municipality pages, city prefilled there) and the quick
 * form of the home page. A failed send keeps every typed value; one request at a time. A
 * request that cannot get through is kept on the device and sent later (issue 15).
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Field, controlAttributes, controlId, messageId } from "../components/Field.tsx";
import { PendingNotice } from "../components/PendingNotice.tsx";
import { normalizeBelgianPhone } from "../lib/phone.ts";
import { PENDING_WORDS, mailtoHref, refusedMessage } from "../lib/pending-words.ts";
import { prospectRequest } from "../lib/prospect.ts";
import { prefilledMessage } from "../lib/quote-prefill.ts";
import type { Outcome } from "../lib/send.ts";
import { useKeptRequest, type LaterOutcome } from "../lib/use-kept-request.ts";
import { validateQuote } from "../lib/validation.ts";

/**
 * The spec's service choice, cellar and attic in one option as on the service page: alone,
 * « Vide grenier » reads as the flea market (issue 35).
 */
export const SERVICE_TYPES = [
  ["vide-maison", "Vide-maison"],
  ["vide-appartement", "Vide-appartement"],
  ["vide-cave-grenier", "Vide-cave / grenier"],
  ["succession", "Débarras succession"],
  ["autre", "Autre"],
] as const;

export const QUICK_DESCRIPTION = "Demande rapide depuis le formulaire d'accueil";
export const SUCCESS_MESSAGE = "Votre demande a été envoyée avec succès.";

export interface QuoteFormProps {
  variant: "standalone" | "quick";
  apiUrl: string;
  apiKey: string;
  /** Prefix for element ids, unique per form on a page. */
  id: string;
  city?: string;
  timeoutMs?: number;
  /** Company contacts offered when a request does not get through. */
  email: string;
  phone: { display: string; e164: string };
}

type Fields = Record<"fullName" | "email" | "phone" | "city" | "serviceType" | "message" | "website", string>;
type Status = { kind: "idle" | "sending" } | { kind: "sent" | "error"; text: string };

const empty = (city = ""): Fields => ({
  fullName: "",
  email: "",
  phone: "",
  city,
  serviceType: "",
  message: "",
  website: "",
});

export default function QuoteForm({ variant, apiUrl, apiKey, id, city = "", timeoutMs, email, phone }: QuoteFormProps) {
  const quick = variant === "quick";
  const [fields, setFields] = useState<Fields>(() => empty(city));
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [invalid, setInvalid] = useState<string | null>(null);
  const inFlight = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  /** The values last sent: cleared once delivered, unless the visitor has typed since. */
  const sentFields = useRef<Fields | null>(null);
  const failure = quick ? "❌ Une erreur est survenue." : "❌ Une erreur est survenue lors de l'envoi du formulaire.";
  const kept = useKeptRequest((outcome) => show(outcome, PENDING_WORDS.quote.sent));

  // A summary prepared on another page (the estimator of /tarifs) arrives in the URL.
  useEffect(() => {
    const message = quick ? "" : prefilledMessage(location.search);
    if (message) setFields((f) => ({ ...f, message }));
  }, []);

  const required = quick
    ? ["fullName", "email", "phone", "city"]
    : ["fullName", "email", "phone", "city", "serviceType"];
  const set = (name: keyof Fields) => (event: { currentTarget: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: event.currentTarget.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const problem = validateQuote(fields, required);
    setInvalid(problem?.field ?? null);
    if (problem) {
      setStatus({ kind: "error", text: problem.message });
      form.current?.querySelector<HTMLElement>(`[name="${problem.field}"]`)?.focus();
      return;
    }
    if (fields.website) {
      // Honeypot filled: a bot. Pretend success, send nothing.
      setFields(empty(city));
      setStatus({ kind: "sent", text: SUCCESS_MESSAGE });
      return;
    }
    inFlight.current = true;
    sentFields.current = fields;
    setStatus({ kind: "sending" });
    const service = SERVICE_TYPES.find(([value]) => value === fields.serviceType)?.[1] ?? fields.serviceType;
    const request = prospectRequest(apiUrl, apiKey, {
      name: fields.fullName.trim(),
      email: fields.email.trim(),
      phonenumber: normalizeBelgianPhone(fields.phone)!,
      address: fields.city.trim(),
      description: quick ? QUICK_DESCRIPTION : `${service} - ${fields.message.trim() || "Aucun"}`,
    });
    const result = await kept.submit(request, quoteMailto(email, fields, quick ? null : service), timeoutMs);
    inFlight.current = false;
    if (result) show(result.outcome, SUCCESS_MESSAGE);
    else setStatus((s) => (s.kind === "sending" ? { kind: "idle" } : s));
  }

  /** The outcome of this form's request, sent now or kept and sent later. */
  function show(outcome: Outcome | LaterOutcome, sentText: string) {
    if (outcome.kind === "sent") {
      setFields((f) => (f === sentFields.current ? empty(city) : f));
      setStatus({ kind: "sent", text: sentText });
    } else if (outcome.kind !== "expired") {
      setStatus({ kind: "error", text: outcome.kind === "refused" ? refusedMessage(outcome.message) : failure });
    }
  }

  function reset() {
    setFields(empty(city));
    setStatus({ kind: "idle" });
    setInvalid(null);
  }

  const sending = status.kind === "sending";
  const fid = (name: keyof Fields) => controlId(id, name);
  const attrs = (name: keyof Fields) => ({
    ...controlAttributes(id, name, invalid),
    value: fields[name],
    onChange: set(name),
  });

  if (quick && status.kind === "sent") {
    return (
      <div className="form-success" role="status">
        <p className="form-message form-message-success">{status.text}</p>
        <p>Nous vous rappelons rapidement pour fixer la visite gratuite.</p>
        <button type="button" className="button button-outline" onClick={reset}>
          Nouvelle demande
        </button>
      </div>
    );
  }

  return (
    <form
      ref={form}
      className="form"
      method="post"
      noValidate
      onSubmit={submit}
      onReset={reset}
      aria-describedby={messageId(id)}
    >
      <div className="form-row">
        <Field form={id} name="fullName" label="Nom complet *">
          <input
            {...attrs("fullName")}
            type="text"
            autoComplete="name"
            required
            placeholder={quick ? "Votre nom" : "Prénom et nom"}
          />
        </Field>
        <Field form={id} name="email" label="Email *">
          <input {...attrs("email")} type="email" autoComplete="email" required placeholder="vous@exemple.be" />
        </Field>
      </div>
      <div className="form-row">
        <Field form={id} name="phone" label="Téléphone *">
          <input {...attrs("phone")} type="tel" autoComplete="tel" required placeholder="+32 XXX XX XX XX" />
        </Field>
        <Field form={id} name="city" label="Ville *">
          <input {...attrs("city")} type="text" autoComplete="address-level2" required placeholder="Votre commune" />
        </Field>
      </div>
      {!quick && (
        <>
          <Field form={id} name="serviceType" label="Type de service *">
            <select {...attrs("serviceType")} required>
              <option value="">Choisissez un service</option>
              {SERVICE_TYPES.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </Field>
          <Field form={id} name="message" label="Message">
            <textarea {...attrs("message")} rows={4} placeholder="Volume approximatif, étage, accès, délai souhaité…" />
          </Field>
        </>
      )}
      <div className="form-trap" aria-hidden="true">
        <label htmlFor={fid("website")}>Site web</label>
        <input {...attrs("website")} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p
        id={messageId(id)}
        className={`form-message ${status.kind === "sent" ? "form-message-success" : "form-message-error"}`}
        role="status"
        aria-live="polite"
      >
        {status.kind === "error" || status.kind === "sent" ? status.text : ""}
      </p>
      <PendingNotice kind="quote" notice={kept.notice} phone={phone} onForget={kept.forget} />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? "Envoi en cours..." : quick ? "Recevoir mon devis gratuit" : "Envoyer ma demande"}
        </button>
        {!quick && (
          <button type="reset" className="button button-outline" disabled={sending}>
            Réinitialiser
          </button>
        )}
      </div>
    </form>
  );
}

/** The quote as an e-mail: what was typed, for a visitor who would rather not wait. */
function quoteMailto(to: string, fields: Fields, service: string | null): string {
  const lines = [
    "Bonjour,",
    "",
    "Je souhaite recevoir un devis gratuit.",
    "",
    `Nom\u00A0: ${fields.fullName.trim()}`,
    `Téléphone\u00A0: ${fields.phone.trim()}`,
    `E-mail\u00A0: ${fields.email.trim()}`,
    `Ville\u00A0: ${fields.city.trim()}`,
  ];
  if (service !== null) lines.push(`Service\u00A0: ${service}`, `Message\u00A0: ${fields.message.trim() || "Aucun"}`);
  return mailtoHref(to, `Demande de devis – ${fields.fullName.trim()}`, lines);
}
