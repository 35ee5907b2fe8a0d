/**
 * "Copier le lien": writes the page's URL (data-url) to the clipboard and says whether it
 * worked, in the page's language (data-copied, data-failed: site/components/article/CopyLink.tsx).
 */
export default function enhanceCopyLink(root: HTMLElement): void {
  const button = root.querySelector("button");
  const status = root.querySelector("[role=status]");
  const { url, copied, failed } = root.dataset;
  if (!button || !status || !url) return;
  button.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(url);
      status.textContent = copied ?? "";
    } catch {
      status.textContent = failed ?? "";
    }
  });
}
