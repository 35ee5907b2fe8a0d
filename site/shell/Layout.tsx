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
import { localized, useCopy } from "../lib/render/localized.ts";

const COPY = localized({ fr: { skip: "Aller au contenu" }, nl: { skip: "Naar de inhoud" } });

/** The shared layout of every page (spec, "Shared layout"). */
export function Layout({ head, children }: { head: Head; children?: ReactNode }) {
  const { url, settings, switchTo, data } = useSite();
  return (
    <>
      <a className="skip-link" href="#contenu">
        {useCopy(COPY).skip}
      </a>
      {isDemoBuild(settings) && <DemoBanner />}
      {/* Early in the page, so that the keyboard meets the banner before the page it sits under. */}
      <RenderOnce id="cookie-banner">
        <CookieBanner />
      </RenderOnce>
      <RenderOnce id={headerKey(data.navigation, url, switchTo)}>
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
