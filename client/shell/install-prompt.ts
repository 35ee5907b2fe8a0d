export const INSTALL_SESSION_KEY = "install-prompt-shown";
export const INSTALL_MAX_WIDTH_PX = 1024;

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/**
 * Install suggestion: only when the browser offers installation (beforeinstallprompt), the
 * viewport is at most 1024 px wide, and it was not shown yet in this session.
 */
export function initInstallPrompt(): void {
  const box = document.querySelector<HTMLElement>("[data-install]");
  if (!box) return;
  let deferred: BeforeInstallPromptEvent | null = null;
  const hide = () => box.setAttribute("hidden", "");

  window.addEventListener("beforeinstallprompt", (event) => {
    if (window.innerWidth > INSTALL_MAX_WIDTH_PX || alreadyShown()) return;
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    markShown();
    box.removeAttribute("hidden");
  });
  box.querySelector("[data-install-accept]")?.addEventListener("click", async () => {
    hide();
    if (!deferred) return;
    const prompt = deferred;
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    if (outcome === "accepted") deferred = null;
  });
  box.querySelector("[data-install-dismiss]")?.addEventListener("click", hide);
  window.addEventListener("appinstalled", () => {
    deferred = null;
    hide();
  });
}

function alreadyShown(): boolean {
  try {
    return sessionStorage.getItem(INSTALL_SESSION_KEY) !== null;
  } catch {
    return false;
  }
}

function markShown(): void {
  try {
    sessionStorage.setItem(INSTALL_SESSION_KEY, "1");
  } catch {
    // Without session storage the prompt may show again on the next page; harmless.
  }
}
