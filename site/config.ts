/**
 * Settings read from the environment at build time. Defaults make `npm start` and the tests
 * work on a fresh machine against the local stand-in of the management API; a deployment
 * build (`npm run build`, i.e. `build.ts --deploy`) refuses to run on those defaults so a live
 * site can never post its leads to localhost.
 */
export const LOCAL_API_PORT = 4174;
export const LOCAL_SITE_PORT = 4173;
export const LOCAL_API_KEY = "local-dev-key";

export interface Settings {
  siteUrl: string;
  prospectApiUrl: string;
  prospectApiKey: string;
  reviewApiUrl: string | null;
  deploy: boolean;
}

export class SettingsError extends Error {}

export function readSettings(env: NodeJS.ProcessEnv, deploy: boolean): Settings {
  const missing = deploy
    ? ["SITE_URL", "PROSPECT_API_URL", "PROSPECT_API_KEY"].filter((name) => !env[name])
    : [];
  if (missing.length > 0) {
    throw new SettingsError(
      `Build de déploiement refusé : ${missing.join(", ")} non défini(s). ` +
        "Sans ces variables, les formulaires enverraient les demandes au serveur local de test " +
        "et les prospects seraient perdus. Voir README, « Configuration ».",
    );
  }
  const settings: Settings = {
    siteUrl: stripSlash(env.SITE_URL || `http://127.0.0.1:${LOCAL_SITE_PORT}`),
    prospectApiUrl:
      env.PROSPECT_API_URL || `http://127.0.0.1:${LOCAL_API_PORT}/api/add_prospect.php`,
    prospectApiKey: env.PROSPECT_API_KEY || LOCAL_API_KEY,
    reviewApiUrl: env.REVIEW_API_URL || null,
    deploy,
  };
  for (const [name, value] of [
    ["SITE_URL", settings.siteUrl],
    ["PROSPECT_API_URL", settings.prospectApiUrl],
    ["REVIEW_API_URL", settings.reviewApiUrl],
  ] as const) {
    if (value !== null && !isHttpUrl(value)) {
      throw new SettingsError(`${name} n’est pas une URL http(s) valide : « ${value} ».`);
    }
  }
  return settings;
}

function stripSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}
