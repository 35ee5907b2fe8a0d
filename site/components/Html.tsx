/** Trusted HTML produced by the build from validated markdown (never visitor input). */
export function Html({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
