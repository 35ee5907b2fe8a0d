/**
 * The one outbound call (spec, section 7): the prospect POSTed as JSON with the X-API-Key
 * header. This builds the exact request; client/lib/send.ts sends it.
 */
import type { OutgoingRequest } from "./send.ts";

export interface Prospect {
  name: string;
  email: string;
  phonenumber: string;
  address: string;
  description: string;
}

export function prospectRequest(url: string, apiKey: string, prospect: Prospect): OutgoingRequest {
  return {
    kind: "quote",
    url,
    headers: { "Content-Type": "application/json", "X-API-Key": apiKey },
    body: JSON.stringify(prospect),
  };
}
