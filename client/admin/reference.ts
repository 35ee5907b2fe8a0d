/**
 * A choice from another file's list (an article's author, site/cms/references.ts): Decap's
 * relation widget, except that it is not mounted in a translation's pane when the field is
 * shared (edited once, in French). Hidden there, Decap's widget still wrote the French value
 * into the translation as it loaded (its first onChange, which carries the choice's data): opening
 * an article marked it changed, and saving it wrote `author:` into content/blog/nl/…, or a
 * Dutch file that did not exist, which the build refuses (a translation holds only its texts).
 */
import { CMS, createClass, h } from "./decap.ts";
import { REFERENCE_WIDGET } from "./names.ts";

interface Props {
  field: unknown;
  /** Given by Decap: true in a translation's pane for a field that is not translated. */
  isFieldHidden?(field: unknown): boolean;
}

const relation = CMS.getWidget("relation");
if (!relation) throw new Error("Decap CMS n’a pas de widget « relation »");

const control = createClass<Props, Record<string, never>>({
  /** Decap reads the control it wraps (its checks, its focus) through this hook of wrapping widgets. */
  getWrappedInstance(): unknown {
    return (this as unknown as { inner?: unknown }).inner ?? this;
  },
  render() {
    const { field, isFieldHidden } = this.props;
    if (isFieldHidden?.(field)) return null;
    return h(relation.control, {
      ...this.props,
      ref: (instance: unknown) => {
        (this as unknown as { inner?: unknown }).inner = instance;
      },
    });
  },
});

CMS.registerWidget({
  name: REFERENCE_WIDGET,
  controlComponent: control,
  previewComponent: relation.preview,
  schema: relation.schema,
});
