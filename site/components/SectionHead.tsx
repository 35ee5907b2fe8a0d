import type { ReactNode } from "react";

interface SectionHeadProps {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  center?: boolean;
}

/** Section title block; `id` labels the enclosing <section> via aria-labelledby. */
export function SectionHead({ id, eyebrow, title, children, center }: SectionHeadProps) {
  return (
    <div className={center ? "section-head section-head-center" : "section-head"}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id}>{title}</h2>
      {children && <p>{children}</p>}
    </div>
  );
}
