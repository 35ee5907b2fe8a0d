import { PATHS } from "../../content/paths.ts";
import { useSite } from "../lib/render/site-context.tsx";
import { PhoneButton } from "./PhoneButton.tsx";

interface ContactButtonsProps {
  quoteLabel: string;
  phoneLabel?: string;
  className?: string;
}

/** The pair of calls to action used across the site: a quote request and a phone call. */
export function ContactButtons({ quoteLabel, phoneLabel, className = "page-hero-actions" }: ContactButtonsProps) {
  return (
    <div className={className}>
      <a className="button button-primary" href={PATHS[useSite().data.locale].contact}>
        {quoteLabel}
      </a>
      <PhoneButton {...(phoneLabel ? { label: phoneLabel } : {})} />
    </div>
  );
}
