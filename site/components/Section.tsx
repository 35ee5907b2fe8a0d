import type { ReactNode } from "react";
import { SectionHead } from "./SectionHead.tsx";

interface BandProps {
  tone?: "white" | "brand";
  /** The closer spacing of the bands that follow a page's hero. */
  tight?: boolean;
  /** The content in two columns, or at a reading width. */
  layout?: "split" | "narrow";
  /** The band's own id, for links to it. */
  anchor?: string;
  /** A button below the content leading to the full list. */
  more?: { label: string; url: string };
  children: ReactNode;
}

interface HeadedBand extends BandProps {
  /** The id of the heading that names the band: the one `title` draws, or one among the children. */
  id: string;
  title?: string;
  eyebrow?: string;
  lead?: ReactNode;
  center?: boolean;
  label?: never;
}

interface UnheadedBand extends BandProps {
  /** The band's name, for a band that shows no heading. */
  label: string;
  id?: never;
  title?: never;
}

/**
 * A full-width band of a page, in the page's container: a heading (a bare one, or the heading
 * block with eyebrow and lead) or a heading drawn by the content, the content, and an optional
 * "see all" button.
 */
export function Section(props: HeadedBand | UnheadedBand) {
  const { tone, tight, layout, anchor, more, children } = props;
  const className = [tight ? "section-tight" : "section", tone && `section-${tone}`].filter(Boolean).join(" ");
  const name = props.label === undefined ? { "aria-labelledby": props.id } : { "aria-label": props.label };
  return (
    <section className={className} id={anchor} {...name}>
      <div className={layout ? `container ${layout}` : "container"}>
        {props.title !== undefined &&
          (props.eyebrow || props.lead || props.center ? (
            <SectionHead id={props.id} eyebrow={props.eyebrow} title={props.title} center={props.center}>
              {props.lead}
            </SectionHead>
          ) : (
            <h2 id={props.id}>{props.title}</h2>
          ))}
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
