/**
 * "Partagez votre expérience" (DECISIONS "Forms"): name, e-mail, an accessible 1-5 star
 * choice (native radio buttons) and the review. Sent as JSON to REVIEW_API_URL when one is
 * configured, with the same safety net as the quote forms (issue 15: a review that cannot get
 * through is kept on the device and sent later); otherwise the visitor's mail client opens
 * with the review addressed to us. A submit that cannot go flags every field to correct and
 * lists them above the form, as the quote forms do (issue 38). Its words come in the props
 * (client/messages/review-form.ts); the notice under it is the page's (site/routes/reviews.tsx).
 */
import { useRef, useState, type FormEvent } from "react";
import { ErrorSummary, summaryId } from "../components/ErrorSummary.tsx";
import {
  Field,
  FieldError,
  controlAttributes,
  controlId,
  errorAttributes,
  messageId,
  type Errors,
} from "../components/Field.tsx";
import { PendingNotice } from "../components/PendingNotice.tsx";
import type { ReviewFormMessages } from "../messages/review-form.ts";
import { mailtoHref } from "../lib/pending-words.ts";
import type { Outcome } from "../lib/send.ts";
import { useFocusAfterRender } from "../lib/use-focus-after-render.ts";
import { useKeptRequest, type LaterOutcome } from "../lib/use-kept-request.ts";

export interface ReviewFormProps {
  id: string;
  apiUrl: string | null;
  email: string;
  timeoutMs?: number;
  messages: ReviewFormMessages;
}

type Values = { name: string; email: string; rating: string; review: string };
const EMPTY: Values = { name: "", email: "", rating: "", review: "" };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function ReviewForm({ id, apiUrl, email, timeoutMs, messages: m }: ReviewFormProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const focusAfterRender = useFocusAfterRender();
  /** The values last sent: cleared once delivered, unless the visitor has typed since. */
  const sentValues = useRef<Values | null>(null);
  const kept = useKeptRequest((outcome) => show(outcome, m.pending.review.sent));
  const set = (name: keyof Values) => (event: { currentTarget: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: event.currentTarget.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const wrong: Errors = {};
    if (!values.name.trim()) wrong.name = m.problems.name;
    if (!EMAIL.test(values.email.trim())) wrong.email = m.problems.email;
    if (!values.rating) wrong.rating = m.problems.rating;
    if (!values.review.trim()) wrong.review = m.problems.review;
    setErrors(wrong);
    if (Object.keys(wrong).length) {
      setMessage(null);
      focusAfterRender(summaryId(id));
      return;
    }
    const review = {
      name: values.name.trim(),
      email: values.email.trim(),
      rating: Number(values.rating),
      review: values.review.trim(),
    };
    const body = `${review.review}\n\n${m.mailRating}${review.rating}/5\n${review.name} (${review.email})`;
    const mailto = mailtoHref(email, m.mailSubject + review.name, [body]);
    if (!apiUrl) {
      const link = document.createElement("a");
      link.href = mailto;
      link.click();
      setMessage({ ok: true, text: m.mail });
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
    if (result) show(result.outcome, m.sent, result.kept);
  }

  /**
   * The outcome of the review, sent now or kept and sent later. A review kept on the device is
   * no error: the notice under the form (PendingNotice) is then the one message.
   */
  function show(outcome: Outcome | LaterOutcome, sentText: string, keptOnDevice = false) {
    if (outcome.kind === "sent") {
      setValues((v) => (v === sentValues.current ? EMPTY : v));
      setMessage({ ok: true, text: sentText });
    } else if (outcome.kind !== "expired") {
      setMessage(keptOnDevice ? null : { ok: false, text: m.failed });
    }
  }

  const attrs = (name: keyof Values) => ({
    ...controlAttributes(id, name, errors),
    value: values[name],
    onChange: set(name),
  });
  return (
    <form className="form" noValidate onSubmit={submit}>
      <ErrorSummary form={id} lead={m.summary} labels={m.labels} errors={errors} targets={{ rating: "rating-1" }} />
      <div className="form-row">
        <Field form={id} name="name" label={`${m.labels.name} *`} errors={errors}>
          <input {...attrs("name")} type="text" autoComplete="name" required />
        </Field>
        <Field form={id} name="email" label={`${m.labels.email} *`} errors={errors}>
          <input {...attrs("email")} type="email" autoComplete="email" required />
        </Field>
      </div>
      <fieldset id={controlId(id, "rating")} className="field rating-field">
        <legend>{m.labels.rating} *</legend>
        <FieldError form={id} name="rating" errors={errors} />
        <div className="rating">
          {m.stars.map((spoken, i) => {
            const star = controlId(id, `rating-${i + 1}`);
            return (
              <span key={star} className="rating-option">
                {/* Each radio button carries the error: focus goes to one of them, never to the group. */}
                <input
                  id={star}
                  type="radio"
                  name="rating"
                  value={String(i + 1)}
                  checked={values.rating === String(i + 1)}
                  onChange={set("rating")}
                  required
                  {...errorAttributes(id, "rating", errors)}
                />
                <label htmlFor={star} title={m.starTitles[i]}>
                  <span className="visually-hidden">{spoken}</span>
                </label>
              </span>
            );
          })}
        </div>
      </fieldset>
      <Field form={id} name="review" label={`${m.labels.review} *`} errors={errors}>
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
      <PendingNotice kind="review" words={m.pending} notice={kept.notice} onForget={kept.forget} />
      <div className="form-actions">
        {/* aria-disabled, not disabled, while sending: a disabled button would drop focus to the page's body. */}
        <button type="submit" className="button button-primary" aria-disabled={sending}>
          {sending ? m.sending : m.send}
        </button>
      </div>
    </form>
  );
}
