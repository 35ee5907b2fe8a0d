import { brand } from "../../content/brand.ts";
import { Icon } from "./Icon.tsx";

/** Phone, e-mail, zone and hours: the contact facts shown in several pages' contact blocks. */
export function ContactList() {
  return (
    <ul className="contact-list">
      <li>
        <span className="icon-bubble"><Icon name="phone" /></span>
        <span>
          <strong>Téléphone</strong>
          <a href={`tel:${brand.phone.e164}`}>{brand.phone.display}</a>
        </span>
      </li>
      <li>
        <span className="icon-bubble"><Icon name="mail" /></span>
        <span>
          <strong>E-mail</strong>
          <a href={`mailto:${brand.email}`}>{brand.email}</a>
        </span>
      </li>
      <li>
        <span className="icon-bubble"><Icon name="pin" /></span>
        <span>
          <strong>Zone d’intervention</strong>
          Toute la Belgique : Bruxelles, Wallonie et Flandre
        </span>
      </li>
      <li>
        <span className="icon-bubble"><Icon name="clock" /></span>
        <span>
          <strong>Horaires</strong>
          {brand.hours.label}
        </span>
      </li>
    </ul>
  );
}
