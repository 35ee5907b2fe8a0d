import { brand } from "../../../content/brand.ts";

/** The brand mark: a house whose roofline opens on a rising sun (the "horizon"). */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false" className="logo-mark">
      <rect width="40" height="40" rx="10" fill="var(--brand-900)" />
      <path d="M11 31h18" stroke="var(--accent-400)" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M14.5 31a5.5 5.5 0 0 1 11 0" fill="var(--accent-400)" />
      <path d="M9 20 20 11l11 9M12.5 18v13M27.5 18v13" stroke="#fff" strokeWidth="2.6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function Logo() {
  return (
    <a className="logo" href="/">
      <LogoMark />
      <span className="logo-text">
        <span className="logo-name">{brand.tradeName}</span>
        <span className="logo-tagline">Vide-maison &amp; débarras en Belgique</span>
      </span>
    </a>
  );
}
