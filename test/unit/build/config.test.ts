/**
 * Build settings: a deployment build refuses settings that would lose leads (missing, on this
 * machine, or without encryption); local builds keep their defaults.
 */
import { test } from "uvu";
import * as assert from "uvu/assert";
import { isLoopbackHost, LOCAL_API_PORT, LOCAL_SITE_PORT, readSettings, SettingsError } from "../../../site/config.ts";

const GOOD = {
  SITE_URL: "https://www.essai.test/",
  PROSPECT_API_URL: "https://gestion.essai.test/api/add_prospect.php",
  PROSPECT_API_KEY: "cle",
};

/** The message of the refusal, or null when the settings are accepted. */
function refusal(env: NodeJS.ProcessEnv): string | null {
  try {
    readSettings(env, true);
    return null;
  } catch (error) {
    assert.instance(error, SettingsError);
    return (error as Error).message;
  }
}

test("loopback hosts: localhost, 127.0.0.0/8 and ::1, in every spelling", () => {
  for (const host of [
    "localhost",
    "LOCALHOST",
    "localhost.",
    "api.localhost",
    "127.0.0.1",
    "127.12.0.3",
    "[::1]",
    "::1",
    "0:0:0:0:0:0:0:1",
  ]) {
    assert.ok(isLoopbackHost(host), host);
  }
  for (const host of [
    "example.be",
    "127.example.be",
    "localhost.example.be",
    "10.0.0.1",
    "192.168.1.10",
    "::2",
    "128.0.0.1",
  ]) {
    assert.not.ok(isLoopbackHost(host), host);
  }
});

test("local builds: the stand-in API and preview ports by default", () => {
  const settings = readSettings({}, false);
  assert.is(settings.siteUrl, `http://127.0.0.1:${LOCAL_SITE_PORT}`);
  assert.is(new URL(settings.prospectApiUrl).port, String(LOCAL_API_PORT));
  assert.is(settings.reviewApiUrl, null);
});

test("deployment with good settings: accepted, trailing slash of SITE_URL dropped", () => {
  const settings = readSettings(GOOD, true);
  assert.is(settings.siteUrl, "https://www.essai.test");
  assert.is(settings.prospectApiUrl, GOOD.PROSPECT_API_URL);
  assert.is(settings.deploy, true);
});

test("deployment: each missing setting is named", () => {
  const message = refusal({ SITE_URL: GOOD.SITE_URL, PROSPECT_API_URL: " " })!;
  assert.match(message, "Build de déploiement refusé");
  assert.match(message, "PROSPECT_API_URL n’est pas défini.");
  assert.match(message, "PROSPECT_API_KEY n’est pas défini.");
  assert.not.match(message, "SITE_URL n’est pas défini.");
});

test("deployment: an API on this machine or in plain http is refused, unless ALLOW_LOCAL_API=1", () => {
  assert.match(
    refusal({ ...GOOD, PROSPECT_API_URL: "https://localhost/api" })!,
    "PROSPECT_API_URL pointe vers la machine locale (localhost)",
  );
  assert.match(
    refusal({ ...GOOD, PROSPECT_API_URL: "http://gestion.essai.test/api" })!,
    "PROSPECT_API_URL utilise http:// sans chiffrement (http://gestion.essai.test)",
  );
  assert.match(
    refusal({ ...GOOD, REVIEW_API_URL: "http://127.0.0.1:9000/avis" })!,
    "REVIEW_API_URL pointe vers la machine locale (127.0.0.1:9000)",
  );
  assert.is(refusal({ ...GOOD, REVIEW_API_URL: "https://avis.essai.test/avis" }), null);
  assert.is(refusal({ ...GOOD, PROSPECT_API_URL: "http://127.0.0.1:9000/api", ALLOW_LOCAL_API: "1" }), null);
  assert.match(
    refusal({ PROSPECT_API_URL: "http://127.0.0.1:9000/api", ALLOW_LOCAL_API: "1" })!,
    "SITE_URL n’est pas défini.",
    "missing settings are never allowed",
  );
});

test("a setting that is not an http(s) URL is refused in every build", () => {
  assert.throws(
    () => readSettings({ PROSPECT_API_URL: "gestion.essai.test/api" }, false),
    /PROSPECT_API_URL n’est pas une URL http\(s\) valide/,
  );
  assert.throws(
    () => readSettings({ ...GOOD, SITE_URL: "ftp://essai.test" }, true),
    /SITE_URL n’est pas une URL http\(s\) valide/,
  );
});

test.run();
