/**
 * The preview pane of articles, communes and services uses the site's own stylesheet and page
 * structure, so the owner sees roughly what visitors will see.
 */
import { CMS, createClass, h, type EntryLike } from "./decap.ts";

interface PreviewProps {
  entry: EntryLike;
  widgetFor(name: string): unknown;
}

const script = document.currentScript as HTMLScriptElement | null;
const stylesheet = script?.dataset.stylesheet;
const communeNames: Record<string, string> = JSON.parse(script?.dataset.communes ?? "{}");
if (stylesheet) CMS.registerPreviewStyle(stylesheet);

const field = (props: PreviewProps, name: string) => String(props.entry.getIn(["data", name]) ?? "");

/** A page hero and the body in the site's prose layout. */
function page(
  eyebrow: (p: PreviewProps) => string,
  title: (p: PreviewProps) => string,
  lead: (p: PreviewProps) => string,
) {
  return createClass<PreviewProps>({
    render() {
      const props = this.props;
      return h(
        "main",
        { id: "contenu" },
        h(
          "header",
          { className: "container page-hero" },
          h("p", { className: "eyebrow" }, eyebrow(props)),
          h("h1", null, title(props)),
          h("p", { className: "lead" }, lead(props)),
        ),
        h(
          "div",
          { className: "container section-tight" },
          h("article", { className: "prose article-body" }, props.widgetFor("body")),
        ),
      );
    },
  });
}

CMS.registerPreviewTemplate(
  "blog",
  page(
    (p) => field(p, "category"),
    (p) => field(p, "title"),
    (p) => field(p, "excerpt"),
  ),
);
const communeName = (p: PreviewProps) => communeNames[String(p.entry.get("slug"))] ?? String(p.entry.get("slug"));
CMS.registerPreviewTemplate(
  "communes",
  page(
    () => "Commune",
    (p) => `Vide-maison : ${communeName(p)}`,
    (p) => field(p, "metaDescription"),
  ),
);
CMS.registerPreviewTemplate(
  "services",
  page(
    () => "Service",
    (p) => field(p, "title"),
    (p) => field(p, "description"),
  ),
);
CMS.registerPreviewTemplate(
  "pages",
  page(
    () => "",
    (p) => field(p, "title"),
    (p) => field(p, "description"),
  ),
);
