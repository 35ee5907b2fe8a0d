/**
 * "Partagez votre expérience" (DECISIONS "Forms"): name, e-mail, an accessible 1-5 star
 * choice (native radio buttons) and the review. Sent as JSON to REVIEW_API_URL when one is
 * configured, with the same safety net as the quote forms (issue 15: a review that cannot get
 * through is kept on the device and sent later); otherwise the visitor's mail client opens
 * with the review addressed to us.
 */
import { useRef, useState, type FormEvent } from "react";
import { Field, controlAttributes, controlId, errorAttributes, messageId } from "../components/Field.tsx";
import { PendingNotice } from "../components/PendingNotice.tsx";
import { PENDING_WORDS, mailtoHref } from "../lib/pending-words.ts";
import type { Outcome } from "../lib/send.ts";
import { useKeptRequest, type LaterOutcome } from "../lib/use-kept-request.ts";

export interface ReviewFormProps {
  id: string;
  apiUrl: string | null;
  email: string;
  timeoutMs?: number;
}

export const REVIEW_MESSAGES = {
  name: "Indiquez votre nom complet.",
  email: "Indiquez une adresse e-mail valide.",
  rating: "Choisissez une note de 1 à 5 étoiles.",
  review: "Écrivez quelques mots sur votre expérience.",
  sent: "Merci ! Votre avis a bien été envoyé. Nous le publierons après vérification.",
  mail: "Votre logiciel de messagerie s’ouvre avec votre avis prêt à être envoyé : il ne reste qu’à cliquer sur « Envoyer ». Rien ne s’ouvre ? Écrivez-nous directement par e-mail.",
  failed: "L’envoi a échoué. Vérifiez votre connexion et réessayez : votre texte est conservé.",
  kept: "L’envoi a échoué, mais votre avis n’est pas perdu.",
} as const;

type Values = { name: string; email: string; rating: string; review: string };
const EMPTY: Values = { name: "", email: "", rating: "", review: "" };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function ReviewForm({ id, apiUrl, email, timeoutMs }: ReviewFormProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [invalid, setInvalid] = useState<keyof Values | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  /** The values last sent: cleared once delivered, unless the visitor has typed since. */
  const sentValues = useRef<Values | null>(null);
  const kept = useKeptRequest((outcome) => show(outcome, PENDING_WORDS.review.sent));
  const set = (name: keyof Values) => (event: { currentTarget: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: event.currentTarget.value }));

  function problem(): keyof Values | null {
    if (!values.name.trim()) return "name";
    if (!EMAIL.test(values.email.trim())) return "email";
    if (!values.rating) return "rating";
    if (!values.review.trim()) return "review";
    return null;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const field = problem();
    setInvalid(field);
    if (field) {
      setMessage({ ok: false, text: REVIEW_MESSAGES[field] });
      form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
      return;
    }
    const review = {
      name: values.name.trim(),
      email: values.email.trim(),
      rating: Number(values.rating),
      review: values.review.trim(),
    };
    const body = `${review.review}\n\nNote\u00A0: ${review.rating}/5\n${review.name} (${review.email})`;
    const mailto = mailtoHref(email, `Avis client de ${review.name}`, [body]);
    if (!apiUrl) {
      const link = document.createElement("a");
      link.href = mailto;
      link.click();
      setMessage({ ok: true, text: REVIEW_MESSAGES.mail });
      return;
    }
    setSending(true);
    sentValues.current = values;
    const request = {
      kind: "review",
      url: apiUrl,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(review),
    } as const;
    const result = await kept.submit(request, mailto, timeoutMs);
    setSending(false);
    if (result) show(result.outcome, REVIEW_MESSAGES.sent, result.kept);
  }

  /** The outcome of the review, sent now or kept and sent later. */
  function show(outcome: Outcome | LaterOutcome, sentText: string, keptOnDevice = false) {
    if (outcome.kind === "sent") {
      setValues((v) => (v === sentValues.current ? EMPTY : v));
      setMessage({ ok: true, text: sentText });
    } else if (outcome.kind !== "expired") {
      setMessage({ ok: false, text: keptOnDevice ? REVIEW_MESSAGES.kept : REVIEW_MESSAGES.failed });
    }
  }

  const fid = (name: string) => controlId(id, name);
  const attrs = (name: keyof Values) => ({
    ...controlAttributes(id, name, invalid),
    value: values[name],
    onChange: set(name),
  });
  return (
    <form ref={form} className="form" noValidate onSubmit={submit}>
      <div className="form-row">
        <Field form={id} name="name" label="Nom complet *">
          <input {...attrs("name")} type="text" autoComplete="name" required />
        </Field>
        <Field form={id} name="email" label="Email *">
          <input {...attrs("email")} type="email" autoComplete="email" required />
        </Field>
      </div>
      <fieldset className="field rating-field" {...errorAttributes(id, "rating", invalid)}>
        <legend>Note *</legend>
        <div className="rating">
          {[1, 2, 3, 4, 5].map((n) => (
            <span key={n} className="rating-option">
              <input
                id={fid(`rating-${n}`)}
                type="radio"
                name="rating"
                value={String(n)}
                checked={values.rating === String(n)}
                onChange={set("rating")}
                required
              />
              <label htmlFor={fid(`rating-${n}`)} title={`${n} sur 5`}>
                <span className="visually-hidden">{n === 1 ? "1 étoile sur 5" : `${n} étoiles sur 5`}</span>
              </label>
            </span>
          ))}
        </div>
      </fieldset>
      <Field form={id} name="review" label="Votre avis *">
        <textarea {...attrs("review")} rows={5} required />
      </Field>
      <p
        id={messageId(id)}
        className={`form-message ${message?.ok ? "form-message-success" : "form-message-error"}`}
        role="status"
        aria-live="polite"
      >
        {message?.text ?? ""}
      </p>
      <PendingNotice kind="review" notice={kept.notice} onForget={kept.forget} />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? "Envoi en cours..." : "Publier mon avis"}
        </button>
      </div>
      <p className="form-notice">
        En envoyant ce formulaire, vous acceptez que votre avis (prénom, initiale du nom, note, texte et date) soit
        publié sur notre site après les contrôles décrits sur cette page. Votre adresse e-mail n’est jamais publiée :
        elle nous sert à vérifier que vous êtes client. Voir notre{" "}
        <a href="/politique-de-confidentialite">politique de confidentialité</a>.
      </p>
    </form>
  );
}
