import type { ReactNode } from "react";
import { SectionHead } from "./SectionHead.tsx";

interface SectionProps {
  id: string;
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  center?: boolean;
  tone?: "white" | "brand";
  /** A button below the content leading to the full list. */
  more?: { label: string; url: string };
  children: ReactNode;
}

/** A full-width band of the home page: heading block, content, optional "see all" button. */
export function Section({ id, eyebrow, title, lead, center, tone, more, children }: SectionProps) {
  return (
    <section className={tone ? `section section-${tone}` : "section"} aria-labelledby={id}>
      <div className="container">
        <SectionHead id={id} eyebrow={eyebrow} title={title} center={center}>
          {lead}
        </SectionHead>
        {children}
        {more && (
          <div className="section-foot">
            <a className="button button-outline" href={more.url}>
              {more.label}
            </a>
          </div>
        )}
      </div>
    </section>
  );
}
