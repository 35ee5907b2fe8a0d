/**
 * A form's send with the safety net of issue 15: the first attempt is made by the page, as
 * the visitor waits; a request that cannot get through is kept on the device
 * (pending-requests.ts) and the form shows a notice; the form then hears what becomes of it.
 * Sending again from the form replaces the request it kept, so the two never both go out.
 */
import { useEffect, useState } from "react";
import { forgetRequest, keepRequest, onPendingNews } from "./pending-requests.ts";
import type { PendingNews } from "./pending-store.ts";
import { send, type Outcome, type OutgoingRequest } from "./send.ts";

/** The notice under a form: `id` of the kept request, or null when it could not be kept. */
export interface PendingNoticeState {
  id: string | null;
  mailto: string;
}
export type LaterOutcome = Extract<PendingNews, { outcome: unknown }>["outcome"];

export function useKeptRequest(onLaterOutcome: (outcome: LaterOutcome) => void) {
  const [notice, setNotice] = useState<PendingNoticeState | null>(null);
  const id = notice?.id;

  useEffect(() => {
    if (!id) return;
    return onPendingNews((news) => {
      if ("remaining" in news) {
        if (!news.remaining.some((r) => r.id === id)) setNotice((n) => (n?.id === id ? null : n));
      } else if (news.id === id) {
        const failed = news.outcome.kind === "refused" || news.outcome.kind === "rejected";
        setNotice(failed ? { id: null, mailto: news.mailto } : null);
        onLaterOutcome(news.outcome);
      }
    });
  }, [id]);

  /**
   * Sends the request. Resolves with the outcome and whether the request was kept, or null
   * when the request this form kept earlier went out (or was refused) in the meantime: then
   * nothing is sent and the news reports what happened.
   */
  async function submit(request: OutgoingRequest, mailto: string, timeoutMs?: number): Promise<{ outcome: Outcome; kept: boolean } | null> {
    if (id && !(await forgetRequest(id).catch(() => true))) return null;
    const outcome = await send(request, timeoutMs);
    const unsent = outcome.kind === "unreachable" || outcome.kind === "rejected";
    const kept = outcome.kind === "unreachable" ? await keepRequest(request, mailto) : null;
    setNotice(unsent ? { id: kept, mailto } : null);
    return { outcome, kept: kept !== null };
  }

  function forget(): void {
    if (id) forgetRequest(id).catch(() => undefined);
    setNotice(null);
  }

  return { notice, submit, forget };
}
