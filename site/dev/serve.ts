/**
 * `npm start` / `npm run serve`: serves dist/ on http://127.0.0.1:4173 like a static host,
 * and the stand-in management API on http://127.0.0.1:4174 (prospects go to var/prospects.jsonl).
 * API_MODE picks the stand-in's starting switch (down, slow, http500, falsy…, see README).
 */
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LOCAL_API_KEY, LOCAL_API_PORT, LOCAL_SITE_PORT, PROSPECT_API_PATH } from "../config.ts";
import { createProspectApi, isApiMode } from "./prospect-api.ts";
import { createStaticHandler } from "./static-server.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const sitePort = Number(process.env.PORT ?? LOCAL_SITE_PORT);
const apiPort = Number(process.env.API_PORT ?? LOCAL_API_PORT);
const prospects = path.join(root, "var", "prospects.jsonl");

http.createServer(createStaticHandler(path.join(root, "dist"))).listen(sitePort, "127.0.0.1", () => {
  console.log(`Site :  http://127.0.0.1:${sitePort}`);
});
const mode = process.env.API_MODE;
if (mode !== undefined && !isApiMode(mode))
  throw new Error(`API_MODE inconnu : « ${mode} » (voir README, « API locale »)`);
const api = createProspectApi({
  apiKey: process.env.PROSPECT_API_KEY ?? LOCAL_API_KEY,
  file: prospects,
  siteOrigin: process.env.SITE_URL ?? `http://127.0.0.1:${sitePort}`,
  mode,
});
api.server.listen(apiPort, "127.0.0.1", () => {
  console.log(
    `API locale : http://127.0.0.1:${apiPort}${PROSPECT_API_PATH} → ${path.relative(root, prospects)} (mode ${mode ?? "ok"})`,
  );
});
