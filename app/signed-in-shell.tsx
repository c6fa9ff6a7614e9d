// The shell around every signed-in screen: the menu, the organization switcher and the quick
// actions, from the route table, and the search box. The signed-in layout and the "No access"
// page both use it.
import type { ReactNode } from "react";
import { ShellSearch } from "@/components/modules/search/shell-search";
import { AppShell } from "@/components/platform/shell/app-shell";
import { ROUTES } from "@/lib/modules/registry";
import { searchAccess } from "@/lib/modules/search/access";
import { permits } from "@/lib/platform/auth/access";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { visibleMenu, visibleMobileActions } from "@/lib/platform/shell/menu";

export async function SignedInShell({ children }: { children: ReactNode }) {
  const { user, organizations, active, context } = await getPageContext();
  return (
    <AppShell
      user={{ name: user.name, email: user.email }}
      organizations={organizations}
      active={active}
      menu={visibleMenu(ROUTES, context.grants, context.featureAccess)}
      mobileActions={visibleMobileActions(ROUTES, context.grants, context.featureAccess).map(
        ({ key, href, enabled, carriesOrigin }) => ({
          key,
          href,
          enabled,
          ...(carriesOrigin ? { carriesOrigin } : {}),
        }),
      )}
      search={
        permits(searchAccess.search, context) ? <ShellSearch key={active.id} organizationId={active.id} /> : undefined
      }
    >
      {children}
    </AppShell>
  );
}
