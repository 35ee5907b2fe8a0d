import type { ReactNode } from "react";

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The title band at the top of inner pages. */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <header className="page-hero container">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1>{title}</h1>
      {lead && <p className="lead">{lead}</p>}
      {children}
    </header>
  );
}
