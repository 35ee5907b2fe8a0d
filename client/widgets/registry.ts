/**
 * Every widget: a plain TypeScript module in this folder, named after its file, whose default
 * export enhances one server-rendered element carrying data-widget="<name>". The build makes
 * one self-contained browser entry per name, and a page loads it only if that element is in its
 * HTML (site/lib/render/render.ts). Behaviour that needs a framework (the forms) is an island instead.
 */
export const widgetNames = ["article-toc", "copy-link", "zone-filter"] as const;

export type WidgetName = (typeof widgetNames)[number];
