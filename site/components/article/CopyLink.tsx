/**
 * "Copier le lien" button, hidden without JavaScript (class needs-js); its status line
 * announces the result (client/widgets/copy-link.ts).
 */
import { widgetRoot } from "../../lib/render/widget-root.ts";

export function CopyLink({ url }: { url: string }) {
  return (
    <span className="copy-link needs-js" data-url={url} {...widgetRoot("copy-link")}>
      <button type="button" className="share-button">
        Copier le lien
      </button>
      <span className="copy-status" role="status" />
    </span>
  );
}
