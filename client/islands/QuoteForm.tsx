/**
 * Quote request form (spec sections 4, 5, 7; DECISIONS "Forms"). One component for the
 * standalone form (/contact and municipality pages, city prefilled there) and the quick
 * form of the home page. A failed send keeps every typed value; one request at a time. A
 * request that cannot get through is kept on the device and sent later (issue 15). A submit
 * that cannot go flags every field to correct and lists them above the form (issue 38). Its
 * words come in the props (client/messages/quote-form.ts).
 */
import { useEffect, useRef, useState, type FormEvent, type ReactElement } from "react";
import { ErrorSummary, summaryId } from "../components/ErrorSummary.tsx";
import { Field, controlAttributes, controlId, messageId, type Errors } from "../components/Field.tsx";
import { PendingNotice } from "../components/PendingNotice.tsx";
import type { QuoteFormMessages } from "../messages/quote-form.ts";
import { normalizeBelgianPhone } from "../lib/phone.ts";
import { mailtoHref, refusedMessage } from "../lib/pending-words.ts";
import { prospectRequest } from "../lib/prospect.ts";
import type { Outcome } from "../lib/send.ts";
import { useFocusAfterRender } from "../lib/use-focus-after-render.ts";
import { useKeptRequest, type LaterOutcome } from "../lib/use-kept-request.ts";
import { validateQuote } from "../lib/validation.ts";

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
  messages: QuoteFormMessages;
  /** Where a message prepared on another page arrives in the URL (client/lib/quote-prefill.ts), on /contact. */
  prefill?: { param: string; maxLength: number };
}

type Name = keyof QuoteFormMessages["labels"];
type Fields = Record<Name, string>;

const empty = (city = ""): Fields => ({
  fullName: "",
  email: "",
  phone: "",
  city,
  serviceType: "",
  message: "",
  website: "",
});

export default function QuoteForm(props: QuoteFormProps) {
  const { variant, apiUrl, apiKey, id, city = "", timeoutMs, email, phone, messages: m, prefill } = props;
  const quick = variant === "quick";
  const [fields, setFields] = useState<Fields>(() => empty(city));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const inFlight = useRef(false);
  const focusAfterRender = useFocusAfterRender();
  /** The values last sent: cleared once delivered, unless the visitor has typed since. */
  const sentFields = useRef<Fields | null>(null);
  const kept = useKeptRequest((outcome) => show(outcome, m.pending.quote.sent));

  // A summary prepared on another page (the estimator of /tarifs) arrives in the URL.
  useEffect(() => {
    const message = prefill && new URLSearchParams(location.search).get(prefill.param)?.slice(0, prefill.maxLength);
    if (message) setFields((f) => ({ ...f, message }));
  }, []);

  const required: Name[] = ["fullName", "email", "phone", "city"];
  if (!quick) required.push("serviceType");
  const set = (name: Name) => (event: { currentTarget: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: event.currentTarget.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const wrong: Errors = {};
    for (const [name, problem] of Object.entries(validateQuote(fields, required)))
      wrong[name] = problem === "required" ? m.missing : m.problems[problem!];
    setErrors(wrong);
    if (Object.keys(wrong).length) {
      setMessage(null);
      focusAfterRender(summaryId(id));
      return;
    }
    if (fields.website) {
      // Honeypot filled: a bot. Pretend success, send nothing.
      setFields(empty(city));
      setMessage({ ok: true, text: m.sent });
      return;
    }
    inFlight.current = true;
    sentFields.current = fields;
    setMessage(null);
    setSending(true);
    const service = m.services.find(([value]) => value === fields.serviceType)?.[1] ?? fields.serviceType;
    const request = prospectRequest(apiUrl, apiKey, {
      name: fields.fullName.trim(),
      email: fields.email.trim(),
      phonenumber: normalizeBelgianPhone(fields.phone)!,
      address: fields.city.trim(),
      description:
        m.request.prefix + (quick ? m.request.quick : `${service} - ${fields.message.trim() || m.request.none}`),
    });
    const result = await kept.submit(request, quoteMailto(email, m, fields, quick ? null : service), timeoutMs);
    inFlight.current = false;
    setSending(false);
    // The quick form's success view replaces the form, and the button that had focus.
    focusAfterRender(`${id}-done`);
    if (result) show(result.outcome, m.sent, result.kept);
  }

  /**
   * The outcome of this form's request, sent now or kept and sent later. A request kept on the
   * device is no error: the notice under the form (PendingNotice) is then the one message.
   */
  function show(outcome: Outcome | LaterOutcome, sentText: string, keptOnDevice = false) {
    if (outcome.kind === "sent") {
      setFields((f) => (f === sentFields.current ? empty(city) : f));
      setMessage({ ok: true, text: sentText });
    } else if (outcome.kind !== "expired") {
      const text =
        outcome.kind === "refused" ? refusedMessage(outcome.message, m.pending) : quick ? m.quickFailure : m.failure;
      setMessage(keptOnDevice ? null : { ok: false, text });
    }
  }

  function reset() {
    setFields(empty(city));
    setMessage(null);
    setErrors({});
  }

  const attrs = (name: Name) => ({
    ...controlAttributes(id, name, errors),
    value: fields[name],
    onChange: set(name),
  });
  const field = (name: Name, control: ReactElement) => (
    <Field form={id} name={name} label={`${m.labels[name]}${required.includes(name) ? " *" : ""}`} errors={errors}>
      {control}
    </Field>
  );
  const input = (name: Name, type: string, autoComplete: string, placeholder: string) =>
    field(name, <input {...attrs(name)} type={type} autoComplete={autoComplete} required placeholder={placeholder} />);

  if (quick && message?.ok) {
    return (
      <div id={`${id}-done`} className="form-success" role="status" tabIndex={-1}>
        <p className="form-message form-message-success">{message.text}</p>
        <p>{m.callBack}</p>
        <button
          type="button"
          className="button button-outline"
          onClick={() => {
            reset();
            focusAfterRender(controlId(id, "fullName"));
          }}
        >
          {m.again}
        </button>
      </div>
    );
  }

  return (
    <form
      className="form"
      method="post"
      noValidate
      onSubmit={submit}
      onReset={(event: { preventDefault(): void }) => (inFlight.current ? event.preventDefault() : reset())}
      aria-describedby={messageId(id)}
    >
      <ErrorSummary
        form={id}
        // The spec's sentence for each kind of problem (a blank field says « obligatoire »).
        lead={[...new Set(Object.values(errors).map((e) => (e === m.missing ? m.problems.required : e)))].join(" ")}
        labels={m.labels}
        errors={errors}
      />
      <div className="form-row">
        {input("fullName", "text", "name", quick ? m.placeholders.quickName : m.placeholders.fullName)}
        {input("email", "email", "email", m.placeholders.email)}
      </div>
      <div className="form-row">
        {input("phone", "tel", "tel", m.placeholders.phone)}
        {input("city", "text", "address-level2", m.placeholders.city)}
      </div>
      {!quick && (
        <>
          {field(
            "serviceType",
            <select {...attrs("serviceType")} required>
              <option value="">{m.placeholders.service}</option>
              {m.services.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>,
          )}
          {field("message", <textarea {...attrs("message")} rows={4} placeholder={m.placeholders.message} />)}
        </>
      )}
      <div className="form-trap" aria-hidden="true">
        <label htmlFor={controlId(id, "website")}>{m.labels.website}</label>
        <input {...attrs("website")} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p
        id={messageId(id)}
        className={`form-message ${message?.ok ? "form-message-success" : "form-message-error"}`}
        role="status"
        aria-live="polite"
      >
        {message?.text ?? ""}
      </p>
      <PendingNotice kind="quote" words={m.pending} notice={kept.notice} phone={phone} onForget={kept.forget} />
      <div className="form-actions">
        {/* aria-disabled, not disabled, while sending: a disabled button would drop focus to the page's body. */}
        <button type="submit" className="button button-primary" aria-disabled={sending}>
          {sending ? m.sending : quick ? m.quickSend : m.send}
        </button>
        {!quick && (
          <button type="reset" className="button button-outline" aria-disabled={sending}>
            {m.reset}
          </button>
        )}
      </div>
    </form>
  );
}

/** The quote as an e-mail, each value after its label: what was typed, for a visitor who would rather not wait. */
function quoteMailto(to: string, m: QuoteFormMessages, fields: Fields, service: string | null): string {
  const line = (name: Name, value: string) => `${m.labels[name]}${m.colon}${value.trim()}`;
  const lines = [...m.mailIntro, ...(["fullName", "phone", "email", "city"] as const).map((n) => line(n, fields[n]))];
  if (service !== null)
    lines.push(line("serviceType", service), line("message", fields.message.trim() || m.request.none));
  return mailtoHref(to, m.mailSubject + fields.fullName.trim(), lines);
}
