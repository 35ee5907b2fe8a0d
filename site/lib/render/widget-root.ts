/**
 * The attribute that makes a server-rendered element a widget root: the page then loads that
 * widget's script, and only then (site/lib/render/render.ts, client/widgets/registry.ts).
 */
import type { WidgetName } from "../../../client/widgets/registry.ts";
import { recordUse } from "./page-uses.ts";

export function widgetRoot(name: WidgetName) {
  recordUse("widgets", name);
  return { "data-widget": name };
}
