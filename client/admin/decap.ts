/**
 * The globals Decap CMS (decap-cms.js, loaded first by the /admin page) gives its extensions:
 * CMS (the registry), h (React's createElement) and createClass (create-react-class).
 * https://decapcms.org/docs/customization/
 */
export interface EntryLike {
  getIn(path: string[]): unknown;
  get(key: string): unknown;
}

/** The props Decap gives a widget's control (https://decapcms.org/docs/custom-widgets/). */
export interface ControlProps {
  value: unknown;
  forID: string;
  classNameWrapper: string;
  onChange(value: unknown): void;
  setActiveStyle(): void;
  setInactiveStyle(): void;
}

/** Reads and writes a file format (https://decapcms.org/docs/custom-formatters/). */
export interface Formatter {
  fromFile(content: string): Record<string, unknown>;
  toFile(data: Record<string, unknown>, sortedKeys?: string[]): string;
}

type Phrases = { [key: string]: string | Phrases };

/** A widget as Decap's registry holds it. */
interface Widget {
  control: unknown;
  preview?: unknown;
  schema?: unknown;
}

interface DecapRegistry {
  registerPreviewStyle(url: string): void;
  registerPreviewTemplate(name: string, component: unknown): void;
  registerWidget(name: string, control: unknown, preview?: unknown): void;
  registerWidget(widget: {
    name: string;
    controlComponent: unknown;
    previewComponent?: unknown;
    schema?: unknown;
  }): void;
  getWidget(name: string): Widget | undefined;
  registerLocale(locale: string, phrases: Phrases): void;
  getLocale(locale: string): Phrases | undefined;
  registerCustomFormat(name: string, extension: string, formatter: Formatter): void;
}

/** `this` in a class's methods (create-react-class binds them). */
interface Component<P, S> {
  props: P;
  state: S;
  setState(state: Partial<S>): void;
  forceUpdate(): void;
}

type ClassSpec<P, S> = { render(): unknown; [method: string]: unknown } & ThisType<Component<P, S>>;

const globals = window as unknown as {
  CMS: DecapRegistry;
  h(type: unknown, props: Record<string, unknown> | null, ...children: unknown[]): unknown;
  createClass<P, S = Record<string, never>>(spec: ClassSpec<P, S>): unknown;
};

export type { Phrases };
export const CMS = globals.CMS;
export const h = globals.h;
export const createClass = globals.createClass;
