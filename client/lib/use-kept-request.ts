/**
 * A form's send with the safety net of issue 15: the first attempt is made by the page, as
 * the visitor waits; a request that cannot get through is kept on the device
 * (pending-requests.ts) and the form shows a notice; the form then hears what becomes of it.
 * Sending again from the form replaces the request it kept, so the two never both go out.
 * The keeping code is loaded only when a request fails: it is not part of the form's weight,
 * and the service worker precaches it so that it loads offline too.
 */
import { useRef, useState } from "react";
import type { PendingNews } from "./pending-store.ts";
import { send, type Outcome, type OutgoingRequest } from "./send.ts";

/** The notice under a form: `id` of the kept request, or null when it could not be kept. */
export interface PendingNoticeState {
  id: string | null;
  mailto: string;
}
export type LaterOutcome = Extract<PendingNews, { outcome: unknown }>["outcome"];

const keeping = () => import("./pending-requests.ts");

export function useKeptRequest(onLaterOutcome: (outcome: LaterOutcome) => void) {
  const [notice, setNotice] = useState<PendingNoticeState | null>(null);
  const unfollow = useRef<(() => void) | null>(null);
  const id = notice?.id;

  /** Subscribes at once (not after a render), so that no news of the kept request is missed. */
  function follow(onPendingNews: (listener: (news: PendingNews) => void) => () => void, kept: string) {
    unfollow.current?.();
    unfollow.current = onPendingNews((news) => {
      if ("remaining" in news) {
        if (!news.remaining.some((r) => r.id === kept)) setNotice((n) => (n?.id === kept ? null : n));
      } else if (news.id === kept) {
        const failed = news.outcome.kind === "refused" || news.outcome.kind === "rejected";
        setNotice(failed ? { id: null, mailto: news.mailto } : null);
        onLaterOutcome(news.outcome);
      }
    });
  }

  /**
   * Sends the request. Resolves with the outcome and whether the request was kept, or null
   * when the request this form kept earlier went out (or was refused) in the meantime: then
   * nothing is sent and the news reports what happened.
   */
  async function submit(
    request: OutgoingRequest,
    mailto: string,
    timeoutMs?: number,
  ): Promise<{ outcome: Outcome; kept: boolean } | null> {
    if (
      id &&
      !(await keeping()
        .then((m) => m.forgetRequest(id))
        .catch(() => true))
    )
      return null;
    const outcome = await send(request, timeoutMs);
    let kept: string | null = null;
    if (outcome.kind === "unreachable") {
      const pending = await keeping().catch(() => null);
      kept = pending && (await pending.keepRequest(request, mailto));
      if (pending && kept) follow(pending.onPendingNews, kept);
    }
    setNotice(outcome.kind === "unreachable" || outcome.kind === "rejected" ? { id: kept, mailto } : null);
    return { outcome, kept: kept !== null };
  }

  function forget(): void {
    if (id)
      keeping()
        .then((m) => m.forgetRequest(id))
        .catch(() => undefined);
    setNotice(null);
  }

  return { notice, submit, forget };
}
