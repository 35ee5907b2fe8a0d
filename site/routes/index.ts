/**
 * Every route type of the site, in build order. A page type is one module in this folder plus
 * one line here. Not-found views come last; the preview server tries their patterns in order.
 */
import type { RouteType } from "../lib/render/route.ts";
import article from "./article.tsx";
import blog from "./blog.tsx";
import contact from "./contact.tsx";
import faq from "./faq.tsx";
import home from "./home.tsx";
import municipality from "./municipality.tsx";
import offline from "./offline.tsx";
import { articleNotFound, municipalityNotFound, notFoundPage, serviceNotFound } from "./not-found.tsx";
import partners from "./partners.tsx";
import pricing from "./pricing.tsx";
import reviews from "./reviews.tsx";
import service from "./service.tsx";
import services from "./services.tsx";
import siteMap from "./site-map.tsx";
import textPage from "./text-page.tsx";
import zones from "./zones.tsx";

export const routes: RouteType[] = [
  home,
  services,
  service,
  zones,
  municipality,
  blog,
  article,
  faq,
  pricing,
  contact,
  reviews,
  partners,
  textPage,
  siteMap,
  offline,
  serviceNotFound,
  articleNotFound,
  municipalityNotFound,
  notFoundPage,
];
