import type { ReactNode } from "react";
import { REGION_NAMES } from "../../content/vocabulary.ts";
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
export function ContactList() {
  const { brand } = useSite().data;
  return (
    <ul className="contact-list">
      <ContactItem icon="phone" label="Téléphone">
        <a href={`tel:${brand.phoneE164}`}>{brand.phone}</a>
      </ContactItem>
      <ContactItem icon="mail" label="E-mail">
        <a href={`mailto:${brand.email}`}>{brand.email}</a>
      </ContactItem>
      <ContactItem icon="pin" label="Zone d’intervention">
        Toute la Belgique : {Object.values(REGION_NAMES).join(", ")}
      </ContactItem>
      <ContactItem icon="clock" label="Horaires">
        {brand.hoursLabel}
      </ContactItem>
    </ul>
  );
}
