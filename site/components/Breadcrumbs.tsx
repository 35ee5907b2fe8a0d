import { PATHS } from "../../content/paths.ts";
import { localized, useCopy } from "../lib/render/localized.ts";
import type { Crumb } from "../lib/render/route.ts";
import { useSite } from "../lib/render/site-context.tsx";

const COPY = localized({
  fr: { trail: "Fil d’Ariane", home: "Accueil" },
  nl: { trail: "Kruimelpad", home: "Home" },
});

/** Visible trail matching the BreadcrumbList JSON-LD; the last item is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const copy = useCopy(COPY);
  return (
    <nav className="breadcrumbs container" aria-label={copy.trail}>
      <ol>
        <li>
          <a href={PATHS[useSite().data.locale].home}>{copy.home}</a>
        </li>
        {items.map((item, index) => (
          <li key={item.url}>
            {index === items.length - 1 ? (
              <span aria-current="page">{item.name}</span>
            ) : (
              <a href={item.url}>{item.name}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
