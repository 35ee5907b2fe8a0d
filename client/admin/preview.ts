/**
 * The preview pane of articles, communes and services uses the site's own stylesheet and page
 * structure, so the owner sees roughly what visitors will see.
 */
import { CMS, createClass, h, type EntryLike } from "./decap.ts";

interface PreviewProps {
  entry: EntryLike;
  widgetFor(name: string): unknown;
  /** The file the editor holds for a path, sent or not yet: its URL is a blob: one until saved. */
  getAsset(path: string): { toString(): string };
}
/** A preview on screen, updated when the processed photos are read again. */
type Shown = { forceUpdate(): void };

const script = document.currentScript as HTMLScriptElement | null;
const stylesheet = script?.dataset.stylesheet;
const communeNames: Record<string, string> = JSON.parse(script?.dataset.communes ?? "{}");
if (stylesheet) CMS.registerPreviewStyle(stylesheet);

const field = (props: PreviewProps, name: string) => String(props.entry.getIn(["data", name]) ?? "");

/**
 * The files the build made of each photo (site/cms/admin.ts, admin/photos.json), read again
 * when the preview shows a photo it does not list: `npm run dev` processes a photo as soon as
 * the editor sends it, and the preview then shows what visitors will get.
 */
type PhotoFiles = Array<{ format: "avif" | "webp" | "jpeg"; width: number; height: number; url: string }>;
let processed: Record<string, PhotoFiles> = {};
let askedAt = 0;
const shown = new Set<Shown>();
function readProcessed(): void {
  if (!script?.dataset.photos || Date.now() - askedAt < 3000) return;
  askedAt = Date.now();
  fetch(script.dataset.photos, { cache: "no-store" })
    .then((response) => (response.ok ? response.json() : {}))
    .then((manifest: Record<string, PhotoFiles>) => {
      processed = manifest;
      for (const component of shown) component.forceUpdate();
    })
    .catch(() => {});
}
readProcessed();

const TYPES = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" } as const;

/** A photo as the page shows it: the processed files, or the sent file with a word on it. */
function photo(props: PreviewProps, src: string, alt: string, className: string, sizes: string): unknown {
  if (!src) return null;
  const files = processed[src];
  if (!files) {
    readProcessed();
    return h(
      "figure",
      { className },
      h("img", { src: props.getAsset(src).toString(), alt, style: { width: "100%" } }),
      h(
        "figcaption",
        null,
        "Photo pas encore traitée : le site la montrera recadrée et allégée après le prochain build.",
      ),
    );
  }
  const srcSet = (format: keyof typeof TYPES) =>
    files
      .filter((file) => file.format === format)
      .map((file) => `${file.url} ${file.width}w`)
      .join(", ");
  const widest = files.filter((file) => file.format === "jpeg").at(-1)!;
  return h(
    "picture",
    null,
    h("source", { type: TYPES.avif, srcSet: srcSet("avif"), sizes }),
    h("source", { type: TYPES.webp, srcSet: srcSet("webp"), sizes }),
    h("img", {
      className,
      src: widest.url,
      srcSet: srcSet("jpeg"),
      sizes,
      width: widest.width,
      height: widest.height,
      alt,
    }),
  );
}

/** The before/after pairs of a service, as « Nos réalisations » shows them. */
function projects(props: PreviewProps): unknown {
  const list = props.entry.getIn(["data", "projects"]) as { toJS(): Array<Record<string, string>> } | undefined;
  const items = list?.toJS() ?? [];
  if (items.length === 0) return null;
  return h(
    "section",
    { className: "container section-tight" },
    h("h2", null, "Nos réalisations"),
    h(
      "ul",
      { className: "grid grid-2 projects" },
      ...items.map((item) =>
        h(
          "li",
          null,
          h(
            "figure",
            { className: "project" },
            h(
              "div",
              { className: "project-pair" },
              photo(props, item.before ?? "", item.beforeAlt ?? "", "project-photo", "50vw"),
              photo(props, item.after ?? "", item.afterAlt ?? "", "project-photo", "50vw"),
            ),
            h("figcaption", null, item.caption ?? ""),
          ),
        ),
      ),
    ),
  );
}

/** A page hero, with its photo when it has one, and the body in the site's prose layout. */
function page(
  eyebrow: (p: PreviewProps) => string,
  title: (p: PreviewProps) => string,
  lead: (p: PreviewProps) => string,
) {
  return createClass<PreviewProps>({
    componentDidMount() {
      shown.add(this);
    },
    componentWillUnmount() {
      shown.delete(this);
    },
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
          photo(
            props,
            field(props, "image"),
            field(props, "imageAlt"),
            "article-hero-image",
            "(min-width: 960px) 40vw, 95vw",
          ),
        ),
        h(
          "div",
          { className: "container section-tight" },
          h("article", { className: "prose article-body" }, props.widgetFor("body")),
        ),
        projects(props),
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
