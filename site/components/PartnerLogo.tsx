/** A partner's mark drawn by the site: initials on a shape and colour derived from its id. */
const COLOURS = ["#0d5c4f", "#8a4f00", "#3b4a8c", "#7a2e4d"];
const SHAPES = ["M4 4h56v56H4z", "M32 2 62 32 32 62 2 32z", "M32 2a30 30 0 1 1 0 60 30 30 0 0 1 0-60z"];

export function PartnerLogo({ id, name }: { id: string; name: string }) {
  let hash = 0;
  for (const c of id) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  const initials = name
    .split(/[\s&'’-]+/)
    .filter((w) => /^\p{Lu}/u.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join("");
  return (
    <svg className="partner-logo" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label={`Logo ${name}`}>
      <path d={SHAPES[hash % SHAPES.length]} fill={COLOURS[hash % COLOURS.length]} />
      <text x="32" y="40" textAnchor="middle" fontFamily="Inter, sans-serif" fontWeight="800" fontSize="22" fill="#fff">
        {initials}
      </text>
    </svg>
  );
}
