/**
 * What every page says about requests kept on the device that no form of the page reports
 * itself (issue 15): a discreet notice while one waits, with « supprimer », and once it is
 * delivered « Votre demande en attente a bien été envoyée. ». The layout loads this module
 * only when something is pending (client/shell/pending-check.ts).
 */
import { deliverKept, forgetRequest, onPendingNews, shownByForms } from "./pending-requests.ts";
import type { PendingNews } from "./pending-store.ts";
import { pendingWordsFor } from "../messages/pending.ts";
import { refusedMessage } from "./pending-words.ts";

/** The words of this page's edition. */
const W = () => pendingWordsFor(document.documentElement.lang);

let toast: HTMLElement | undefined;
let waiting = false;

export function resumePending(): void {
  onPendingNews(report);
  void deliverKept();
}

function report(news: PendingNews): void {
  if ("remaining" in news) {
    const other = news.remaining.find((r) => !shownByForms.has(r.id));
    if (other) {
      const words = W()[other.kind];
      show(true, [words.kept, `${W().also}${words.pronoun} `, button(W().forget, () => void forgetRequest()), "."]);
    } else if (waiting) {
      toast?.remove();
    }
    return;
  }
  if (shownByForms.has(news.id)) return;
  const words = W()[news.kind];
  const { outcome } = news;
  const mail = () => Object.assign(document.createElement("a"), { href: news.mailto, textContent: words.mail });
  if (outcome.kind === "sent") show(false, [words.sent]);
  else if (outcome.kind === "refused") show(false, [refusedMessage(outcome.message, W()), " ", mail(), "."]);
  else if (outcome.kind === "rejected") show(false, [words.failed, " ", mail(), "."]);
}

function show(isWaiting: boolean, content: Array<string | Node>): void {
  waiting = isWaiting;
  if (!toast) {
    toast = document.createElement("div");
    toast.className = "pending-toast";
    toast.setAttribute("role", "status");
  }
  // Kept in the page while shown: a live region must exist before its text changes.
  if (!toast.isConnected) document.body.append(toast);
  const text = document.createElement("p");
  text.append(...content);
  const close = button("×", () => toast?.remove());
  close.className = "pending-toast-close";
  close.setAttribute("aria-label", W().close);
  toast.replaceChildren(text, close);
}

function button(label: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement("button");
  element.type = "button";
  element.className = "link-button";
  element.textContent = label;
  element.addEventListener("click", onClick);
  return element;
}
