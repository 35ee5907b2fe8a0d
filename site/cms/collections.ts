/**
 * What the owner can edit at /admin: every kind of content, each with the schema the build
 * validates it against. Folder collections hold one markdown file per entry (front matter
 * + body); file collections are single YAML files. Paths are relative to content/.
 */
import type { Collection as ContentCollection } from "../../content/locales.ts";
import { PATHS } from "../../content/paths.ts";
import type { z } from "zod";
import {
  articleSchema,
  authorsSchema,
  brandSchema,
  brandTranslationSchema,
  claimsSchema,
  claimsTranslationSchema,
  estimatorTranslationSchema,
  communeSchema,
  estimatorSchema,
  faqSchema,
  pageSchema,
  partnersSchema,
  partnersTranslationSchema,
  serviceSchema,
  testimonialsSchema,
  testimonialsTranslationSchema,
} from "../../content/schema.ts";

export interface FolderCollection {
  kind: "folder";
  name: string;
  label: string;
  labelSingular: string;
  folder: ContentCollection;
  schema: z.ZodType;
  /** Label of the markdown body below the front matter. */
  bodyLabel: string;
  /** Field whose value names an entry in the list, and gives a new entry its file name. */
  identifier: string;
  /** New entries allowed (articles); other kinds have a fixed set of files (spec slugs, reference communes). */
  create: boolean;
  /** The entry's public page, for the editor's "view on site" link. */
  preview?: string;
  description: string;
}

export interface DataFile {
  name: string;
  label: string;
  file: string;
  schema: z.ZodType;
}

export interface FilesCollection {
  kind: "files";
  name: string;
  label: string;
  description: string;
  files: DataFile[];
}

export type Collection = FolderCollection | FilesCollection;

export const collections: Collection[] = [
  {
    kind: "folder",
    name: "blog",
    label: "Articles du blog",
    labelSingular: "Article",
    folder: "blog",
    schema: articleSchema,
    bodyLabel: "Texte de l’article (sections « ## »)",
    identifier: "title",
    create: true,
    preview: PATHS.fr.article("{{slug}}"),
    description: `Le nom du fichier devient l’adresse de l’article : ${PATHS.fr.article("titre-de-l-article")}.`,
  },
  {
    kind: "folder",
    name: "communes",
    label: "Communes",
    labelSingular: "Commune",
    folder: "communes",
    schema: communeSchema,
    bodyLabel: "Introduction",
    identifier: "metaDescription",
    create: false,
    preview: PATHS.fr.municipality("{{slug}}"),
    description:
      "Une page par commune desservie. Le nom, la province, les codes postaux et les sections viennent de la liste officielle des communes.",
  },
  {
    kind: "folder",
    name: "services",
    label: "Services",
    labelSingular: "Service",
    folder: "services",
    schema: serviceSchema,
    bodyLabel: "Texte de la page",
    identifier: "title",
    create: false,
    preview: PATHS.fr.service("{{slug}}"),
    description: "Les services de l’entreprise, un fichier par page.",
  },
  {
    kind: "folder",
    name: "pages",
    label: "Pages de texte",
    labelSingular: "Page",
    folder: "pages",
    schema: pageSchema,
    bodyLabel: "Texte de la page",
    identifier: "title",
    create: false,
    preview: PATHS.fr.textPage("{{slug}}"),
    description: "À propos, mentions légales, politique de confidentialité et autres pages de texte.",
  },
  {
    kind: "files",
    name: "donnees",
    label: "Entreprise, chiffres, FAQ, avis, partenaires",
    description: "Les faits et les listes que toutes les pages reprennent.",
    files: [
      { name: "brand", label: "Entreprise : coordonnées et mentions", file: "brand.yaml", schema: brandSchema },
      { name: "claims", label: "Chiffres, délais et prix", file: "claims.yaml", schema: claimsSchema },
      { name: "estimator", label: "Estimateur de prix (barème)", file: "estimator.yaml", schema: estimatorSchema },
      { name: "faq", label: "Questions fréquentes", file: "faq.yaml", schema: faqSchema },
      { name: "testimonials", label: "Avis clients", file: "testimonials.yaml", schema: testimonialsSchema },
      { name: "partners", label: "Partenaires", file: "partners.yaml", schema: partnersSchema },
      { name: "authors", label: "Auteurs des articles", file: "authors.yaml", schema: authorsSchema },
    ],
  },
  {
    kind: "files",
    name: "donnees-nl",
    label: "Textes en néerlandais (entreprise, chiffres, FAQ, avis, partenaires)",
    description:
      "Ce que la version néerlandaise dit des faits : les chiffres et les noms restent dans les fichiers français.",
    files: [
      {
        name: "brand-nl",
        label: "Entreprise : textes en néerlandais",
        file: "brand.nl.yaml",
        schema: brandTranslationSchema,
      },
      {
        name: "claims-nl",
        label: "Chiffres : textes en néerlandais",
        file: "claims.nl.yaml",
        schema: claimsTranslationSchema,
      },
      {
        name: "estimator-nl",
        label: "Estimateur : noms des pièces en néerlandais",
        file: "estimator.nl.yaml",
        schema: estimatorTranslationSchema,
      },
      { name: "faq-nl", label: "Questions fréquentes en néerlandais", file: "faq.nl.yaml", schema: faqSchema },
      {
        name: "testimonials-nl",
        label: "Avis : recueil et vérification en néerlandais",
        file: "testimonials.nl.yaml",
        schema: testimonialsTranslationSchema,
      },
      {
        name: "partners-nl",
        label: "Partenaires : textes en néerlandais",
        file: "partners.nl.yaml",
        schema: partnersTranslationSchema,
      },
    ],
  },
];
