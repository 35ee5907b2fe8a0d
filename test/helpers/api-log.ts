/**
 * Waiting on the stand-in API's request log (site/dev/prospect-api.ts) rather than on time.
 */
import { once } from "node:events";
import type { TestSite } from "./site.ts";

/**
 * Resolves once `holds()` is true, checked now and after each request the stand-in API logs;
 * fails, naming `what`, if that has not happened within `timeoutMs`.
 */
export async function untilLogged(
  api: TestSite["api"],
  holds: () => boolean,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    while (!holds()) await once(api.events, "request", { signal });
  } catch (error) {
    if (signal.aborted) throw new Error(`${what}: not in the API's log after ${timeoutMs} ms`);
    throw error;
  }
}
