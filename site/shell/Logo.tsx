import { brandMarkDrawing } from "../lib/assets/brand-mark.ts";
import { useSite } from "../lib/render/site-context.tsx";

const MARK =
  `<rect width="40" height="40" rx="10" fill="var(--brand-900)"/>` +
  brandMarkDrawing({ accent: "var(--accent-400)", stroke: "#fff" });

/** The brand mark: a house whose roofline opens on a rising sun (the "horizon"). */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      className="logo-mark"
      dangerouslySetInnerHTML={{ __html: MARK }}
    />
  );
}

export function Logo() {
  const { brand } = useSite().data;
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
