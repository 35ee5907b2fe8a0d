/**
 * Delivery of kept requests on the next page view (issue 15), for a few bytes on every page:
 * the sender, a separate chunk, is loaded only when the site has an IndexedDB database on this
 * device, which it has only while a request is pending (client/lib/pending-store.ts deletes
 * it once empty). Asking for the list of databases creates nothing.
 */
export function checkPendingRequests(): void {
  self.indexedDB
    ?.databases?.()
    .then((databases) => {
      if (databases.length > 0) return import("../lib/pending-toast.ts").then((m) => m.resumePending());
    })
    .catch(() => undefined);
}
