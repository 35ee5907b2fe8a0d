import { localized, useCopy } from "../lib/render/localized.ts";
import type { Service } from "../lib/content/types.ts";
import { Icon } from "./Icon.tsx";

const COPY = localized({ fr: { more: "En savoir plus" }, nl: { more: "Meer weten" } });

export function ServiceCard({ service, headingLevel = 3 }: { service: Service; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="card">
      <div className="card-body">
        <span className="icon-bubble">
          <Icon name={service.icon} size={26} />
        </span>
        <Heading className="card-title">
          <a className="card-stretch" href={service.url}>
            {service.title}
          </a>
        </Heading>
        <p>{service.description}</p>
        <span className="card-link" aria-hidden="true">
          {useCopy(COPY).more} <Icon name="arrowRight" size={18} />
        </span>
      </div>
    </article>
  );
}
