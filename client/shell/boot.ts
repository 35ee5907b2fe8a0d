/**
 * The script every page carries inline, in its head (site/shell/Document.tsx): it loads the
 * rest once the page has painted (after-paint.ts). Inline, so that no script file is requested
 * before the first paint; the Content-Security-Policy allows it by its hash
 * (site/lib/host/host-files.ts), computed by the build from the bundled text (site/lib/assets/bundle.ts).
 */
import { loadAfterFirstPaint } from "./after-paint.ts";

// The element running this code, known only while it runs.
loadAfterFirstPaint(document.currentScript!);
