/**
 * JSON-LD for every indexable page: the business (declared once per page with a stable @id
 * that other objects reference), the breadcrumb trail, and whatever the route adds
 * (Service, BlogPosting, FAQPage…). Research notes, section 2.2.
 */
import type {
  WebPage,
  AdministrativeArea,
  BreadcrumbList,
  MovingCompany,
  QuantitativeValue,
  Service,
  Thing,
  UnitPriceSpecification,
  WithContext,
} from "schema-dts";
import type { PriceModel } from "../../../client/lib/estimate.ts";
import type { Claims } from "../../../content/schema.ts";
import { REGION_OFFICIAL_NAMES, REGIONS } from "../../../content/vocabulary.ts";
import type { Settings } from "../../config.ts";
import type { SiteData } from "../content/types.ts";
import type { PageToRender } from "./route.ts";
import { DEFAULT_LOCALE, LANGUAGE_TAGS, type Locale } from "../../../content/locales.ts";
import { PATHS } from "../../../content/paths.ts";
import { localized } from "./localized.ts";
import { ICONS } from "../assets/icons.ts";
import { DEFAULT_OG_IMAGE } from "../assets/social-images.ts";

export function businessId(settings: Settings): string {
  return `${settings.siteUrl}/#entreprise`;
}

/**
 * A Service offered by the business; `area` narrows areaServed to one municipality.
 * Uses a relative @id for the provider: resolved against the site URL by structuredData().
 * `prices` is null for a service priced on another basis than the clearance range (cleaning
 * by surface, the lift by the hour…): it then states no offer rather than a wrong one.
 */
export function serviceJsonLd(
  name: string,
  description: string,
  url: string,
  prices: Claims["prices"] | null,
  area?: { name: string; postalCode: string },
  locale: Locale = DEFAULT_LOCALE,
): Service {
  const service: Service = {
    "@type": "Service",
    name,
    description,
    url,
    serviceType: COPY[locale].serviceType,
    provider: { "@id": "#entreprise" },
    areaServed: area
      ? {
          "@type": "City",
          name: area.name,
          address: { "@type": "PostalAddress", postalCode: area.postalCode, addressCountry: "BE" },
        }
      : { "@type": "Country", name: COPY[locale].country },
  };
  if (!prices) return service;
  return {
    ...service,
    offers: {
      "@type": "Offer",
      priceCurrency: "EUR",
      priceSpecification: {
        "@type": "PriceSpecification",
        minPrice: prices.from,
        maxPrice: prices.upTo,
        priceCurrency: "EUR",
        valueAddedTaxIncluded: true,
      },
    },
  };
}

/**
 * The pricing page's offer: the whole price range (AggregateOffer), each band of the rate card
 * as a unit price for its volumes (UN/CEFACT code MTQ, cubic metre), the minimum invoiced, and
 * each price example as an Offer for its volume. Amounts VAT included, as shown on the page.
 */
export function pricingJsonLd(
  prices: Claims["prices"],
  estimator: PriceModel,
  locale: Locale = DEFAULT_LOCALE,
): Service {
  const vat = { priceCurrency: "EUR", valueAddedTaxIncluded: true };
  const cubicMetres = (value: number): QuantitativeValue => ({
    "@type": "QuantitativeValue",
    value,
    unitCode: "MTQ",
    unitText: "m³",
  });
  return {
    ...serviceJsonLd(
      COPY[locale].pricing.name,
      COPY[locale].pricing.description,
      PATHS[locale].pricing,
      prices,
      undefined,
      locale,
    ),
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: "EUR",
      lowPrice: prices.from,
      highPrice: prices.upTo,
      offerCount: prices.examples.length,
      priceSpecification: [
        ...prices.perCubicMetre.map((band, i): UnitPriceSpecification => ({
          "@type": "UnitPriceSpecification",
          ...vat,
          minPrice: band.min,
          maxPrice: band.max,
          unitCode: "MTQ",
          unitText: "m³",
          eligibleQuantity: {
            "@type": "QuantitativeValue",
            minValue: prices.perCubicMetre[i - 1]?.upTo ?? 0,
            ...(band.upTo === undefined ? {} : { maxValue: band.upTo }),
            unitCode: "MTQ",
          },
        })),
        {
          "@type": "PriceSpecification",
          ...vat,
          name: "Prix minimum d’une intervention",
          minPrice: estimator.minimumPrice,
        },
      ],
      offers: prices.examples.map((example) => ({
        "@type": "Offer",
        name: example.title,
        price: example.price,
        priceCurrency: "EUR",
        eligibleQuantity: cubicMetres(example.volume),
        priceSpecification: { "@type": "PriceSpecification", ...vat, price: example.price },
      })),
    },
  };
}

const COPY = localized({
  fr: {
    home: "Accueil",
    country: "Belgique",
    serviceType: ["Vide-maison", "Débarras"],
    description: "Vide-maison, débarras, nettoyage et recyclage des biens partout en Belgique.",
    pricing: {
      name: "Vide-maison et débarras",
      description:
        "Vidage de maisons, d’appartements, de caves et de greniers, au volume : main-d’œuvre, transport, tri et recyclage compris, pièces rendues balayées.",
    },
  },
  nl: {
    home: "Home",
    country: "België",
    serviceType: ["Woningontruiming", "Ontruiming"],
    description: "Woningontruiming, ontruiming, schoonmaak en recyclage van inboedels in heel België.",
    pricing: {
      name: "Woningontruiming en ontruiming",
      description:
        "Ontruiming van huizen, appartementen, kelders en zolders, per volume: arbeid, vervoer, sortering en recyclage inbegrepen, de kamers uitgeveegd.",
    },
  },
});

export function structuredData(page: PageToRender, settings: Settings, data: SiteData): Array<WithContext<Thing>> {
  const copy = COPY[data.locale];
  // The page itself, for its language (issue 37): search engines read it with the business.
  const webPage: WebPage = {
    "@type": "WebPage",
    url: settings.siteUrl + page.url,
    name: page.head.title,
    inLanguage: LANGUAGE_TAGS[data.locale],
  };
  const objects: Thing[] = [localBusiness(settings, data), webPage];
  const crumbs = page.head.breadcrumbs;
  if (crumbs && crumbs.length > 0) {
    const trail: BreadcrumbList = {
      "@type": "BreadcrumbList",
      itemListElement: [{ name: copy.home, url: PATHS[data.locale].home }, ...crumbs].map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        item: settings.siteUrl + crumb.url,
      })),
    };
    objects.push(trail);
  }
  objects.push(...(page.head.jsonLd ?? []).map((o) => absolutize(o, settings)));
  return objects.map(
    (o) => ({ "@context": "https://schema.org", ...(o as Exclude<Thing, string>) }) as WithContext<Thing>,
  );
}

function localBusiness(settings: Settings, data: SiteData): MovingCompany {
  const { brand, claims } = data;
  return {
    "@type": "MovingCompany",
    "@id": businessId(settings),
    name: brand.tradeName,
    legalName: brand.legalName,
    url: `${settings.siteUrl}/`,
    logo: settings.siteUrl + ICONS.any512,
    image: settings.siteUrl + DEFAULT_OG_IMAGE,
    description: COPY[data.locale].description,
    telephone: brand.phoneE164,
    email: brand.email,
    vatID: brand.vatNumber.replace(/\s|\./g, ""),
    priceRange: `${claims.prices.from} € – ${claims.prices.upTo} €`,
    address: {
      "@type": "PostalAddress",
      streetAddress: brand.address.street,
      postalCode: brand.address.postalCode,
      addressLocality: brand.address.city,
      addressCountry: "BE",
    },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      opens: brand.hours.opens,
      closes: brand.hours.closes,
    },
    areaServed: [
      { "@type": "Country", name: COPY[data.locale].country },
      ...REGIONS.map((id): AdministrativeArea => ({
        "@type": "AdministrativeArea",
        name: REGION_OFFICIAL_NAMES[data.locale][id],
      })),
    ],
    knowsAbout: data.services.map((s) => s.title),
    sameAs: [brand.links.facebook],
  };
}

/**
 * Route JSON-LD uses site-relative URLs and "#entreprise"; make them absolute here. A copy, walked
 * once: a JSON round trip with a reviver cost as much again on every page of a large blog.
 */
function absolutize(value: Thing, settings: Settings): Thing {
  const walk = (v: unknown, key: string): unknown => {
    if (typeof v === "string") {
      if ((key === "url" || key === "item" || key === "image" || key === "mainEntityOfPage") && v.startsWith("/"))
        return settings.siteUrl + v;
      return key === "@id" && v.startsWith("#") ? `${settings.siteUrl}/${v}` : v;
    }
    if (Array.isArray(v)) return v.map((item) => walk(item, ""));
    if (v === null || typeof v !== "object") return v;
    const copy: Record<string, unknown> = {};
    for (const [k, item] of Object.entries(v)) copy[k] = walk(item, k);
    return copy;
  };
  return walk(value, "") as Thing;
}
