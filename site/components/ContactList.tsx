import { REGION_NAMES } from "../../content/vocabulary.ts";
import { useSite } from "../lib/render/site-context.tsx";
import { Icon } from "./Icon.tsx";

/** Phone, e-mail, zone and hours: the contact facts shown in several pages' contact blocks. */
export function ContactList() {
  const { brand } = useSite().data;
  return (
    <ul className="contact-list">
      <li>
        <span className="icon-bubble">
          <Icon name="phone" />
        </span>
        <span>
          <strong>Téléphone</strong>
          <a href={`tel:${brand.phoneE164}`}>{brand.phone}</a>
        </span>
      </li>
      <li>
        <span className="icon-bubble">
          <Icon name="mail" />
        </span>
        <span>
          <strong>E-mail</strong>
          <a href={`mailto:${brand.email}`}>{brand.email}</a>
        </span>
      </li>
      <li>
        <span className="icon-bubble">
          <Icon name="pin" />
        </span>
        <span>
          <strong>Zone d’intervention</strong>
          Toute la Belgique : {Object.values(REGION_NAMES).join(", ")}
        </span>
      </li>
      <li>
        <span className="icon-bubble">
          <Icon name="clock" />
        </span>
        <span>
          <strong>Horaires</strong>
          {brand.hoursLabel}
        </span>
      </li>
    </ul>
  );
}
