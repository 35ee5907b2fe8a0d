/**
 * On every page of a demonstration build (site/config.ts, isDemoBuild): the company, its
 * contacts, figures and reviews are the shipped samples, and nobody should take them for real.
 */
export function DemoBanner() {
  return (
    <div className="demo-banner" role="note" data-demo-banner>
      <p className="container">
        <strong className="demo-badge">Démo</strong> Site de démonstration : l’entreprise, ses coordonnées, ses chiffres
        et ses avis sont fictifs. N’envoyez aucune vraie demande.
      </p>
    </div>
  );
}
