/**
 * « Nos réalisations »: clearances the owner photographed before and after, each pair side by
 * side under its caption. Far down a service's page, every photo loads lazily.
 */
import type { BeforeAfter as Project } from "../../lib/content/types.ts";
import { localized, useCopy } from "../../lib/render/localized.ts";
import { useSite } from "../../lib/render/site-context.tsx";
import { Section } from "../Section.tsx";
import { Photo } from "./Photo.tsx";

const COPY = localized({
  fr: { title: "Nos réalisations", before: "Avant", after: "Après" },
  nl: { title: "Onze realisaties", before: "Voor", after: "Na" },
});

export function BeforeAfterSection({ projects }: { projects: Project[] }) {
  const { photos } = useSite().data;
  const copy = useCopy(COPY);
  // A lone clearance takes the whole row, two side by side from 790 px (slots.ts).
  const slot = projects.length === 1 ? "lone-pair" : "pair";
  return (
    <Section id="projects-title" title={copy.title} tone="white">
      <ul className="grid grid-2 projects">
        {projects.map((project) => (
          <li key={project.caption}>
            <figure className="project">
              <div className="project-pair">
                {(["before", "after"] as const).map((side) => (
                  <div key={side} className="project-side">
                    <Photo photo={photos[project[side].src]!} alt={project[side].alt} slot={slot} priority="lazy" />
                    <span className="project-label">{copy[side]}</span>
                  </div>
                ))}
              </div>
              <figcaption>{project.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
