/**
 * The local stand-in of the management API behaves like a real cross-origin server (CORS for
 * the site's origin and headers only) and its switches do what the README says.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { suite } from "../../helpers/suite.ts";
import * as assert from "uvu/assert";
import { PROSPECT_API_PATH } from "../../../site/config.ts";
import { API_MODES, CONTROL_PATH, REVIEW_PATH, createProspectApi } from "../../../site/dev/prospect-api.ts";
import { freePort } from "../../helpers/ports.ts";

const SITE = "http://127.0.0.1:4999";
const KEY = "k-123";
type Ctx = { api: ReturnType<typeof createProspectApi>; base: string };
const api = suite<Ctx>("stand-in management API");

api.before(async (ctx) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "api-test-")), "prospects.jsonl");
  ctx.api = createProspectApi({ apiKey: KEY, file, siteOrigin: SITE, slowMs: 300 });
  const port = await freePort();
  await new Promise<void>((r) => ctx.api.server.listen(port, "127.0.0.1", r));
  ctx.base = `http://127.0.0.1:${port}`;
});
api.after(({ api }) => void api.server.close());
api.before.each(({ api }) => {
  api.setMode("ok");
  api.requests.length = 0;
});

const preflight = (base: string, url: string, origin: string, headers: string) =>
  fetch(base + url, {
    method: "OPTIONS",
    headers: { Origin: origin, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": headers },
  });
const post = (base: string, origin = SITE) =>
  fetch(base + PROSPECT_API_PATH, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/json", "X-API-Key": KEY },
    body: JSON.stringify({
      name: "A",
      email: "a@b.be",
      phonenumber: "+32470123456",
      address: "Namur",
      description: "Vide-cave / grenier - Aucun",
    }),
  });

api("the preflight is granted to the site's origin for exactly the headers the site sends", async ({ base }) => {
  const ok = await preflight(base, PROSPECT_API_PATH, SITE, "content-type,x-api-key");
  assert.is(ok.status, 204);
  assert.is(ok.headers.get("access-control-allow-origin"), SITE);
  assert.is(ok.headers.get("access-control-allow-methods"), "POST");
  assert.is(ok.headers.get("access-control-allow-headers"), "content-type, x-api-key");
  const review = await preflight(base, REVIEW_PATH, SITE, "content-type");
  assert.is(review.status, 204);
});

api("the preflight is refused to another origin, another header or another method", async ({ base }) => {
  for (const response of [
    await preflight(base, PROSPECT_API_PATH, "https://evil.example", "content-type,x-api-key"),
    await preflight(base, PROSPECT_API_PATH, SITE, "content-type,x-api-key,x-tracking"),
    await preflight(base, REVIEW_PATH, SITE, "content-type,x-api-key"),
    await fetch(base + PROSPECT_API_PATH, {
      method: "OPTIONS",
      headers: { Origin: SITE, "Access-Control-Request-Method": "PUT" },
    }),
  ]) {
    assert.is(response.status, 403);
    assert.is(response.headers.get("access-control-allow-origin"), null);
  }
});

api("answers are readable by the site's origin only", async ({ base }) => {
  const mine = await post(base);
  assert.equal(await mine.json(), { status: true, message: "Prospect ajouté." });
  assert.is(mine.headers.get("access-control-allow-origin"), SITE);
  assert.is((await post(base, "https://evil.example")).headers.get("access-control-allow-origin"), null);
});

api("down: the connection is cut and nothing is received", async ({ api, base }) => {
  api.setMode("down");
  const failed = await post(base).then(
    () => false,
    () => true,
  );
  assert.ok(failed, "the request fails at the network level");
  assert.is(api.requests.length, 0);
});

api("slow: the answer comes after the delay", async ({ api, base }) => {
  api.setMode("slow");
  const started = performance.now();
  const response = await post(base);
  assert.ok(performance.now() - started >= 250);
  assert.is((await response.json()).status, true);
});

api("http500 and falsy answer as documented", async ({ api, base }) => {
  api.setMode("http500");
  assert.is((await post(base)).status, 500);
  api.setMode("falsy", "Doublon");
  assert.equal(await (await post(base)).json(), { status: false, message: "Doublon" });
});

api("the control endpoint switches modes by URL or JSON and refuses unknown ones", async ({ base }) => {
  const byUrl = await (await fetch(`${base}${CONTROL_PATH}?mode=down`)).json();
  assert.is(byUrl.mode, "down");
  assert.is(byUrl.description, API_MODES.down);
  const byJson = await fetch(base + CONTROL_PATH, {
    method: "POST",
    body: JSON.stringify({ mode: "falsy", message: "Non" }),
  });
  assert.equal(await byJson.json(), { mode: "falsy", description: API_MODES.falsy, message: "Non", delay: 300 });
  assert.is((await fetch(`${base}${CONTROL_PATH}?mode=broken`)).status, 400);
});

api.run();
