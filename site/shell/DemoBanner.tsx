import { localized, useCopy } from "../lib/render/localized.ts";

const COPY = localized({
  fr: {
    badge: "Démo",
    text: "Site de démonstration : l’entreprise, ses coordonnées, ses chiffres et ses avis sont fictifs. N’envoyez aucune vraie demande.",
  },
  nl: {
    badge: "Demo",
    text: "Demonstratiesite: het bedrijf, zijn contactgegevens, cijfers en reviews zijn fictief. Verstuur geen echte aanvraag.",
  },
});

/**
 * On every page of a demonstration build (site/config.ts, isDemoBuild): the company, its
 * contacts, figures and reviews are the shipped samples, and nobody should take them for real.
 */
export function DemoBanner() {
  const copy = useCopy(COPY);
  return (
    <div className="demo-banner" role="note" data-demo-banner>
      <p className="container">
        <strong className="demo-badge">{copy.badge}</strong> {copy.text}
      </p>
    </div>
  );
}
