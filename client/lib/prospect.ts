/**
 * The one outbound call (spec, section 7): POST the prospect as JSON with the X-API-Key
 * header. Every way it can fail is reduced to "server said no (with a message)" or
 * "generic failure", and a request that hangs is abandoned after `timeoutMs`.
 */
export interface Prospect {
  name: string;
  email: string;
  phonenumber: string;
  address: string;
  description: string;
}

export type SendResult = { ok: true } | { ok: false; serverMessage: string | null };

export async function sendProspect(
  url: string,
  apiKey: string,
  prospect: Prospect,
  timeoutMs = 15000,
): Promise<SendResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-API-Key": apiKey },
      body: JSON.stringify(prospect),
      signal: controller.signal,
    });
    if (!response.ok) return { ok: false, serverMessage: null };
    const answer: unknown = await response.json();
    if (typeof answer !== "object" || answer === null) return { ok: false, serverMessage: null };
    const { status, message } = answer as { status?: unknown; message?: unknown };
    if (status) return { ok: true };
    return { ok: false, serverMessage: typeof message === "string" ? message : String(message ?? "") };
  } catch {
    return { ok: false, serverMessage: null };
  } finally {
    clearTimeout(timer);
  }
}
