/**
 * JSX runtime for islands: Preact's, with React's onChange meaning for text fields. React
 * fires onChange on every keystroke (the DOM "input" event); Preact core listens to the DOM
 * "change" event, which comes only on blur. Selects, checkboxes and radios keep "change".
 */
import { Fragment, jsx as preactJsx, jsxs as preactJsxs } from "preact/jsx-runtime";

type Props = Record<string, unknown> & { onChange?: unknown; type?: unknown };

function reactProps(type: unknown, props: Props): Props {
  const textField = type === "textarea" || (type === "input" && props.type !== "checkbox" && props.type !== "radio");
  if (!textField || props.onChange === undefined) return props;
  const { onChange, ...rest } = props;
  return { ...rest, onInput: onChange };
}

// Preact's overloads separate element names from components; both reach the same function.
type Jsx = (type: unknown, props: Props, key?: string) => ReturnType<typeof preactJsx>;

export const jsx: Jsx = (type, props, key) => (preactJsx as Jsx)(type, reactProps(type, props), key);
export const jsxs: Jsx = (type, props, key) => (preactJsxs as Jsx)(type, reactProps(type, props), key);

export { Fragment };
