"use client";
import { List, ListItemButton, ListItemText, ListSubheader } from "@mui/material";
import NextLink from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import type { VisibleGroup } from "@/lib/platform/shell/menu";

/** The menu groups, already filtered by scope and feature access on the server. */
export function NavigationMenu({ groups, onNavigate }: { groups: VisibleGroup[]; onNavigate?: () => void }) {
  const t = useTranslations();
  const pathname = usePathname();
  return (
    <List component="nav" aria-label={t("shell.navigation")} dense sx={{ py: 0 }}>
      {groups.map(({ group, entries }) => (
        <li key={group}>
          <List dense disablePadding>
            <ListSubheader sx={{ lineHeight: "32px", mt: 1, bgcolor: "inherit" }}>
              {t(`menu.groups.${group}`)}
            </ListSubheader>
            {entries.map((entry) => {
              const label = t(`menu.items.${group}.${entry.key}`);
              const active = !!entry.href && (pathname === entry.href || pathname.startsWith(`${entry.href}/`));
              return entry.disabled || !entry.href ? (
                <ListItemButton key={entry.key} disabled sx={{ pl: 3 }} data-menu-key={`${group}.${entry.key}`}>
                  <ListItemText primary={label} secondary={t("shell.comingSoon")} />
                </ListItemButton>
              ) : (
                <ListItemButton
                  key={entry.key}
                  component={NextLink}
                  href={entry.href}
                  selected={active}
                  aria-current={active ? "page" : undefined}
                  onClick={onNavigate}
                  sx={{ pl: 3 }}
                  data-menu-key={`${group}.${entry.key}`}
                >
                  <ListItemText primary={label} />
                </ListItemButton>
              );
            })}
          </List>
        </li>
      ))}
    </List>
  );
}
