/**
 * Marketing figures, kept where the spec puts them but written once here so the owner can
 * correct them all at once (DECISIONS, "Claims"). Amounts are euros VAT included (TVAC).
 */
export const claims = {
  satisfiedClients: "500+",
  satisfiedClientsZones: "1000+",
  citiesServed: "50+",
  interventionDelay: "24 h",
  pricingDelay: "24–48 h",
  commercialDelay: "48 h",
  reviews: { count: "100+", average: "4,9/5", satisfied: "98 %" },
  regionCounts: { wallonie: "150+", bruxelles: "19", flandre: "20+" },
  municipalityDefaults: { satisfactionRate: 98, recyclingRate: 85, delay: "24 h" },
  prices: {
    from: 150,
    upTo: 2500,
    perCubicMetre: { min: 40, max: 50 },
    examples: [
      { title: "Appartement deux chambres à Bruxelles", volume: 20, price: 950 },
      { title: "Maison après décès à Namur", volume: 35, price: 1550 },
      { title: "Maison complète à Charleroi", volume: 60, price: 2300 },
    ],
  },
} as const;
