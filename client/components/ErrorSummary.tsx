/**
 * What to correct, at the top of a form whose submit cannot go (the GOV.UK error summary): a
 * lead sentence, then each control to correct by its label, a link to it. Following a link to
 * a control focuses it (HTML, "scroll to the fragment"), and the control's scroll-margin keeps
 * its label and message in sight (forms.css). The form moves focus to the summary (summaryId)
 * each time it shows, so a screen reader reads it at once and a phone scrolls it into view;
 * role="alert" reads it wherever focus is.
 */
import { controlId, type Errors } from "./Field.tsx";

export const summaryId = (formId: string) => `${formId}-errors`;

export function ErrorSummary({
  form,
  lead,
  labels,
  errors,
  targets = {},
}: {
  form: string;
  lead: string;
  labels: Record<string, string>;
  errors: Errors;
  /** The control a link goes to when it is not the one named like the error (a group's first radio button). */
  targets?: Record<string, string>;
}) {
  const names = Object.keys(errors);
  return names.length ? (
    <div id={summaryId(form)} className="form-errors" tabIndex={-1} role="alert">
      <p>{lead}</p>
      <ul>
        {names.map((name) => (
          <li key={name}>
            <a href={`#${controlId(form, targets[name] ?? name)}`}>{labels[name]}</a>
          </li>
        ))}
      </ul>
    </div>
  ) : null;
}
