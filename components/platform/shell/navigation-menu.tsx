import { getTranslations } from "next-intl/server";
import type { VisibleGroup } from "@/lib/platform/shell/menu";
import { NavGroup } from "./nav-group";
import { NavLink } from "./nav-link";
import styles from "./shell.module.css";

/**
 * The menu groups, already filtered by scope and feature access: server-rendered links; only the
 * marking of the current page runs on the client (NavLink).
 */
export async function NavigationMenu({ groups }: { groups: VisibleGroup[] }) {
  const t = await getTranslations();
  return (
    <nav aria-label={t("shell.navigation")} className={styles.nav}>
      <ul>
        {groups.map(({ group, entries }) => (
          <li key={group}>
            <NavGroup
              title={t(`menu.groups.${group}`)}
              hrefs={entries.flatMap((entry) => (entry.href && !entry.disabled ? [entry.href] : []))}
              // the dashboard is one link, not a group to open
              alwaysOpen={group === "dashboard"}
              summaryClassName={styles.groupTitle}
            >
              <ul aria-label={t(`menu.groups.${group}`)}>
                {entries.map((entry) => {
                  const label = t(`menu.items.${group}.${entry.key}`);
                  const key = `${group}.${entry.key}`;
                  return (
                    <li key={entry.key}>
                      {entry.disabled || !entry.href ? (
                        <span role="link" aria-disabled="true" className={styles.navLink} data-menu-key={key}>
                          {label}
                          <span className={styles.secondary}>{t("shell.comingSoon")}</span>
                        </span>
                      ) : (
                        <NavLink href={entry.href} className={styles.navLink} data-menu-key={key}>
                          {label}
                        </NavLink>
                      )}
                    </li>
                  );
                })}
              </ul>
            </NavGroup>
          </li>
        ))}
      </ul>
    </nav>
  );
}
