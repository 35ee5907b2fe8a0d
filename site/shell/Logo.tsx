import { PATHS } from "../../content/paths.ts";
import { brandMarkDrawing } from "../lib/assets/brand-mark.ts";
import { localized, useCopy } from "../lib/render/localized.ts";
import { useSite } from "../lib/render/site-context.tsx";

const COPY = localized({
  fr: { tagline: "Vide-maison & débarras en Belgique" },
  nl: { tagline: "Woningontruiming in heel België" },
});

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

/** The brand, linking to its edition's home page. */
export function Logo() {
  const { brand, locale } = useSite().data;
  const copy = useCopy(COPY);
  return (
    <a className="logo" href={PATHS[locale].home}>
      <LogoMark />
      <span className="logo-text">
        <span className="logo-name">{brand.tradeName}</span>
        <span className="logo-tagline">{copy.tagline}</span>
      </span>
    </a>
  );
}
