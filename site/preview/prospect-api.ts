/**
 * Local stand-in of the management API (spec section 7): POST /api/add_prospect.php with a
 * JSON body and the X-API-Key header, answered with {status, message}. Accepted prospects are
 * appended to a JSON Lines file. CORS preflight is answered because the real API lives on
 * another origin than the site. Switches let tests provoke every failure the form handles.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

export const API_PATH = "/api/add_prospect.php";
/** Local endpoint for the review form when REVIEW_API_URL points at the stand-in. */
export const REVIEW_PATH = "/api/reviews";
export const API_MODES = ["ok", "falsy", "http500", "non-json", "hang", "refuse-key"] as const;
export type ApiMode = (typeof API_MODES)[number];

export interface ReceivedRequest {
  method: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface ProspectApiOptions {
  apiKey: string;
  /** JSON Lines file that accepted prospects are appended to. */
  file: string;
  mode?: ApiMode;
  /** Message sent with a falsy status in "falsy" mode. */
  falsyMessage?: string;
}

const FIELDS = ["name", "email", "phonenumber", "address", "description"] as const;

export function createProspectApi(options: ProspectApiOptions) {
  const state = { mode: options.mode ?? "ok", falsyMessage: options.falsyMessage ?? "Ce numéro a déjà une demande en cours." };
  const requests: ReceivedRequest[] = [];
  const reviews: string[] = [];
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    const cors = {
      "Access-Control-Allow-Origin": "*",
      "Access-Control-Allow-Methods": "POST, OPTIONS",
      "Access-Control-Allow-Headers": "Content-Type, X-API-Key",
      "Access-Control-Max-Age": "600",
    };
    const reply = (status: number, payload: unknown) => {
      res.writeHead(status, { ...cors, "Content-Type": "application/json; charset=utf-8" });
      res.end(JSON.stringify(payload));
    };
    const url = new URL(req.url ?? "/", "http://localhost");

    if (url.pathname === "/__control" && req.method === "POST") {
      readBody(req).then((body) => {
        const { mode, message } = JSON.parse(body || "{}") as { mode?: ApiMode; message?: string };
        if (mode && API_MODES.includes(mode)) state.mode = mode;
        if (message !== undefined) state.falsyMessage = message;
        reply(200, { mode: state.mode });
      });
      return;
    }
    if (url.pathname === REVIEW_PATH && req.method === "POST") {
      readBody(req).then((body) => {
        requests.push({ method: "POST", headers: req.headers, body });
        reviews.push(body);
        reply(state.mode === "http500" ? 500 : 201, { status: state.mode !== "http500" });
      });
      return;
    }
    if (url.pathname !== API_PATH && url.pathname !== REVIEW_PATH) return reply(404, { status: false, message: "Not found" });
    if (req.method === "OPTIONS") {
      res.writeHead(204, cors).end();
      return;
    }
    if (req.method !== "POST") return reply(405, { status: false, message: "Méthode non autorisée." });

    readBody(req).then((body) => {
      requests.push({ method: req.method!, headers: req.headers, body });
      if (state.mode === "hang") {
        hanging.add(res);
        return;
      }
      if (state.mode === "http500") return reply(500, { status: false, message: "Erreur interne." });
      if (state.mode === "non-json") {
        res.writeHead(200, { ...cors, "Content-Type": "text/html" });
        res.end("<html><body>Maintenance</body></html>");
        return;
      }
      if (state.mode === "refuse-key" || req.headers["x-api-key"] !== options.apiKey) {
        return reply(401, { status: false, message: "Clé API invalide." });
      }
      if (state.mode === "falsy") return reply(200, { status: false, message: state.falsyMessage });
      let prospect: Record<string, unknown>;
      try {
        prospect = JSON.parse(body) as Record<string, unknown>;
      } catch {
        return reply(400, { status: false, message: "Corps JSON illisible." });
      }
      const missing = FIELDS.filter((f) => typeof prospect[f] !== "string" || !(prospect[f] as string).trim());
      if (missing.length > 0) return reply(400, { status: false, message: `Champs manquants : ${missing.join(", ")}.` });
      fs.mkdirSync(path.dirname(options.file), { recursive: true });
      const record = { receivedAt: new Date().toISOString(), ...Object.fromEntries(FIELDS.map((f) => [f, prospect[f]])) };
      fs.appendFileSync(options.file, `${JSON.stringify(record)}\n`);
      reply(200, { status: true, message: "Prospect ajouté." });
    });
  });

  return {
    server,
    requests,
    reviews,
    setMode(mode: ApiMode, falsyMessage?: string) {
      state.mode = mode;
      if (falsyMessage !== undefined) state.falsyMessage = falsyMessage;
    },
    /** Ends requests left hanging so the server can close. */
    releaseHanging() {
      for (const res of hanging) res.destroy();
      hanging.clear();
    },
  };
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });
}
