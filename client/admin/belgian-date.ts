/**
 * The editor's date field: typed and shown as 14/10/2025 whatever the browser's language (the
 * browser's own date input follows its language: 10/14/2025 in English), written 2025-10-14 in
 * the file. A text that is not yet a date is kept as typed, and the field's pattern refuses it
 * on save with its French message (site/cms/fields.ts).
 */
import { belgianDate, isoDate } from "./dates.ts";
import { CMS, createClass, h, type ControlProps } from "./decap.ts";
import { DATE_WIDGET } from "./names.ts";

interface State {
  text: string;
}

const control = createClass<ControlProps, State>({
  getInitialState(): State {
    return { text: belgianDate(this.props.value) };
  },
  // A value changed from outside (an entry loaded in the form) replaces the text.
  componentDidUpdate() {
    const { text } = this.state;
    const shown = belgianDate(this.props.value);
    if (shown !== text && this.props.value !== (isoDate(text) ?? text)) this.setState({ text: shown });
  },
  render() {
    const { forID, classNameWrapper, onChange, setActiveStyle, setInactiveStyle } = this.props;
    return h("input", {
      type: "text",
      id: forID,
      className: classNameWrapper,
      value: this.state.text,
      placeholder: "jj/mm/aaaa",
      inputMode: "numeric",
      autoComplete: "off",
      onChange: (event: { target: { value: string } }) => {
        const text = event.target.value;
        this.setState({ text });
        onChange(isoDate(text) ?? text);
      },
      onFocus: setActiveStyle,
      onBlur: setInactiveStyle,
    });
  },
});

const preview = createClass<{ value: unknown }>({
  render() {
    return h("p", null, belgianDate(this.props.value));
  },
});

CMS.registerWidget(DATE_WIDGET, control, preview);
