/** What `npm run dev` shows while the site cannot be shown: a build in progress, a failed build. */
export const RELOAD_SCRIPT = "/__dev/reload.js";

/** Reloads the page when the dev server announces a finished build. */
export const reloadScript = `new EventSource("/__dev/events").addEventListener("message", () => location.reload());`;

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function page(title: string, body: string, refreshSeconds?: number): string {
  return `<!doctype html>
<html lang="fr-BE">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refreshSeconds ? `<meta http-equiv="refresh" content="${refreshSeconds}">\n` : ""}<title>${title}</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;max-width:46rem;margin:3rem auto;padding:0 1rem;color:#1c2b28}h1{font-size:1.4rem}pre{white-space:pre-wrap;background:#fdf1ef;border-left:4px solid #b3261e;padding:1rem;overflow:auto}</style>
<script type="module" src="${RELOAD_SCRIPT}"></script>
</head>
<body>
${body}
</body>
</html>`;
}

export function buildInProgressPage(): string {
  return page(
    "Construction du site en cours",
    `<h1>Construction du site en cours…</h1>\n<p>Le premier build n’est pas encore terminé. Cette page se rechargera d’elle-même dès que le site sera prêt.</p>`,
    2,
  );
}

/** The build's message, and a link to the editor's form of each file at fault (site/cms/entry-links.ts). */
export function buildFailedPage(message: string, fixIn: Array<{ file: string; url: string }> = []): string {
  const links = fixIn.map(({ file, url }) => `<li><a href="${escapeHtml(url)}">${escapeHtml(file)}</a></li>`);
  const open = links.length ? `\n<p>Ouvrir dans l’éditeur\u00a0:</p>\n<ul>\n${links.join("\n")}\n</ul>` : "";
  return page(
    "Le build a échoué",
    `<h1>Le build a échoué</h1>\n<p>Corrigez ce qui est indiqué ci-dessous, dans l’<a href="/admin">éditeur</a> (il reste ouvert) ou dans le fichier, puis enregistrez\u00a0: la page se rechargera d’elle-même.</p>${open}\n<pre>${escapeHtml(message)}</pre>`,
  );
}
