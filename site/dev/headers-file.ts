/**
 * Reads the `_headers` file the build writes (Netlify / Cloudflare Pages format) so the
 * local static server sends exactly what production hosts will send.
 */
export interface HeaderRule {
  pattern: RegExp;
  /** A null value detaches the header an earlier rule gave (Cloudflare's « ! Name » line). */
  headers: Array<[string, string | null]>;
}

/** "/assets/*" -> /^\/assets\/.*$/ (the splat syntax of _headers and _redirects). */
export function globToRegExp(glob: string): RegExp {
  return new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`);
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | null = null;
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      current = { pattern: globToRegExp(line.trim()), headers: [] };
      rules.push(current);
    } else if (current && line.trim().startsWith("!")) {
      current.headers.push([line.trim().slice(1).trim(), null]);
    } else if (current) {
      const index = line.indexOf(":");
      current.headers.push([line.slice(0, index).trim(), line.slice(index + 1).trim()]);
    }
  }
  return rules;
}

export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      if (value === null) delete out[name];
      else out[name] = value;
    }
  }
  return out;
}
