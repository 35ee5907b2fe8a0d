/**
 * Requests that could not be sent, kept on the visitor's device until they are delivered,
 * exactly once (issue 15). Shared by the pages and the service worker.
 *
 * Storage: the IndexedDB database "pending-requests" (store "requests") holds one record per
 * request: the exact request (URL, headers, JSON body), when it was made, a mailto: fallback
 * and a random id made on the device (never sent: the API contract does not change). The
 * database is deleted as soon as it is empty, so it exists only while something is pending,
 * which is all a page checks before loading the sender (client/shell/pending-check.ts).
 *
 * Exactly once: every change to the store, and every send of a kept request, happens inside
 * the Web Lock "pending-requests", which one context of the origin holds at a time (tabs and
 * the service worker alike). A sender holds it until the record is deleted after a conclusive
 * answer; whoever gets the lock next reads the store afresh and finds nothing left to send. So
 * several tabs, a page and the service worker can all ask at once: they queue, and the later
 * ones find the work done.
 * A page reloaded or closed mid-send drops the lock and its request with it, and the outcome
 * of that request is unknown; so when a service worker is active, pages never send kept
 * requests themselves but ask it to (pending-requests.ts): it outlives the page. Only a
 * browser without a service worker sends from the page, and there a send cut short by leaving
 * the page is made again on the next view: a possible duplicate rather than a lost lead.
 *
 * Expiry: a record older than PENDING_LIFETIME_MS is deleted unsent. Outcomes are announced on
 * the BroadcastChannel "pending-requests" so that every open page can tell the visitor.
 */
import { send, type Outcome, type OutgoingRequest } from "./send.ts";

/** How long a request that could not be sent is kept (stated in the privacy policy). */
export const PENDING_LIFETIME_DAYS = 7;
export const PENDING_LIFETIME_MS = PENDING_LIFETIME_DAYS * 24 * 60 * 60 * 1000;
/** Name of the database, the lock, the channel and the Background Sync tag. */
export const PENDING_NAME = "pending-requests";
const STORE = "requests";

export interface PendingRequest extends OutgoingRequest {
  id: string;
  createdAt: number;
  /** mailto: link carrying what was typed, offered while it waits or if it is refused. */
  mailto: string;
}

export type Kept = Pick<PendingRequest, "id" | "kind">;
export type PendingNews =
  | {
      id: string;
      kind: PendingRequest["kind"];
      outcome: Exclude<Outcome, { kind: "unreachable" }> | { kind: "expired" };
      mailto: string;
    }
  | { remaining: Kept[] };

export const canKeep = (): boolean => typeof indexedDB !== "undefined" && typeof navigator.locks !== "undefined";

const settle = <T>(
  request: IDBRequest<T> | IDBOpenDBRequest,
  resolve: (value: T) => void,
  reject: (error: unknown) => void,
) => {
  request.onsuccess = () => resolve(request.result as T);
  request.onerror = () => reject(request.error);
};

/** One transaction on the store; resolves with the last request's result once committed. */
function transact<T>(mode: IDBTransactionMode, use: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(PENDING_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE, { keyPath: "id" });
    settle(open, resolve, reject);
  }).then((db) =>
    new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = use(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = tx.onabort = () => reject(tx.error);
    }).finally(() => db.close()),
  );
}

export function announce(news: PendingNews): void {
  const channel = new BroadcastChannel(PENDING_NAME);
  channel.postMessage(news);
  channel.close();
}

/** Runs `work` with the store to itself, then tells everyone what is left (and drops an empty database). */
export async function withPendingLock<T>(work: (records: PendingRequest[]) => Promise<T>): Promise<T> {
  return await navigator.locks.request(PENDING_NAME, async () => {
    const result = await work(await transact("readonly", (store) => store.getAll() as IDBRequest<PendingRequest[]>));
    const remaining = await transact("readonly", (store) => store.getAll() as IDBRequest<PendingRequest[]>);
    if (remaining.length === 0)
      await new Promise((resolve, reject) => settle(indexedDB.deleteDatabase(PENDING_NAME), resolve, reject));
    announce({ remaining: remaining.map(({ id, kind }) => ({ id, kind })) });
    return result;
  });
}

export const putPending = (record: PendingRequest) => transact("readwrite", (store) => store.put(record));
export const deletePending = (id?: string) => transact("readwrite", (store) => (id ? store.delete(id) : store.clear()));

/**
 * Sends every kept request, oldest first, and deletes those that got a conclusive answer or
 * are older than PENDING_LIFETIME_MS at `now`. Stops sending at the first one that cannot get
 * through (the others would not either). Resolves with how many are still waiting.
 */
export function deliverPending(now: number): Promise<number> {
  return withPendingLock(async (records) => {
    let waiting = 0;
    for (const record of records.sort((a, b) => a.createdAt - b.createdAt)) {
      const expired = now - record.createdAt > PENDING_LIFETIME_MS;
      const outcome = expired ? ({ kind: "expired" } as const) : waiting ? null : await send(record);
      if (!outcome || outcome.kind === "unreachable") {
        waiting++;
        continue;
      }
      await deletePending(record.id);
      announce({ id: record.id, kind: record.kind, outcome, mailto: record.mailto });
    }
    return waiting;
  });
}
