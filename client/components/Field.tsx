/**
 * What the controls of the site's forms (quote, review) share: a label above each and, while
 * the visitor has to correct one, its own message between the label and the control. The
 * control is then marked invalid and described by that message (WCAG 3.3.1 and 3.3.3), so a
 * screen reader reads the reason on reaching it. Every control states aria-invalid, true or
 * false: without it Chromium reports a required select invalid before anything is chosen.
 */
import type { ReactNode } from "react";

/** What is wrong with each control to correct, by name: the message shown under its label. */
export type Errors = Partial<Record<string, string>>;

/** The id of the status message of the form whose ids start with `formId`. */
export const messageId = (formId: string) => `${formId}-message-box`;

/** The id of the control `name` of the form whose ids start with `formId`. */
export const controlId = (formId: string, name: string) => `${formId}-${name}`;

const errorId = (formId: string, name: string) => `${formId}-${name}-error`;

/** Marks a control of the group `name` invalid, and described by its message, while `errors` names it. */
export const errorAttributes = (formId: string, name: string, errors: Errors) => ({
  "aria-invalid": !!errors[name],
  "aria-describedby": errors[name] && errorId(formId, name),
});

/** The id, name and error attributes of the control `name` of the form `formId`. */
export const controlAttributes = (formId: string, name: string, errors: Errors) => ({
  id: controlId(formId, name),
  name,
  ...errorAttributes(formId, name, errors),
});

/** The control `name` of the form `form` (its `children`) under its label and, while it is wrong, its message. */
export function Field({
  form,
  name,
  label,
  errors,
  children,
}: {
  form: string;
  name: string;
  label: string;
  errors: Errors;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={controlId(form, name)}>{label}</label>
      <FieldError form={form} name={name} errors={errors} />
      {children}
    </div>
  );
}

/** The message of the control (or group) `name` while it is wrong: what describes it. */
export function FieldError({ form, name, errors }: { form: string; name: string; errors: Errors }) {
  return errors[name] ? (
    <p id={errorId(form, name)} className="field-error">
      {errors[name]}
    </p>
  ) : null;
}
