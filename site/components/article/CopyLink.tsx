/**
 * "Copier le lien" button, hidden without JavaScript (class needs-js); its status line
 * announces the result (client/widgets/copy-link.ts), in the words given here.
 */
import { localized, useCopy } from "../../lib/render/localized.ts";
import { widgetRoot } from "../../lib/render/widget-root.ts";

const COPY = localized({
  fr: {
    button: "Copier le lien",
    copied: "Lien copié dans le presse-papiers.",
    failed: "Copie impossible\u00A0: sélectionnez l’adresse dans la barre du navigateur.",
  },
  nl: {
    button: "Link kopiëren",
    copied: "Link gekopieerd naar het klembord.",
    failed: "Kopiëren lukt niet: selecteer het adres in de adresbalk van uw browser.",
  },
});

export function CopyLink({ url }: { url: string }) {
  const copy = useCopy(COPY);
  return (
    <span
      className="copy-link needs-js"
      data-url={url}
      data-copied={copy.copied}
      data-failed={copy.failed}
      {...widgetRoot("copy-link")}
    >
      <button type="button" className="share-button">
        {copy.button}
      </button>
      <span className="copy-status" role="status" />
    </span>
  );
}
