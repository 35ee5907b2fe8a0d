/**
 * Every island: a React component with a default export in this folder and JSON-safe props.
 * The server renders them inside <Island>; the build makes one browser entry per name.
 */
import type { ComponentProps } from "react";
import QuoteForm from "./QuoteForm.tsx";

export const islands = { QuoteForm };

export type IslandName = keyof typeof islands;
export type IslandProps<N extends IslandName> = ComponentProps<(typeof islands)[N]>;
export const islandNames = Object.keys(islands) as IslandName[];
