/**
 * One POST of a JSON request, with every way it can end reduced to four outcomes (issue 15):
 * - sent: the server took it;
 * - refused: the management API answered a falsy `status` (spec section 7), with its message;
 *   the request must not be sent again;
 * - rejected: the server refused the request itself (a 4xx status other than 408 and 429);
 *   sending it again would fail the same way;
 * - unreachable: no network, connection refused, timeout, 408, 429, a 5xx status, or an
 *   answer that cannot be read; the request may be kept and sent again later.
 * A request that hangs is abandoned after SEND_TIMEOUT_MS.
 */
export const SEND_TIMEOUT_MS = 15_000;

export interface OutgoingRequest {
  /** "quote" answers {status, message} (spec section 7); "review" answers with a 2xx status. */
  kind: "quote" | "review";
  url: string;
  headers: Record<string, string>;
  body: string;
}

export type Outcome =
  { kind: "sent" } | { kind: "refused"; message: string } | { kind: "rejected" } | { kind: "unreachable" };

export async function send(request: OutgoingRequest, timeoutMs = SEND_TIMEOUT_MS): Promise<Outcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(request.url, {
      method: "POST",
      headers: request.headers,
      body: request.body,
      signal: controller.signal,
    });
    const { status } = response;
    if (status >= 500 || status === 408 || status === 429) return { kind: "unreachable" };
    if (!response.ok) return { kind: "rejected" };
    if (request.kind === "review") return { kind: "sent" };
    const answer: unknown = await response.json();
    if (typeof answer !== "object" || answer === null) return { kind: "unreachable" };
    const { status: accepted, message } = answer as { status?: unknown; message?: unknown };
    if (accepted) return { kind: "sent" };
    return { kind: "refused", message: typeof message === "string" ? message : String(message ?? "") };
  } catch {
    return { kind: "unreachable" };
  } finally {
    clearTimeout(timer);
  }
}
