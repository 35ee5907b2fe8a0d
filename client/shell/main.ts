/**
 * The shell's widgets, present on every page, in plain TypeScript (no framework): each module
 * enhances server-rendered markup that already works without JavaScript. Loaded once the page
 * has painted, with the page's own widgets and islands (after-paint.ts).
 */
import { SHELL_READY_ATTRIBUTE } from "./after-paint.ts";
import { initCookieBanner } from "./cookie-banner.ts";
import { initHeader } from "./header.ts";
import { initInstallPrompt } from "./install-prompt.ts";
import { initMotionVideos } from "./motion-video.ts";
import { checkPendingRequests } from "./pending-check.ts";
import { initScrollTop } from "./scroll-top.ts";
import { registerServiceWorker } from "./service-worker.ts";

initHeader();
initScrollTop();
initCookieBanner();
initInstallPrompt();
initMotionVideos();
registerServiceWorker();
checkPendingRequests();
// Last: every widget above is in place.
document.documentElement.setAttribute(SHELL_READY_ATTRIBUTE, "");
