/**
 * Stroke icons drawn for this site on a 24-unit grid, inlined in the HTML at build time
 * (no icon font, no request). Always decorative (hidden from assistive technology): a link or
 * button with an icon alone carries its name itself, in visually hidden text, so the name is
 * on the control that receives focus (WCAG 4.1.2) rather than on an image inside it.
 */
const PATHS = {
  house: "M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10",
  boxes: "M3 13h8v8H3zM13 13h8v8h-8zM8 4h8v9H8zM6 13v3M18 13v3M12 4v3",
  store: "M4 9h16l-1-5H5zM4 9c0 2 3.5 2 4 0 .5 2 3.5 2 4 0 .5 2 3.5 2 4 0 .5 2 4 2 4 0M5 11v9h14v-9M10 20v-5h4v5",
  building: "M5 21V4h10v17M15 9h4v12M3 21h18M8 8h1M11 8h1M8 12h1M11 12h1M8 16h1M11 16h1",
  archive: "M3 4h18v4H3zM5 8v12h14V8M10 12h4",
  scroll: "M7 3h11a2 2 0 0 1 2 2v2h-4M7 3a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h9a2 2 0 0 0 2-2V5M9 8h6M9 12h6M9 16h4",
  hammer: "M14 4 20 10l-2 2-6-6zM13 7 4 16a1.5 1.5 0 0 0 0 2l2 2a1.5 1.5 0 0 0 2 0l9-9",
  recycle: "M7 19H4l3-5M17 19h3l-3-5M9 5l3-2 3 5M7 14l-2 3.5M12 3 8 10M17 14l-5-9M10 19h7",
  sparkles: "M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M18 6l-2.5 2.5M8.5 15.5 6 18",
  lift: "M6 21V3M6 5l12 8M18 13v8M14 21h8M9 17h6v4H9z",
  truck:
    "M2 6h11v10H2zM13 10h4l4 3v3h-8M6.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM17.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z",
  phone: "M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2",
  mail: "M3 5h18v14H3zM3 6l9 7 9-7",
  clock: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2",
  pin: "M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  check: "M5 12.5 10 17 19 7",
  arrowRight: "M5 12h14M13 6l6 6-6 6",
  arrowLeft: "M19 12H5M11 6l-6 6 6 6",
  arrowUp: "M12 19V5M6 11l6-6 6 6",
  chat: "M4 20l1.5-4A8 8 0 1 1 9 19.5zM9 10h.01M12 10h.01M15 10h.01",
  menu: "M4 7h16M4 12h16M4 17h16",
  close: "M6 6l12 12M18 6 6 18",
  star: "M12 3l2.7 5.6 6.1.8-4.5 4.2 1.1 6-5.4-2.9-5.4 2.9 1.1-6L3.2 9.4l6.1-.8z",
  shield: "M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5",
  leaf: "M5 19c0-9 6-14 15-14 0 9-5 15-14 15zM5 19l7-7",
  euro: "M17 6.5A7 7 0 1 0 17 17.5M4 10h9M4 14h9",
  calendar: "M4 5h16v16H4zM4 10h16M8 3v4M16 3v4",
  user: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0",
  users: "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7.5M18 14a6 6 0 0 1 4 7",
  search: "M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM16 16l5 5",
  clipboard: "M9 4h6v3H9zM7 5H5v16h14V5h-2M8 12h8M8 16h5",
  facebook: "M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z",
  linkedin: "M4 9h4v11H4zM6 4.5a2 2 0 1 1 0 .01M11 9h4v2c1-2 6-2.5 6 2v7h-4v-6c0-2-3-2-3 0v6h-3z",
  x: "M4 4l16 16M20 4 4 20",
  link: "M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1",
  external: "M14 4h6v6M20 4l-9 9M18 14v6H4V6h6",
  download: "M12 4v11M7 10l5 5 5-5M5 20h14",
  key: "M15 9a3 3 0 1 0 0-.01M13 11l-9 9M7 17l2 2M9 15l2 2",
  quote: "M5 11h4v6H4v-5c0-3 1-5 4-6M15 11h4v6h-5v-5c0-3 1-5 4-6",
  list: "M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01",
} as const;

export type IconName = keyof typeof PATHS;

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
