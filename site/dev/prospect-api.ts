/**
 * Local stand-in of the management API (spec section 7): POST /api/add_prospect.php with a
 * JSON body and the X-API-Key header, answered with {status, message}. Accepted prospects are
 * appended to a JSON Lines file. It behaves like the real API, which lives on another origin:
 * the CORS preflight is answered only for the site's origin, the POST method and the headers
 * the site sends, and answers are readable only by that origin.
 *
 * Switches (`mode`) provoke every case the forms handle, from tests (`setMode`) or by hand
 * while `npm start` runs (`API_MODE=down npm start`, or GET/POST /__control, see README).
 */
import { EventEmitter } from "node:events";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { PROSPECT_API_PATH } from "../config.ts";

/** Local endpoint for the review form when REVIEW_API_URL points at the stand-in. */
export const REVIEW_PATH = "/api/reviews";
export const CONTROL_PATH = "/__control";

export const API_MODES = {
  ok: "répond normalement",
  down: "serveur injoignable : chaque connexion est coupée sans réponse",
  slow: "répond normalement, mais après un délai (réglable avec delay, en millisecondes)",
  hang: "ne répond jamais (le formulaire abandonne après son délai)",
  http500: "répond « 500 Erreur interne »",
  "non-json": "répond 200 avec une page HTML au lieu de JSON",
  falsy: "refuse la demande : {status: false, message}",
  "refuse-key": "refuse la clé API (401)",
} as const;
export type ApiMode = keyof typeof API_MODES;
export const isApiMode = (value: unknown): value is ApiMode =>
  typeof value === "string" && Object.hasOwn(API_MODES, value);

/** Request headers each endpoint accepts from the site (what the browser asks in the preflight). */
const ALLOWED_HEADERS: Record<string, string[]> = {
  [PROSPECT_API_PATH]: ["content-type", "x-api-key"],
  [REVIEW_PATH]: ["content-type"],
};

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface ProspectApiOptions {
  apiKey: string;
  /** JSON Lines file that accepted prospects are appended to. */
  file: string;
  /** The only origin allowed to call the API from a browser (the site's). */
  siteOrigin: string;
  mode?: ApiMode;
  /** Message sent with a falsy status in "falsy" mode. */
  falsyMessage?: string;
  /** Delay of the "slow" mode, in milliseconds. */
  slowMs?: number;
}

const FIELDS = ["name", "email", "phonenumber", "address", "description"] as const;

export function createProspectApi(options: ProspectApiOptions) {
  const siteOrigin = new URL(options.siteOrigin).origin;
  const state = {
    mode: options.mode ?? "ok",
    falsyMessage: options.falsyMessage ?? "Ce numéro a déjà une demande en cours.",
    slowMs: options.slowMs ?? 5000,
  };
  const requests: ReceivedRequest[] = [];
  const reviews: string[] = [];
  /** Emits "request" each time one joins `requests`, for whoever waits for one (the tests). */
  const events = new EventEmitter();
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const allowedHeaders = ALLOWED_HEADERS[url.pathname];
    const cors: Record<string, string> =
      req.headers.origin === siteOrigin
        ? { "Access-Control-Allow-Origin": siteOrigin, Vary: "Origin" }
        : { Vary: "Origin" };
    const reply = (status: number, payload: unknown) => {
      res.writeHead(status, { ...cors, "Content-Type": "application/json; charset=utf-8" });
      res.end(JSON.stringify(payload));
    };

    if (url.pathname === CONTROL_PATH) {
      readBody(req).then((body) => {
        let asked: Record<string, unknown>;
        try {
          asked = {
            ...Object.fromEntries(url.searchParams),
            ...(body ? (JSON.parse(body) as Record<string, unknown>) : {}),
          };
        } catch {
          return reply(400, { error: "corps JSON illisible" });
        }
        if (asked.mode !== undefined && !isApiMode(asked.mode)) {
          return reply(400, { error: `mode inconnu : ${String(asked.mode)}`, modes: API_MODES });
        }
        if (asked.mode) state.mode = asked.mode;
        if (typeof asked.message === "string") state.falsyMessage = asked.message;
        if (asked.delay !== undefined) state.slowMs = Number(asked.delay);
        reply(200, {
          mode: state.mode,
          description: API_MODES[state.mode],
          message: state.falsyMessage,
          delay: state.slowMs,
        });
      });
      return;
    }
    if (!allowedHeaders) return reply(404, { status: false, message: "Not found" });
    if (state.mode === "down") {
      req.socket.destroy();
      return;
    }
    if (req.method === "OPTIONS") {
      const asked = (req.headers["access-control-request-headers"] ?? "")
        .split(",")
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean);
      const allowed =
        req.headers.origin === siteOrigin &&
        req.headers["access-control-request-method"] === "POST" &&
        asked.every((h) => allowedHeaders.includes(h));
      if (!allowed) {
        res.writeHead(403, { Vary: "Origin" }).end();
        return;
      }
      res
        .writeHead(204, {
          ...cors,
          "Access-Control-Allow-Methods": "POST",
          "Access-Control-Allow-Headers": allowedHeaders.join(", "),
          "Access-Control-Max-Age": "600",
        })
        .end();
      return;
    }
    if (req.method !== "POST") return reply(405, { status: false, message: "Méthode non autorisée." });

    readBody(req).then((body) => {
      requests.push({ method: req.method!, path: url.pathname, headers: req.headers, body });
      events.emit("request");
      if (state.mode === "hang") {
        hanging.add(res);
        return;
      }
      const answer = () => (url.pathname === REVIEW_PATH ? answerReview(body) : answerProspect(body));
      if (state.mode === "slow") setTimeout(answer, state.slowMs);
      else answer();
    });

    function answerReview(body: string) {
      if (state.mode === "http500") return reply(500, { status: false });
      reviews.push(body);
      reply(201, { status: true });
    }

    function answerProspect(body: string) {
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
      if (missing.length > 0)
        return reply(400, { status: false, message: `Champs manquants : ${missing.join(", ")}.` });
      fs.mkdirSync(path.dirname(options.file), { recursive: true });
      const record = {
        receivedAt: new Date().toISOString(),
        ...Object.fromEntries(FIELDS.map((f) => [f, prospect[f]])),
      };
      fs.appendFileSync(options.file, `${JSON.stringify(record)}\n`);
      reply(200, { status: true, message: "Prospect ajouté." });
    }
  });

  return {
    server,
    requests,
    events,
    reviews,
    /** POSTs received on the prospect endpoint. */
    prospects: () => requests.filter((r) => r.path === PROSPECT_API_PATH && r.method === "POST"),
    setMode(mode: ApiMode, falsyMessage?: string) {
      state.mode = mode;
      if (falsyMessage !== undefined) state.falsyMessage = falsyMessage;
    },
    setSlowDelay(ms: number) {
      state.slowMs = ms;
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
