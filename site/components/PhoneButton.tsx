import { brand } from "../../content/brand.ts";
import { Icon } from "./Icon.tsx";

/** The call button shown next to quote buttons; `label` precedes the number when given. */
export function PhoneButton({ label, className = "button button-outline" }: { label?: string; className?: string }) {
  return (
    <a className={className} href={`tel:${brand.phone.e164}`}>
      <Icon name="phone" size={18} /> {label ? `${label} ${brand.phone.display}` : brand.phone.display}
    </a>
  );
}
