/**
 * What the controls of the site's forms (quote, review) share: a label above each, and, while
 * the visitor has to correct one, that control marked invalid and described by the form's
 * message, which says why (WCAG 3.3.1 and 3.3.3): a screen reader reads the reason on reaching
 * the control, not only when the message appears.
 */
import type { ReactNode } from "react";

/** The id of the message of the form whose ids start with `formId`. */
export const messageId = (formId: string) => `${formId}-message-box`;

/** The id of the control `name` of the form whose ids start with `formId`. */
export const controlId = (formId: string, name: string) => `${formId}-${name}`;

/** Marks the control (or group) `name` invalid and described by the message while `invalid` names it. */
export function errorAttributes(formId: string, name: string, invalid: string | null) {
  const wrong = invalid === name;
  return { "aria-invalid": wrong || undefined, "aria-describedby": wrong ? messageId(formId) : undefined };
}

/** The id, name and error attributes of the control `name` of the form `formId`. */
export const controlAttributes = (formId: string, name: string, invalid: string | null) => ({
  id: controlId(formId, name),
  name,
  ...errorAttributes(formId, name, invalid),
});

/** The control `name` of the form `form` (its `children`) under its label. */
export function Field({
  form,
  name,
  label,
  children,
}: {
  form: string;
  name: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={controlId(form, name)}>{label}</label>
      {children}
    </div>
  );
}
