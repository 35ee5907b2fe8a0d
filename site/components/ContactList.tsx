import { localized, useCopy } from "../lib/render/localized.ts";
import type { ReactNode } from "react";
import { REGION_LABELS } from "../../content/vocabulary.ts";
import { useSite } from "../lib/render/site-context.tsx";
import { Icon, type IconName } from "./Icon.tsx";

interface ContactItemProps {
  icon: IconName;
  label: string;
  /** The value: a link to call or write, or plain text. */
  children: ReactNode;
}

/** One line of a contact list (ul.contact-list): an icon in its bubble, a label, the value. */
export function ContactItem({ icon, label, children }: ContactItemProps) {
  return (
    <li>
      <span className="icon-bubble">
        <Icon name={icon} />
      </span>
      <span>
        <strong>{label}</strong>
        {children}
      </span>
    </li>
  );
}

/** Phone, e-mail, zone and hours: the contact facts shown in several pages' contact blocks. */
const COPY = localized({
  fr: {
    phone: "Téléphone",
    email: "E-mail",
    zone: "Zone d’intervention",
    everywhere: "Toute la Belgique : ",
    hours: "Horaires",
  },
  nl: { phone: "Telefoon", email: "E-mail", zone: "Werkgebied", everywhere: "Heel België: ", hours: "Openingsuren" },
});

export function ContactList() {
  const { brand, locale } = useSite().data;
  const copy = useCopy(COPY);
  return (
    <ul className="contact-list">
      <ContactItem icon="phone" label={copy.phone}>
        <a href={`tel:${brand.phoneE164}`}>{brand.phone}</a>
      </ContactItem>
      <ContactItem icon="mail" label={copy.email}>
        <a href={`mailto:${brand.email}`}>{brand.email}</a>
      </ContactItem>
      <ContactItem icon="pin" label={copy.zone}>
        {copy.everywhere}
        {Object.values(REGION_LABELS[locale]).join(", ")}
      </ContactItem>
      <ContactItem icon="clock" label={copy.hours}>
        {brand.hoursLabel}
      </ContactItem>
    </ul>
  );
}
