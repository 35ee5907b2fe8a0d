import type { ReactNode } from "react";
import { RenderOnce } from "../components/RenderOnce.tsx";
import { Breadcrumbs } from "../components/Breadcrumbs.tsx";
import { Footer } from "../components/layout/Footer.tsx";
import { Header, headerKey } from "../components/layout/Header.tsx";
import {
  CallToActionBanner,
  ChatButton,
  CookieBanner,
  InstallPrompt,
  ScrollTopButton,
} from "../components/layout/Widgets.tsx";
import type { Head } from "../lib/route.ts";
import { useSite } from "../lib/site-context.tsx";

/** The shared layout of every page (spec, "Shared layout"). */
export function Layout({ head, children }: { head: Head; children?: ReactNode }) {
  const { url } = useSite();
  return (
    <>
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
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
