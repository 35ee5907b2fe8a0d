/**
 * The two ways a build refuses to publish, each with a message in French for the person who
 * ran it: content at fault (every problem listed, file and field named), or a build that would
 * write a broken site (a URL twice, a broken link).
 */
export interface ContentIssue {
  file: string;
  field: string;
  message: string;
}

export class ContentError extends Error {
  constructor(readonly issues: ContentIssue[]) {
    super(
      `${issues.length} erreur(s) de contenu :\n` +
        issues.map((issue) => `  - ${issue.file} › ${issue.field} : ${issue.message}`).join("\n"),
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
