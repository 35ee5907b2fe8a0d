/**
 * The price estimator's words in Dutch (issue 37), the shape of ESTIMATOR_WORDS. Dutch
 * typography: no space before « : » or « % », the euro sign before the amount.
 */
import type { EstimateWords } from "../lib/estimate-text.ts";

export const ESTIMATOR_WORDS_NL: EstimateWords = {
  numbers: "nl-BE",
  name: "Prijsberekening",
  what: "1. Wat moet er leeg",
  methods: { rooms: "Kamer per kamer", volume: "Ik ken het volume" },
  fullness: "Vulling",
  volume: "Volume dat leeg moet (m³)",
  access: "2. De toegang",
  floor: "Verdieping",
  carrying: "Afstand tussen de deur en de vrachtwagen",
  lift: "Er is een bruikbare lift",
  situation: "3. De situatie",
  resale: "4. Spullen om te verkopen?",
  afterVisit: "prijs na bezoek",
  result: "Uw raming",
  volumeFigure: "Geschat volume: ",
  priceFigure: "Geschatte prijs: ",
  quote: "Een precieze offerte ontvangen",
  quoteNotice: "Het offerteformulier opent met deze samenvatting, die u nog kunt aanvullen.",
  fullnessLabels: { light: "Weinig gevuld", normal: "Normaal", packed: "Erg vol" },
  situationLabels: { ordinary: "Gewone situatie", hoarding: "Sterke opstapeling (diogenessyndroom)" },
  resaleLabels: {
    none: "Niets om te verkopen",
    some: "Enkele spullen (antieke meubels, servies, gereedschap…)",
    many: "Veel waardevolle spullen",
  },
  resaleSummary: { none: "geen", some: "enkele", many: "veel" },
  cubicMetres: "{n}\u00A0m³",
  perCubicMetre: "{amount} per m³",
  groundFloor: "Gelijkvloers",
  firstFloor: "1e verdieping",
  nthFloor: "{n}e verdieping",
  highestFloor: "{floor} of hoger",
  floorWithLift: "{floor} met lift",
  floorWithoutLift: "{floor} zonder lift",
  carryingLabels: {
    any: "Alle afstanden",
    under: "Minder dan {upTo}\u00A0m",
    over: "Meer dan {from}\u00A0m",
    between: "Tussen {from} en {upTo}\u00A0m",
  },
  carryingPhrases: {
    any: "vrachtwagen vlak bij de deur geparkeerd",
    under: "vrachtwagen minder dan {upTo}\u00A0m van de deur geparkeerd",
    over: "vrachtwagen meer dan {from}\u00A0m van de deur geparkeerd",
    between: "vrachtwagen tussen {from} en {upTo}\u00A0m van de deur geparkeerd",
  },
  rateRange: "€\u00A0{min}{join}€\u00A0{max}",
  rateJoin: " tot ",
  bandReach: {
    first: "voor de eerste {upTo}\u00A0m³",
    between: "van {from} tot {upTo}\u00A0m³",
    beyond: "boven {from}\u00A0m³",
  },
  scaleThen: "daarna",
  scaleRest: "daarboven",
  beyond: "Boven {limit}",
  sentences: {
    empty: "Geef minstens één kamer of het volume op om een prijsvork te krijgen.",
    visit: "Geschat volume: {volume}. {beyond} bepalen we de prijs in een offerte, na een gratis bezoek.",
    range: "Geschat volume: {volume}. Geschatte prijs: {range}.",
  },
  assumptions: {
    roomsVolume:
      "Volume berekend op basis van de beschreven kamers en hoe vol ze zijn; we meten het op tijdens het bezoek.",
    knownVolume: "Opgegeven volume: {volume}.",
    visit:
      "Een klus van deze omvang heeft eigen beperkingen: we komen gratis ter plaatse kijken voor we u een vaste prijs geven.",
    scale: "Degressief tarief: {scale}.",
    accessCharged: "Toegang: {where}, dus +{amount} voor het dragen.",
    accessFree: "Toegang: {where}, zonder toeslag.",
    hoarding:
      "Sterke opstapeling: sorteren en afvoeren met de hand, met beschermingsmateriaal, +{percent}. Schoonmaak en ontsmetting worden apart begroot.",
    resale: "Verkoopbare spullen: ongeveer −{percent}, te bevestigen tijdens het bezoek.",
    resaleMany:
      "Verkoopbare spullen: ongeveer −{percent}, te bevestigen tijdens het bezoek; zijn ze veel waard, dan kan de aftrek hoger uitvallen.",
    minimum: "Minimumprijs van een tussenkomst: {price} incl. btw.",
    included:
      "Prijs incl. btw, arbeid, vervoer en afvalverwerking inbegrepen, ruimtes veegschoon opgeleverd. Alleen de schriftelijke, gratis offerte verbindt u.",
  },
  summary: {
    title: "Mijn raming op de site:",
    room: "{name} ×{count} ({fullness})",
    rooms: "- Kamers: {rooms}",
    estimatedVolume: "- Geschat volume: {volume}",
    knownVolume: "- Volume: {volume}",
    range: "- Prijsvork: {range}",
    visit: "- Prijsvork: {beyond}, offerte na bezoek",
    access: "- Toegang: {where}",
    situation: "- Situatie: {situation}",
    resale: "- Spullen om te verkopen: {resale}",
  },
};
