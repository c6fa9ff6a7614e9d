import AppLink from "@/components/platform/ui/link";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { OrganizationSummary } from "@/lib/platform/auth/types";
import type { VisibleGroup } from "@/lib/platform/shell/menu";
import { LanguageSwitch } from "./language-switch";
import { MobileActions } from "./mobile-actions";
import { MobileMenu } from "./mobile-menu";
import { NavigationMenu } from "./navigation-menu";
import { OrganizationSwitcher } from "./organization-switcher";
import { RouteFocus } from "./route-focus";
import type { QuickAction } from "./quick-actions-dial";
import styles from "./shell.module.css";
import { UserMenu } from "./user-menu";

const MAIN_ID = "main-content";

export type AppShellProps = {
  user: { name: string; email: string };
  organizations: OrganizationSummary[];
  active: OrganizationSummary;
  menu: VisibleGroup[];
  mobileActions: QuickAction[];
  /** The search box, from the module that searches (the shell knows no module). */
  search?: ReactNode;
  children: ReactNode;
};

/**
 * The signed-in layout: app bar, menu (a column from md on, a drawer below), switchers and quick
 * actions. Server-rendered; the switchers, the menus and the drawer are client islands.
 */
export async function AppShell({ user, organizations, active, menu, mobileActions, search, children }: AppShellProps) {
  const t = await getTranslations("shell");
  return (
    <>
      {/* the first stop of the keyboard: past the header and the menu to the page itself */}
      <a href={`#${MAIN_ID}`} className={styles.skipLink}>
        {t("skipToContent")}
      </a>
      <header className={styles.appBar}>
        <MobileMenu openLabel={t("openMenu")} closeLabel={t("closeMenu")} title={t("navigation")}>
          <div className={styles.drawerControls}>
            <span className={styles.drawerLanguage}>
              <LanguageSwitch signedIn />
            </span>
            <OrganizationSwitcher organizations={organizations} activeId={active.id} />
          </div>
          <NavigationMenu groups={menu} />
        </MobileMenu>
        <AppLink href="/dashboard" className={styles.brand}>
          EHS Compass
        </AppLink>
        <div className={styles.organization}>
          <span className={styles.organizationName} data-testid="active-organization">
            {active.name}
          </span>
          {active.featureAccess === "LIMITED" ? <span className={styles.chip}>{t("limitedAccess")}</span> : null}
        </div>
        {search}
        <div className={styles.headerOrganization}>
          <OrganizationSwitcher organizations={organizations} activeId={active.id} inHeader />
        </div>
        <div className={styles.headerLanguage}>
          <LanguageSwitch signedIn />
        </div>
        <UserMenu name={user.name} email={user.email} label={t("userMenu", { name: user.name })} />
      </header>
      <div className={styles.body}>
        <div className={styles.sideMenu} data-testid="side-menu">
          <NavigationMenu groups={menu} />
        </div>
        <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <RouteFocus mainId={MAIN_ID} />
      </div>
      <div className={styles.fabBar} aria-hidden="true" />
      <MobileActions actions={mobileActions} label={t("quickActions")} />
    </>
  );
}
