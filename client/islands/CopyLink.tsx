/** "Copier le lien": writes the article URL to the clipboard and says whether it worked. */
import { useState } from "react";

export interface CopyLinkProps {
  url: string;
}

export default function CopyLink({ url }: CopyLinkProps) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setState("copied");
    } catch {
      setState("failed");
    }
  }

  return (
    <span className="copy-link">
      <button type="button" className="share-button" onClick={copy}>
        Copier le lien
      </button>
      <span className="copy-status" role="status">
        {state === "copied" ? "Lien copié dans le presse-papiers." : state === "failed" ? "Copie impossible : sélectionnez l’adresse dans la barre du navigateur." : ""}
      </span>
    </span>
  );
}
