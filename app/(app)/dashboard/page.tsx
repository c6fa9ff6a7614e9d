import { getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/platform/ui/link-button";
import { Notice } from "@/components/platform/ui/notice";
import { listInvitations } from "@/lib/modules/organization/members/invitations";
import { getPageContext } from "@/lib/platform/auth/page-context";
import type { MenuEntry } from "@/lib/platform/routes";
import { visibleMenu } from "@/lib/platform/shell/menu";
import styles from "./dashboard.module.css";

export async function generateMetadata() {
  return { title: (await getTranslations("dashboard"))("title") };
}

const firstOpen = (entries: MenuEntry[]) => entries.find((entry) => !entry.disabled && entry.href)?.href;

export default async function DashboardPage() {
  const t = await getTranslations();
  const { user, active, context } = await getPageContext();
  const groups = visibleMenu(context.grants, context.featureAccess).filter((group) => group.group !== "dashboard");
  // invitations of people who already have an account are answered on the profile
  const invitations = await listInvitations(user);
  // plain HTML: nothing here is interactive but the links
  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>{t("dashboard.greeting", { name: user.name })}</h1>
        <p className={styles.line}>{t("dashboard.activeOrganization", { organization: active.name })}</p>
        <p className={styles.line}>{t("dashboard.today", { date: new Date() })}</p>
      </div>
      {invitations.length ? (
        <Notice>
          <p className={styles.line}>{t("dashboard.invitations", { count: invitations.length })}</p>
          <LinkButton href="/profile" size="small">
            {t("dashboard.answerInvitations")}
          </LinkButton>
        </Notice>
      ) : null}
      <h2 className={styles.modules}>{t("dashboard.modules")}</h2>
      <ul className={styles.cards}>
        {groups.map(({ group, entries }) => (
          <li key={group} className={styles.card}>
            <div className={styles.content}>
              <h3 className={styles.group}>{t(`menu.groups.${group}`)}</h3>
              <p className={styles.entries}>
                {entries.map((entry) => t(`menu.items.${group}.${entry.key}`)).join(" · ")}
              </p>
            </div>
            <div className={styles.actions}>
              {firstOpen(entries) ? (
                <LinkButton href={firstOpen(entries)!} size="small">
                  {t("dashboard.open")}
                </LinkButton>
              ) : (
                <span className={styles.notYet}>{t("dashboard.notYetAvailable")}</span>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
