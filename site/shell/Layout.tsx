import type { ReactNode } from "react";
import { RenderOnce } from "../lib/render/RenderOnce.tsx";
import { Breadcrumbs } from "../components/Breadcrumbs.tsx";
import { DemoBanner } from "./DemoBanner.tsx";
import { Footer } from "./Footer.tsx";
import { Header, headerKey } from "./Header.tsx";
import { CallToActionBanner, ChatButton, CookieBanner, InstallPrompt, ScrollTopButton } from "./Widgets.tsx";
import type { Head } from "../lib/render/route.ts";
import { isDemoBuild } from "../config.ts";
import { useSite } from "../lib/render/site-context.tsx";

/** The shared layout of every page (spec, "Shared layout"). */
export function Layout({ head, children }: { head: Head; children?: ReactNode }) {
  const { url, settings } = useSite();
  return (
    <>
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
      {isDemoBuild(settings) && <DemoBanner />}
      {/* Early in the page, so that the keyboard meets the banner before the page it sits under. */}
      <RenderOnce id="cookie-banner">
        <CookieBanner />
      </RenderOnce>
      <RenderOnce id={headerKey(url)}>
        <Header />
      </RenderOnce>
      <main id="contenu" tabIndex={-1}>
        {head.breadcrumbs && <Breadcrumbs items={head.breadcrumbs} />}
        {children}
      </main>
      <RenderOnce id="layout-end">
        <>
          <CallToActionBanner />
          <Footer />
          <ChatButton />
          <ScrollTopButton />
          <InstallPrompt />
        </>
      </RenderOnce>
    </>
  );
}
