/**
 * A copy of content/ the way its owner would grow and correct it: one more article, one more
 * municipality taken from the reference data (one that has no page yet), and four facts
 * changed in brand.yaml and claims.yaml (the phone number, the starting price, the number of
 * clients, the delay for a visit or a quote), and the owner's photos as a phone takes them (GPS
 * and orientation in their EXIF) on the new article (in its head and in its text), the new
 * municipality and a service, which also shows a clearance before and after. The HTML tier runs on the site built from it exactly
 * as on the real one, and the one-home-per-fact test compares the two builds.
 */
import fs from "node:fs";
import path from "node:path";
import { parseDocument, stringify, type Document } from "yaml";
import { formatNumber } from "../../site/lib/text/format.ts";
import type { ReferenceMunicipality } from "../../content/schema.ts";
import { collectionFolder, contentFile, DEFAULT_LOCALE } from "../../content/locales.ts";
import { readReference } from "./reference.ts";
import { contentRoot as realContentRoot, projectRoot } from "./paths.ts";
import { phonePhoto } from "./photos.ts";

/** A fact of brand.yaml or claims.yaml, its value in the real content and in the copy. */
export interface ChangedFact {
  file: "brand.yaml" | "claims.yaml";
  path: string[];
  before: string | number;
  after: string | number;
}

/**
 * New values chosen to appear nowhere in the real build (the one-home test checks it): a
 * phone number with other digits, a starting price, a client count and a delay that are no
 * other figure of the site. The client count is the real one raised, so it still covers every
 * intervention the communes count.
 */
const NEW_VALUES: Array<
  Omit<ChangedFact, "before" | "after"> & { after: string | number | ((before: number) => number) }
> = [
  { file: "brand.yaml", path: ["phone"], after: "04 367 29 15" },
  { file: "claims.yaml", path: ["prices", "from"], after: 165 },
  { file: "claims.yaml", path: ["clients"], after: (before) => before + 143 },
  { file: "claims.yaml", path: ["delays", "quote"], after: 36 },
];

export interface ExtendedContent {
  root: string;
  /** The static files the site is built with: the real ones and the photos. */
  staticRoot: string;
  article: { slug: string; title: string };
  municipality: { slug: string; name: string };
  facts: ChangedFact[];
}

/**
 * The photos sent through the editor, by name, with their size seen upright: the article's is
 * large enough for a social image, the others are phone photos scaled down (the test tier
 * processes them afresh on a new machine).
 */
const PHOTOS = {
  "facade-maison.jpg": { width: 1400, height: 1000 },
  "grenier-avant.jpg": { width: 1000, height: 750 },
  "grenier-apres.jpg": { width: 1000, height: 750 },
} as const;
const uploaded = (name: keyof typeof PHOTOS) => `/images/uploads/${name}`;

/**
 * Writes the extended copy of content/ into `root` and of static/ into `staticRoot` (empty or
 * missing folders).
 */
export async function writeExtendedContent(root: string, staticRoot: string): Promise<ExtendedContent> {
  fs.cpSync(realContentRoot, root, { recursive: true });
  fs.cpSync(path.join(projectRoot, "static"), staticRoot, { recursive: true });
  const uploads = path.join(staticRoot, "images", "uploads");
  fs.mkdirSync(uploads, { recursive: true });
  for (const [name, size] of Object.entries(PHOTOS)) fs.writeFileSync(path.join(uploads, name), await phonePhoto(size));
  const facts = NEW_VALUES.map((change) => changeFact(root, change));
  const article = addArticle(root);
  const municipality = addMunicipality(root);
  addServicePhotos(root);
  return { root, staticRoot, article, municipality, facts };
}

/**
 * The first service, with a photo and a clearance before and after; its translation, when it
 * has one, takes the photo from it and writes its own alt text and pair (content/schema.ts,
 * SHARED_FIELDS).
 */
function addServicePhotos(root: string): void {
  const [first] = fs.readdirSync(path.join(root, collectionFolder("services", DEFAULT_LOCALE))).sort();
  const id = first!.replace(/\.md$/, "");
  const pair = (caption: string, beforeAlt: string, afterAlt: string) => [
    { caption, before: uploaded("grenier-avant.jpg"), beforeAlt, after: uploaded("grenier-apres.jpg"), afterAlt },
  ];
  editFrontMatter(path.join(root, contentFile("services", DEFAULT_LOCALE, id)), {
    image: uploaded("facade-maison.jpg"),
    imageAlt: "Façade de maison en briques, volets ouverts, le jour du débarras",
    projects: pair(
      "Grenier d’une maison de Jambes : 14 m³ triés, donnés et recyclés",
      "Grenier encombré de cartons et de meubles empilés",
      "Le même grenier vide et balayé",
    ),
  });
  const translation = path.join(root, contentFile("services", "nl", id));
  if (!fs.existsSync(translation)) return;
  editFrontMatter(translation, {
    imageAlt: "Bakstenen gevel met open luiken, op de dag van de ontruiming",
    projects: pair(
      "Zolder van een huis in Jambes: 14 m³ gesorteerd, geschonken en gerecycleerd",
      "Zolder vol dozen en opgestapelde meubels",
      "Dezelfde zolder, leeg en veegschoon",
    ),
  });
}

/** Sets `fields` in a markdown file's front matter, its text left as it is. */
function editFrontMatter(file: string, fields: Record<string, unknown>): void {
  changeFrontMatter(file, (doc) => {
    for (const [key, value] of Object.entries(fields)) doc.set(key, doc.createNode(value));
  });
}

/**
 * Changes a markdown file's front matter as YAML, whichever way it is written (the editor quotes
 * and folds values its own way), keeping its other values and its text as they are.
 */
export function changeFrontMatter(file: string, change: (doc: Document) => void): void {
  const [, head, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(fs.readFileSync(file, "utf8"))!;
  const doc = parseDocument(head!);
  change(doc);
  fs.writeFileSync(file, `---\n${doc.toString({ lineWidth: 0 })}---\n${body}`);
}

function changeFact(root: string, change: (typeof NEW_VALUES)[number]): ChangedFact {
  const file = path.join(root, change.file);
  // parseDocument keeps the owner's comments and layout around the changed value.
  const doc = parseDocument(fs.readFileSync(file, "utf8"));
  const before = doc.getIn(change.path) as string | number;
  const after = typeof change.after === "function" ? change.after(Number(before)) : change.after;
  doc.setIn(change.path, after);
  // A chat number that is the phone number is the same fact: it changes with it.
  if (change.path.join(".") === "phone" && doc.get("chatPhone") === before) doc.set("chatPhone", after);
  fs.writeFileSync(file, doc.toString());
  return { ...change, before, after };
}

function frontMatter(data: object, body: string): string {
  return `---\n${stringify(data, { lineWidth: 0 })}---\n${body.trim()}\n`;
}

/** Front matter of the first article of the content. */
function firstArticleFields(root: string): Record<string, unknown> {
  const [first] = fs
    .readdirSync(path.join(root, "blog", "fr"))
    .filter((f) => f.endsWith(".md"))
    .sort();
  const source = fs.readFileSync(path.join(root, "blog", "fr", first!), "utf8");
  return parseDocument(source.split(/^---$/m)[1]!).toJS() as Record<string, unknown>;
}

function addArticle(root: string): ExtendedContent["article"] {
  const existing = new Set(fs.readdirSync(path.join(root, "blog", "fr")).map((f) => f.replace(/\.md$/, "")));
  let slug = "preparer-visite-estimation-vide-maison";
  while (existing.has(slug)) slug += "-bis";
  const title = "Préparer la visite d’estimation d’un vide-maison";
  // Fields this file does not write follow the first article, whatever the schema of the day
  // asks for; those that belong to that article alone are left out.
  const {
    seoTitle: _seo,
    readingTime: _reading,
    dateModified: _modified,
    image: _image,
    // A new article is not translated yet: its copy carries no Dutch address.
    nlSlug: _dutch,
    ...template
  } = firstArticleFields(root);
  const data = {
    ...template,
    title,
    excerpt:
      "Clés, accès, objets à garder, documents utiles : ce qu’il faut préparer avant la visite gratuite pour recevoir un devis juste et sans surprise.",
    date: "2025-06-03",
    category: "Conseils",
    tags: ["estimation", "devis", "préparation"],
    image: uploaded("facade-maison.jpg"),
    imageAlt: "Façade d’une maison en briques aux volets ouverts, vue depuis le trottoir",
  };
  const body = `
Avant de chiffrer un vide-maison, nous venons voir le logement : c’est gratuit, cela dure rarement plus d’une heure, et c’est ce qui permet un devis ferme plutôt qu’une fourchette. Quelques préparatifs suffisent pour que cette visite soit utile et que le jour du débarras se passe sans mauvaise surprise.

## Sommaire
- Rassembler les clés et les informations d’accès
- Marquer ce qui doit rester
- Mettre de côté les documents
- Ce que nous regardons pendant la visite

## Rassembler les clés et les informations d’accès

Le jour de la visite, toutes les pièces doivent être accessibles, y compris celles qu’on oublie : cave, grenier, garage, abri de jardin, box loué à part. Prévoyez :

- les clés de chaque porte et, dans un immeuble, le badge ou le code de l’entrée ;
- le nom du syndic ou du concierge si l’ascenseur doit être réservé ;
- l’étage exact et la présence ou non d’un ascenseur.

Ces détails changent le temps de portage et donc le prix : mieux vaut les connaître avant le devis qu’en arrivant avec le camion.

![Grenier encombré de cartons et de meubles, le jour de la visite](${uploaded("grenier-avant.jpg")})

## Marquer ce qui doit rester

Tout ce qui ne part pas doit être clairement signalé. Une étiquette de couleur sur les meubles gardés, une pièce fermée pour les cartons que la famille emportera elle-même : la méthode importe peu, pourvu que chacun la comprenne le jour du chantier. Si plusieurs héritiers sont concernés, mettez-vous d’accord avant la visite ; nous ne pouvons pas arbitrer entre vous.

## Mettre de côté les documents

Papiers d’identité, actes notariés, contrats d’assurance, relevés bancaires, photos de famille : rangez-les dans une boîte à part avant notre passage. Nos équipes signalent tout document trouvé pendant le débarras, mais il est plus simple de ne pas avoir à les chercher parmi les vêtements et la vaisselle.

## Ce que nous regardons pendant la visite

Pendant la visite, nous estimons le volume pièce par pièce, repérons les meubles à démonter, les objets qui peuvent être revendus ou donnés et les déchets qui demandent une filière à part (peintures, produits chimiques, appareils électriques). Nous notons aussi l’accès pour le camion et l’éventuelle réservation de stationnement.

Vous recevez ensuite un devis détaillé, prix TVAC, valable sans engagement. Pour fixer la visite, appelez le {{phone}} ({{hours}}) ou remplissez le [formulaire de contact](/contact) ; les ordres de grandeur sont sur la page [tarifs](/tarifs).
`;
  fs.writeFileSync(path.join(root, "blog", "fr", `${slug}.md`), frontMatter(data, body));
  return { slug, title };
}

/** "A", "A et B", "A, B et C" */
function frenchList(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} et ${items.at(-1)}`;
}

/**
 * The most populous commune without a page, in a province that has pages (preferably in
 * Wallonia, where the site's texts are at home), and the most populous page of that province
 * as a template for the fields this file does not write itself.
 */
function chooseMunicipality(root: string): { town: ReferenceMunicipality; template: ReferenceMunicipality } {
  const reference = readReference(root).sort((a, b) => b.population - a.population);
  const pages = new Set(fs.readdirSync(path.join(root, "communes", "fr")).map((f) => f.replace(/\.md$/, "")));
  const withPage = reference.filter((m) => pages.has(m.slug));
  const candidates = reference.filter((m) => !pages.has(m.slug) && withPage.some((p) => p.province === m.province));
  const town = candidates.find((m) => m.region === "wallonie") ?? candidates[0]!;
  return { town, template: withPage.find((m) => m.province === town.province)! };
}

function addMunicipality(root: string): ExtendedContent["municipality"] {
  const { town, template } = chooseMunicipality(root);
  const { name, province, postalCode } = town;
  const sections = town.sections.filter((s) => s !== town.sections[0] && s !== name);
  const where =
    sections.length > 0 ? `${name} et ses sections, ${frenchList(sections)}` : `toute la commune de ${name}`;
  const templateSource = fs.readFileSync(path.join(root, "communes", "fr", `${template.slug}.md`), "utf8");
  // The template's name-bound fields (elision of its name, its quarters) do not carry over.
  const {
    elision: _elision,
    quarters: _quarters,
    ...templateData
  } = parseDocument(templateSource.split(/^---$/m)[1]!).toJS() as Record<string, unknown>;
  const written: Record<string, unknown> = {
    metaDescription: `Vide-maison à ${name} (${postalCode}, ${province}) : maison, appartement, cave ou grenier vidés, tri pour le réemploi et devis gratuit après visite.`,
    keywords: [`vide-maison ${name}`, `débarras ${name}`, `débarras maison ${postalCode}`],
    housing: `Les demandes que nous recevons à ${name} portent surtout sur des maisons familiales et leurs dépendances : caves, greniers, garages, abris de jardin. Viennent ensuite des appartements à libérer en fin de bail ou avant une vente. Chaque logement est visité avant le devis, parce que le volume réel et la disposition des pièces comptent davantage que la surface annoncée.`,
    access: `Avant le chantier, nous vérifions tout ce qui ralentit le portage : largeur de la rue, stationnement devant la porte, nombre d’étages, ascenseur, marches à l’entrée. Quand un emplacement doit être réservé pour le camion, nous en faisons la demande à l’administration communale de ${name} plusieurs jours à l’avance, et les voisins directs sont prévenus.`,
    recycling: `Les meubles et objets en bon état partent d’abord vers le réemploi : associations, ressourceries et boutiques de seconde main de la province. Le reste est trié par matière et déposé dans un centre de tri agréé ; les appareils électriques suivent la filière Recupel.`,
    faq: [
      {
        question: `Intervenez-vous partout à ${name} ?`,
        answer: `Oui : nous couvrons ${where}. Le déplacement est compris dans le prix, quelle que soit l’adresse.`,
      },
      {
        question: "Combien de temps faut-il pour vider une maison entière ?",
        answer:
          "Une maison de taille moyenne se vide en une ou deux journées. La durée exacte figure sur le devis, établi après la visite, et ne change plus ensuite.",
      },
      {
        question: "Dois-je être présent le jour du débarras ?",
        answer:
          "Ce n’est pas nécessaire. Beaucoup de familles nous confient les clés après la visite ; nous envoyons des photos en fin de chantier et rendons les clés à la date convenue.",
      },
      {
        question: "Que faites-vous des documents et objets de valeur trouvés ?",
        answer:
          "Tout document personnel, bijou, photo ou somme d’argent retrouvé pendant le tri vous est remis en main propre ou mis de côté dans une boîte fermée, jamais jeté ni revendu.",
      },
    ],
    closing: `À ${name} comme dans le reste de la province, un vide-maison commence par une visite gratuite et se termine par un logement rendu vide et balayé. Entre les deux, chaque objet est examiné : ce qui peut resservir est donné ou revendu, le reste est recyclé par filière. Pour un logement à libérer après un décès, la page consacrée au [débarras après succession](/services/debarras-succession) détaille chaque étape ; pour fixer une visite, passez par le [formulaire de contact](/contact).`,
  };
  // Fields this file does not write (statistics, nearby municipalities…) follow the template,
  // whatever the schema of the day asks for.
  // A new town's page has no Dutch page yet.
  const { nlPage: _dutch, ...facts } = templateData;
  const data: Record<string, unknown> = {
    ...facts,
    ...written,
    image: uploaded("facade-maison.jpg"),
    imageAlt: `Maison en briques d’une rue de ${name}, volets ouverts`,
  };
  if (Array.isArray(templateData.nearby)) {
    data.nearby = [template.slug, ...(templateData.nearby as string[])].filter((s) => s !== town.slug).slice(0, 4);
  }
  const population = formatNumber(town.population);
  const body = `
${name} (${province}) compte ${population} habitants au 1er janvier ${town.populationYear}. Nous y intervenons pour des particuliers, des familles qui héritent d’un logement, des propriétaires entre deux locations et des notaires qui doivent faire libérer un bien avant sa vente.

Chaque demande commence par un appel ou un formulaire, puis une visite gratuite sur place : nous y estimons le volume, repérons ce qui peut être revendu ou donné et notons les contraintes d’accès. Le devis qui suit est ferme, prix TVAC, transport et évacuation compris.

Le jour du chantier, l’équipe trie, démonte et charge, puis balaie chaque pièce vidée avant de rendre les clés.
`;
  fs.writeFileSync(path.join(root, "communes", "fr", `${town.slug}.md`), frontMatter(data, body));
  return { slug: town.slug, name };
}
