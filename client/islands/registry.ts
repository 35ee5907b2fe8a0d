/**
 * Every island: a React component with a default export in this folder and JSON-safe props.
 * The server renders them inside <Island>; the build makes one browser entry per name, which
 * brings the Preact runtime with it. Islands are for the forms, whose state needs a framework;
 * anything lighter is a widget (client/widgets/registry.ts).
 */
import type { ComponentProps } from "react";
import PriceEstimator from "./PriceEstimator.tsx";
import QuoteForm from "./QuoteForm.tsx";
import ReviewForm from "./ReviewForm.tsx";

export const islands = { PriceEstimator, QuoteForm, ReviewForm };

export type IslandName = keyof typeof islands;
export type IslandProps<N extends IslandName> = ComponentProps<(typeof islands)[N]>;
export const islandNames = Object.keys(islands) as IslandName[];
