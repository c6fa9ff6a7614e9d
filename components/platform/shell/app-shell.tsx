"use client";
import MenuIcon from "@mui/icons-material/Menu";
import { AppBar, Box, Chip, Divider, Drawer, IconButton, Stack, Toolbar, Typography } from "@mui/material";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import type { OrganizationSummary } from "@/lib/platform/auth/types";
import type { VisibleGroup } from "@/lib/platform/shell/menu";
import { LanguageSwitch } from "./language-switch";
import { MobileActions } from "./mobile-actions";
import { NavigationMenu } from "./navigation-menu";
import { OrganizationSwitcher } from "./organization-switcher";
import { UserMenu } from "./user-menu";

const DRAWER_WIDTH = 280;

export type AppShellProps = {
  user: { name: string; email: string };
  organizations: OrganizationSummary[];
  active: OrganizationSummary;
  menu: VisibleGroup[];
  mobileActions: { key: string; href?: string; enabled: boolean }[];
  children: ReactNode;
};

/** The signed-in layout: app bar, menu (a drawer on small screens), switchers and quick actions. */
export function AppShell({ user, organizations, active, menu, mobileActions, children }: AppShellProps) {
  const t = useTranslations("shell");
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawer = (
    <Box sx={{ overflowY: "auto", pb: 10 }}>
      <Box sx={{ p: 2, display: { md: "none" } }}>
        <OrganizationSwitcher organizations={organizations} activeId={active.id} />
      </Box>
      <Divider sx={{ display: { md: "none" } }} />
      <NavigationMenu groups={menu} onNavigate={() => setDrawerOpen(false)} />
    </Box>
  );

  return (
    <Box sx={{ display: "flex", minHeight: "100dvh" }}>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }} color="primary">
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            onClick={() => setDrawerOpen(true)}
            aria-label={t("openMenu")}
            sx={{ display: { md: "none" } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography
            component={NextLink}
            href="/dashboard"
            variant="h6"
            noWrap
            sx={{ color: "inherit", textDecoration: "none", display: { xs: "none", sm: "block" } }}
          >
            EHS Compass
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", minWidth: 0, flexGrow: 1 }}>
            <Typography
              variant="subtitle1"
              component="span"
              noWrap
              data-testid="active-organization"
              sx={{ ml: { sm: 2 }, minWidth: 0 }}
            >
              {active.name}
            </Typography>
            {active.featureAccess === "LIMITED" ? (
              <Chip size="small" label={t("limitedAccess")} sx={{ bgcolor: "primary.light", color: "inherit" }} />
            ) : null}
          </Stack>
          <Box sx={{ display: { xs: "none", md: "block" }, bgcolor: "background.paper", borderRadius: 1 }}>
            <OrganizationSwitcher organizations={organizations} activeId={active.id} inHeader />
          </Box>
          <Box sx={{ display: { xs: "none", sm: "block" }, bgcolor: "background.paper", borderRadius: 1 }}>
            <LanguageSwitch signedIn />
          </Box>
          <UserMenu name={user.name} email={user.email} />
        </Toolbar>
      </AppBar>
      <Box component="nav" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          variant="temporary"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          ModalProps={{ keepMounted: true }}
          sx={{ display: { xs: "block", md: "none" }, "& .MuiDrawer-paper": { width: DRAWER_WIDTH } }}
        >
          <Toolbar />
          <Box sx={{ px: 2, pt: 2, display: { sm: "none" } }}>
            <LanguageSwitch signedIn />
          </Box>
          {drawer}
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{
            display: { xs: "none", md: "block" },
            "& .MuiDrawer-paper": { width: DRAWER_WIDTH, boxSizing: "border-box" },
          }}
        >
          <Toolbar />
          {drawer}
        </Drawer>
      </Box>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 }, pb: { xs: 12, md: 3 } }}>
        <Toolbar />
        {children}
      </Box>
      <MobileActions actions={mobileActions} />
    </Box>
  );
}
