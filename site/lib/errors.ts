/**
 * The two ways a build refuses to publish, each with a message in French for the person who
 * ran it: content at fault (every problem listed, file and field named), or a build that would
 * write a broken site (a URL twice, a broken link).
 */
export interface ContentIssue {
  file: string;
  /** The key path in the file ("reviews.2.source"), or what else is at fault ("contenu"). */
  field: string;
  message: string;
  /** The field's label in the editor (« Avis n° 3 › Source »), when it has one. */
  label?: string;
}

/**
 * « blog/x.md › Résumé [excerpt] : au moins 60 caractères »: the label finds the field in the
 * editor, the key in the file (brackets, since labels have parentheses: « Prix (€ TVAC) »).
 */
export function describeIssue({ file, field, label, message }: ContentIssue): string {
  return `${file} › ${label ? `${label} [${field}]` : field} : ${message}`;
}

export class ContentError extends Error {
  constructor(readonly issues: ContentIssue[]) {
    super(
      `${issues.length} erreur(s) de contenu :\n` + issues.map((issue) => `  - ${describeIssue(issue)}`).join("\n"),
    );
    this.name = "ContentError";
  }
}

export class BuildError extends Error {
  constructor(
    message: string,
    readonly details: string[] = [],
  ) {
    super(details.length ? `${message}\n${details.map((d) => `  - ${d}`).join("\n")}` : message);
    this.name = "BuildError";
  }
}
