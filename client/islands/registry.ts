/**
 * Every island: a React component with a default export in this folder and JSON-safe props.
 * The server renders them inside <Island>; the build makes one browser entry per name.
 */
import type { ComponentProps } from "react";
import ArticleToc from "./ArticleToc.tsx";
import CopyLink from "./CopyLink.tsx";
import PriceEstimator from "./PriceEstimator.tsx";
import QuoteForm from "./QuoteForm.tsx";
import ReviewForm from "./ReviewForm.tsx";
import ZoneFilter from "./ZoneFilter.tsx";

export const islands = { ArticleToc, CopyLink, PriceEstimator, QuoteForm, ReviewForm, ZoneFilter };

export type IslandName = keyof typeof islands;
export type IslandProps<N extends IslandName> = ComponentProps<(typeof islands)[N]>;
export const islandNames = Object.keys(islands) as IslandName[];
