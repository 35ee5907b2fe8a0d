/** ASCII kebab-case identifier from French text (for heading anchors). */
export function slugify(text: string): string {
  return (
    text
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      // Ligatures have no decomposition: written out as their two letters (« œuvre » -> oeuvre).
      .replace(/œ/g, "oe")
      .replace(/æ/g, "ae")
      .replace(/[’']/g, "-")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
  );
}
