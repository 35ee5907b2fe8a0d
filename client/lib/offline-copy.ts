/**
 * The copy of visited pages kept for offline reading is the one thing the site stores only
 * with the visitor's consent (the cookie banner's « Accepter »). The page states that consent
 * in the service worker's URL, "/sw.js" followed by this query, the only input a worker keeps
 * across restarts without storing anything more: a worker registered without it keeps no copy
 * and deletes any.
 */
export const OFFLINE_COPY_QUERY = "?offline";
