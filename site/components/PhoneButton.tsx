import { useSite } from "../lib/render/site-context.tsx";
import { Icon } from "./Icon.tsx";

/** The call button shown next to quote buttons; `label` precedes the number when given. */
export function PhoneButton({ label, className = "button button-outline" }: { label?: string; className?: string }) {
  const { brand } = useSite().data;
  return (
    <a className={className} href={`tel:${brand.phoneE164}`}>
      <Icon name="phone" size={18} /> {label ? `${label} ${brand.phone}` : brand.phone}
    </a>
  );
}
