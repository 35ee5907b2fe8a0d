/**
 * Every route type of the site, in build order. A page type is one module in this folder plus
 * one line here. Not-found views come last; the preview server tries their patterns in order.
 */
import type { RouteType } from "../lib/route.ts";
import home from "./home.tsx";
import { articleNotFound, municipalityNotFound, notFoundPage, serviceNotFound } from "./not-found.tsx";

export const routes: RouteType[] = [
  home,
  serviceNotFound,
  articleNotFound,
  municipalityNotFound,
  notFoundPage,
];
