/**
 * Page side of the requests kept on the device (design: pending-store.ts). A form keeps a
 * request that could not get through; delivery is asked of the service worker when one is
 * active (it outlives the page), else made by this page; it is asked again whenever the
 * browser comes back online, and the worker also gets a Background Sync where supported.
 * Outcomes arrive on the channel, whoever sent.
 */
import {
  PENDING_NAME,
  canKeep,
  deletePending,
  deliverPending,
  putPending,
  withPendingLock,
  type PendingNews,
} from "./pending-store.ts";
import type { OutgoingRequest } from "./send.ts";

/** Ids of kept requests that a form of this page reports itself (the toast leaves them alone). */
export const shownByForms = new Set<string>();
const listeners = new Set<(news: PendingNews) => void>();
let channel: BroadcastChannel | undefined;

export function onPendingNews(listener: (news: PendingNews) => void): () => void {
  if (!channel) {
    channel = new BroadcastChannel(PENDING_NAME);
    channel.onmessage = (event: MessageEvent<PendingNews>) => listeners.forEach((l) => l(event.data));
    addEventListener("online", deliverKept);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps a request; resolves with its id, or null when this browser cannot keep it. */
export async function keepRequest(request: OutgoingRequest, mailto: string): Promise<string | null> {
  if (!canKeep()) return null;
  const id = crypto.randomUUID();
  try {
    await withPendingLock(() => putPending({ ...request, id, createdAt: Date.now(), mailto }));
  } catch {
    return null;
  }
  onPendingNews(() => undefined);
  navigator.serviceWorker?.ready
    .then((registration) =>
      (registration as { sync?: { register(tag: string): Promise<void> } }).sync?.register(PENDING_NAME),
    )
    .catch(() => undefined);
  return id;
}

/**
 * Deletes one kept request (or all of them). Resolves false when it was no longer there:
 * delivered, refused or expired meanwhile.
 */
export function forgetRequest(id?: string): Promise<boolean> {
  return withPendingLock(async (records) => {
    const found = records.some((r) => id === undefined || r.id === id);
    if (found) await deletePending(id);
    return found;
  });
}

/** Asks for every kept request to be sent now. The page's clock judges expiry. */
export async function deliverKept(): Promise<void> {
  const worker = (await navigator.serviceWorker?.getRegistration().catch(() => undefined))?.active;
  if (worker) worker.postMessage({ [PENDING_NAME]: Date.now() });
  else if (canKeep()) await deliverPending(Date.now()).catch(() => undefined);
}
