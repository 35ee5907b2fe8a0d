/** "Copier le lien": writes the page's URL (data-url) to the clipboard and says whether it worked. */
export const COPIED_MESSAGE = "Lien copié dans le presse-papiers.";
export const COPY_FAILED_MESSAGE = "Copie impossible\u00A0: sélectionnez l’adresse dans la barre du navigateur.";

export default function enhanceCopyLink(root: HTMLElement): void {
  const button = root.querySelector("button");
  const status = root.querySelector("[role=status]");
  const url = root.dataset.url;
  if (!button || !status || !url) return;
  button.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(url);
      status.textContent = COPIED_MESSAGE;
    } catch {
      status.textContent = COPY_FAILED_MESSAGE;
    }
  });
}
