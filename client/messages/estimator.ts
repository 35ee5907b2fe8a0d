/**
 * The price estimator's words (client/islands/PriceEstimator.tsx), in French. The page passes
 * them to the island in its props, like the forms' words: one script serves every edition.
 * Sentences with a variable part are templates whose {names} client/lib/estimate-text.ts fills.
 * Typeset by hand (no-break space before « : », « ; », « ? », « € » and « m³ »), as props
 * are not typeset with the page.
 */
import type { EstimateWords } from "../lib/estimate-text.ts";

export const ESTIMATOR_WORDS: EstimateWords = {
  numbers: "fr-BE",
  name: "Estimateur de prix",
  what: "1. Ce qu’il faut vider",
  methods: { rooms: "Pièce par pièce", volume: "Je connais le volume" },
  fullness: "Remplissage",
  volume: "Volume à vider (m³)",
  access: "2. L’accès",
  floor: "Étage",
  carrying: "Distance entre la porte et le camion",
  lift: "Un ascenseur est utilisable",
  situation: "3. La situation",
  resale: "4. Des objets à revendre\u202F?",
  afterVisit: "prix après visite",
  result: "Votre estimation",
  volumeFigure: "Volume estimé\u00A0: ",
  priceFigure: "Prix estimé\u00A0: ",
  quote: "Recevoir un devis précis",
  quoteNotice: "Le formulaire de devis s’ouvre avec ce résumé, que vous pourrez compléter.",
  fullnessLabels: { light: "Peu rempli", normal: "Normal", packed: "Très encombré" },
  situationLabels: { ordinary: "Situation ordinaire", hoarding: "Forte accumulation (syndrome de Diogène)" },
  resaleLabels: {
    none: "Rien à revendre",
    some: "Quelques objets (meubles anciens, vaisselle, outils…)",
    many: "Beaucoup d’objets de valeur",
  },
  resaleSummary: { none: "aucun", some: "quelques-uns", many: "beaucoup" },
  cubicMetres: "{n}\u00A0m³",
  perCubicMetre: "{amount} par m³",
  groundFloor: "Rez-de-chaussée",
  firstFloor: "1er étage",
  nthFloor: "{n}e étage",
  highestFloor: "{floor} ou plus",
  floorWithLift: "{floor} avec ascenseur",
  floorWithoutLift: "{floor} sans ascenseur",
  carryingLabels: {
    any: "Toutes distances",
    under: "Moins de {upTo}\u00A0m",
    over: "Plus de {from}\u00A0m",
    between: "Entre {from} et {upTo}\u00A0m",
  },
  carryingPhrases: {
    any: "camion garé près de la porte",
    under: "camion garé à moins de {upTo}\u00A0m de la porte",
    over: "camion garé à plus de {from}\u00A0m de la porte",
    between: "camion garé entre {from} et {upTo}\u00A0m de la porte",
  },
  rateRange: "{min}{join}{max}\u00A0€",
  rateJoin: " à ",
  bandReach: {
    first: "pour les {upTo} premiers\u00A0m³",
    between: "de {from} à {upTo}\u00A0m³",
    beyond: "au-delà de {from}\u00A0m³",
  },
  scaleThen: "puis",
  scaleRest: "au-delà",
  beyond: "Au-delà de {limit}",
  sentences: {
    empty: "Indiquez au moins une pièce, ou le volume à vider, pour obtenir une fourchette de prix.",
    visit: "Volume estimé\u00A0: {volume}. {beyond}, le prix se fixe sur devis, après une visite gratuite.",
    range: "Volume estimé\u00A0: {volume}. Prix estimé\u00A0: {range}.",
  },
  assumptions: {
    roomsVolume:
      "Volume calculé d’après les pièces décrites et leur remplissage\u00A0; il sera mesuré lors de la visite.",
    knownVolume: "Volume indiqué\u00A0: {volume}.",
    visit:
      "Un chantier de cette ampleur a ses propres contraintes\u00A0: nous venons voir sur place, gratuitement, avant de vous remettre un prix ferme.",
    scale: "Barème dégressif\u00A0: {scale}.",
    accessCharged: "Accès\u00A0: {where}, soit +{amount} pour le portage.",
    accessFree: "Accès\u00A0: {where}, sans supplément.",
    hoarding:
      "Forte accumulation\u00A0: tri et évacuation à la main, avec équipement de protection, +{percent}. Le nettoyage et la désinfection se chiffrent à part.",
    resale: "Objets revendables\u00A0: environ −{percent}, à confirmer lors de la visite.",
    resaleMany:
      "Objets revendables\u00A0: environ −{percent}, à confirmer lors de la visite\u00A0; s’ils ont beaucoup de valeur, la déduction peut être plus forte.",
    minimum: "Prix minimum d’une intervention\u00A0: {price} TVAC.",
    included:
      "Prix TVAC, main-d’œuvre, transport et traitement des déchets compris, pièces rendues balayées. Seul le devis écrit, gratuit, vous engage.",
  },
  summary: {
    title: "Mon estimation sur le site\u00A0:",
    room: "{name} ×{count} ({fullness})",
    rooms: "- Pièces\u00A0: {rooms}",
    estimatedVolume: "- Volume estimé\u00A0: {volume}",
    knownVolume: "- Volume\u00A0: {volume}",
    range: "- Fourchette\u00A0: {range}",
    visit: "- Fourchette\u00A0: {beyond}, sur devis après visite",
    access: "- Accès\u00A0: {where}",
    situation: "- Situation\u00A0: {situation}",
    resale: "- Objets à revendre\u00A0: {resale}",
  },
};
