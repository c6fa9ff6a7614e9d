import type { ReactNode } from "react";
import { AppShell } from "@/components/platform/shell/app-shell";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { ROUTES } from "@/lib/modules/registry";
import { visibleMenu, visibleMobileActions } from "@/lib/platform/shell/menu";

export default async function SignedInLayout({ children }: { children: ReactNode }) {
  const { user, organizations, active, context } = await getPageContext();
  return (
    <AppShell
      user={{ name: user.name, email: user.email }}
      organizations={organizations}
      active={active}
      menu={visibleMenu(ROUTES, context.grants, context.featureAccess)}
      mobileActions={visibleMobileActions(ROUTES, context.grants).map(({ key, href, enabled }) => ({
        key,
        href,
        enabled,
      }))}
    >
      {children}
    </AppShell>
  );
}
