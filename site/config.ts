/**
 * Settings read from the environment at build time. Defaults make `npm start` and the tests
 * work on a fresh machine against the local stand-in of the management API; a deployment
 * build (`npm run build`, i.e. `build.ts --deploy`) refuses to run on those defaults so a live
 * site can never post its leads to localhost.
 */
export const LOCAL_API_PORT = 4174;
/** The management API's endpoint for a quote request (spec, section 7), which the local stand-in serves too. */
export const PROSPECT_API_PATH = "/api/add_prospect.php";
export const LOCAL_SITE_PORT = 4173;
export const LOCAL_API_KEY = "local-dev-key";
/** decap-server, the CMS's local backend started by `npm run dev`. */
export const LOCAL_CMS_PORT = 8081;

/** The git backend /admin commits to in production (CMS_BACKEND, CMS_REPO, CMS_BRANCH…). */
export interface CmsSettings {
  backend: (typeof CMS_BACKENDS)[number];
  repo: string;
  branch: string;
  /** OAuth provider for GitHub (a Netlify site or a self-hosted OAuth client). */
  baseUrl: string | null;
  /** API root of a self-hosted GitLab or of a Gitea instance. */
  apiRoot: string | null;
  /** OAuth application id for GitLab and Gitea (PKCE, no server needed). */
  appId: string | null;
}

export const CMS_BACKENDS = ["github", "gitlab", "gitea"] as const;

export interface Settings {
  siteUrl: string;
  prospectApiUrl: string;
  prospectApiKey: string;
  reviewApiUrl: string | null;
  deploy: boolean;
  /** ALLOW_SAMPLE_CONTENT=1: a deployment build may publish content marked `sample: true`. */
  allowSampleContent: boolean;
  /** Production CMS backend; null: /admin edits the working tree locally (or is absent from a deployment). */
  cms: CmsSettings | null;
  /** decap-server port baked into a local build's /admin. */
  cmsLocalPort: number;
  /**
   * CF_PAGES=1, which Cloudflare Pages sets in its builds: where several _headers rules match,
   * Cloudflare sends every value, so /admin's block detaches the site's CSP (« ! ») before
   * giving its own. Netlify would refuse that line: there the later rule wins anyway.
   */
  cloudflarePages: boolean;
}

export class SettingsError extends Error {}

/**
 * A demonstration build: one allowed to publish sample content (ALLOW_SAMPLE_CONTENT=1), for
 * tests, demonstrations and staging. Every page shows the « Démo » banner
 * (components/layout/DemoBanner.tsx) and the host files forbid indexing (X-Robots-Tag in
 * _headers and nginx.conf, Disallow in robots.txt), so a fictional company is never taken for
 * a real one, by a visitor or by a search engine. The pages keep their own robots meta.
 */
export function isDemoBuild(settings: Settings): boolean {
  return settings.allowSampleContent;
}

export function readSettings(env: NodeJS.ProcessEnv, deploy: boolean): Settings {
  if (deploy) refuseUnsafeDeployment(env);
  const settings: Settings = {
    siteUrl: stripSlash(env.SITE_URL || `http://127.0.0.1:${LOCAL_SITE_PORT}`),
    prospectApiUrl: env.PROSPECT_API_URL || `http://127.0.0.1:${LOCAL_API_PORT}${PROSPECT_API_PATH}`,
    prospectApiKey: env.PROSPECT_API_KEY || LOCAL_API_KEY,
    reviewApiUrl: env.REVIEW_API_URL || null,
    deploy,
    allowSampleContent: env.ALLOW_SAMPLE_CONTENT === "1",
    cms: readCmsSettings(env),
    cmsLocalPort: Number(env.CMS_LOCAL_PORT) || LOCAL_CMS_PORT,
    cloudflarePages: env.CF_PAGES === "1",
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

/**
 * A deployment build whose forms would post to a missing, local or unencrypted API would
 * lose every lead without any error: refuse it, naming each problem. ALLOW_LOCAL_API=1 lets
 * tests and staging builds post to a local or plain-http stand-in on purpose.
 */
function refuseUnsafeDeployment(env: NodeJS.ProcessEnv): void {
  const problems = ["SITE_URL", "PROSPECT_API_URL", "PROSPECT_API_KEY"]
    .filter((name) => !env[name]?.trim())
    .map((name) => `${name} n’est pas défini.`);
  if (env.ALLOW_LOCAL_API !== "1") {
    for (const name of ["PROSPECT_API_URL", "REVIEW_API_URL"] as const) {
      const value = env[name]?.trim();
      if (!value || !isHttpUrl(value)) continue;
      const url = new URL(value);
      if (isLoopbackHost(url.hostname)) {
        problems.push(`${name} pointe vers la machine locale (${url.host}) : aucun visiteur ne pourrait l’atteindre.`);
      } else if (url.protocol !== "https:") {
        problems.push(`${name} utilise http:// sans chiffrement (${url.origin}) : https:// est obligatoire.`);
      }
    }
  }
  if (problems.length > 0) {
    throw new SettingsError(
      "Build de déploiement refusé : les demandes de devis seraient perdues.\n" +
        problems.map((p) => `  - ${p}`).join("\n") +
        "\nDéfinissez ces variables (README, « Configuration ») ; pour un test ou une préproduction " +
        "qui poste volontairement vers une API locale ou en http, ajoutez ALLOW_LOCAL_API=1.",
    );
  }
}

/** localhost, 127.0.0.0/8 and ::1 (RFC 6761, RFC 1122 §3.2.1.3, RFC 4291). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "");
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
    host === "::1" ||
    host === "0:0:0:0:0:0:0:1" ||
    host === "::ffff:127.0.0.1"
  );
}

function readCmsSettings(env: NodeJS.ProcessEnv): CmsSettings | null {
  const backend = env.CMS_BACKEND?.trim();
  if (!backend) return null;
  if (!(CMS_BACKENDS as readonly string[]).includes(backend)) {
    throw new SettingsError(`CMS_BACKEND doit valoir ${CMS_BACKENDS.join(", ")} (reçu « ${backend} »).`);
  }
  const repo = env.CMS_REPO?.trim();
  if (!repo || !/^[\w.-]+(\/[\w.-]+)+$/.test(repo)) {
    throw new SettingsError(
      "CMS_REPO doit nommer le dépôt sous la forme propriétaire/nom (ex. debarras-horizon/site).",
    );
  }
  for (const name of ["CMS_BASE_URL", "CMS_API_ROOT"] as const) {
    const value = env[name]?.trim();
    if (value && !isHttpUrl(value)) throw new SettingsError(`${name} n’est pas une URL http(s) valide : « ${value} ».`);
  }
  if (backend === "gitea" && !env.CMS_API_ROOT?.trim()) {
    throw new SettingsError("CMS_BACKEND=gitea demande CMS_API_ROOT (ex. https://gitea.exemple.be/api/v1).");
  }
  return {
    backend: backend as CmsSettings["backend"],
    repo,
    branch: env.CMS_BRANCH?.trim() || "main",
    baseUrl: env.CMS_BASE_URL?.trim() || null,
    apiRoot: env.CMS_API_ROOT?.trim() || null,
    appId: env.CMS_APP_ID?.trim() || null,
  };
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
