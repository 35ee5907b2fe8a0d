/**
 * Server side of an island: the component is rendered with renderToString (hydratable
 * markup) inside a container that carries its name and JSON props. The page loads that
 * island's script because this component records that it uses it (page-uses.ts).
 */
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { islands, type IslandName, type IslandProps } from "../../../client/islands/registry.ts";
import { recordUse } from "./page-uses.ts";

interface IslandOwnProps<N extends IslandName> {
  name: N;
  props: IslandProps<N>;
  className?: string;
}

export function Island<N extends IslandName>({ name, props, className }: IslandOwnProps<N>) {
  // The registry maps each name to its component; TypeScript cannot correlate the two here.
  const Component = islands[name] as ComponentType<object>;
  recordUse("islands", name);
  const html = renderToString(createElement(Component, props));
  return (
    <div
      className={className ? `island ${className}` : "island"}
      data-island={name}
      data-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
