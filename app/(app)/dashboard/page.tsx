import Link from "@/components/platform/ui/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { EnergyAndCarbonCharts } from "@/components/modules/dashboard/energy-and-carbon-charts";
import { LinkButton } from "@/components/platform/ui/link-button";
import { Notice } from "@/components/platform/ui/notice";
import { listInvitations } from "@/lib/modules/organization/members/invitations";
import { DueLineList, type DueLineView } from "@/components/modules/dashboard/due-line-list";
import { dueStatusText } from "@/components/modules/dashboard/due-status-text";
import { dashboardData, type DashboardWho } from "@/lib/modules/dashboard/data";
import type { DueLine } from "@/lib/modules/dashboard/due-lines";
import { lineAccess } from "@/lib/modules/dashboard/line-access";
import { dueListHref, lineHref, overdueGroupHref } from "@/lib/modules/dashboard/due-links";
import { eventAccess } from "@/lib/modules/evaluation/events/access";
import { objectiveAccess } from "@/lib/modules/planning/objectives/access";
import { objectivesOffTrack } from "@/lib/modules/planning/objectives/data";
import { permits } from "@/lib/platform/auth/access";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { DUE_SOON_DAYS } from "@/lib/platform/recurrence/due-status";
import styles from "./dashboard.module.css";
// the recent events are drawn like the due lines above them
import lines from "@/components/modules/dashboard/due-lines.module.css";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("dashboard"))("title") };
}

/** How many lines the due-soon list shows, and each overdue group; "show all" opens the rest. */
const SHOWN = 15;
const GROUP_SHOWN = 3;

// plain HTML: nothing here is interactive but the links, and the first paint carries the data
async function DashboardPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations();
  const format = await getFormatter();
  const { user, active, context } = await getPageContext();
  const who: DashboardWho = (await searchParams).who === "everyone" ? "everyone" : "mine";
  // invitations of people who already have an account are answered on the profile
  const [invitations, data] = await Promise.all([listInvitations(user), dashboardData(context, who)]);
  const canReport = permits(eventAccess.create, context);
  // objectives off track, for those who plan (planning needs MANAGE)
  const offTrack = permits(objectiveAccess.list, context) ? await objectivesOffTrack(context) : [];
  // a link only where the person may go: an item they may not open is listed without one; a line
  // of an organization below opens there, by the person's access in that organization
  const openLine = await lineAccess(context, [...data.overdue, ...data.dueSoon]);
  const open = (href: string) => openLine(href, context.organizationId);
  const place = (item: { organizationId: string }) =>
    item.organizationId === context.organizationId ? null : data.organizationNames[item.organizationId];

  // the organizations a line belongs to, unless it is the active organization's alone
  const places = (line: DueLine) =>
    line.organizationIds.length === 1 && line.organizationIds[0] === context.organizationId
      ? null
      : line.organizationIds.map((id) => data.organizationNames[id]).join(", ");
  const view = (line: DueLine, withSource: boolean): DueLineView => ({
    id: line.id,
    title: line.title,
    href: lineHref(line, { activeOrganizationId: context.organizationId, mayOpen: openLine }),
    meta: [withSource ? t(`due.sources.${line.source}`) : null, places(line)].filter((part) => part !== null),
    status: line.status,
    statusText: dueStatusText(t, line.status, line.dueDate, data.today),
  });
  const showAll = (status: "OVERDUE" | "DUE_SOON", count: number) => (
    <p className={styles.line}>
      <Link href={dueListHref({ who, status })} className={styles.showAll}>
        {t("dashboard.showAll", { count })}
      </Link>
    </p>
  );

  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>{t("dashboard.greeting", { name: user.name })}</h1>
        <p className={styles.line}>{t("dashboard.withBelow", { organization: active.name })}</p>
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

      <section aria-labelledby="figures" className={styles.section}>
        <h2 id="figures" className={styles.heading}>
          {t("dashboard.figures")}
        </h2>
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt>{t("dashboard.overdueItems")}</dt>
            <dd data-testid="overdue-count">
              {data.overdue.length}
              {data.truncated ? "+" : ""}
            </dd>
          </div>
          <div className={styles.figure}>
            <dt>{t("dashboard.openEvents")}</dt>
            <dd>{data.openEvents}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{t("dashboard.daysSinceAccident")}</dt>
            <dd>{data.daysSinceLastAccident ?? t("dashboard.noAccident")}</dd>
          </div>
        </dl>
      </section>

      <nav aria-label={t("dashboard.whose")} className={styles.switch}>
        {(["mine", "everyone"] as const).map((option) => (
          <Link
            key={option}
            href={option === "mine" ? "/dashboard" : "/dashboard?who=everyone"}
            aria-current={who === option ? "page" : undefined}
            className={who === option ? styles.switchActive : styles.switchOption}
          >
            {t(`dashboard.${option}`)}
          </Link>
        ))}
      </nav>

      <div className={styles.columns}>
        <section aria-labelledby="overdue" className={styles.section}>
          <h2 id="overdue" className={styles.heading}>
            {t("dashboard.overdue")}
          </h2>
          {data.overdueGroups.length ? (
            <>
              {data.overdueGroups.map((group) => (
                <section key={group.source} aria-labelledby={`overdue-${group.source}`} className={styles.group}>
                  <h3 id={`overdue-${group.source}`} className={styles.groupHeading}>
                    <Link
                      href={overdueGroupHref(group, {
                        who,
                        activeOrganizationId: context.organizationId,
                        overdueList: data.overdueLists[group.source],
                        mayOpen: open,
                      })}
                    >
                      {t("dashboard.overdueGroup", { source: t(`due.sources.${group.source}`), count: group.count })}
                    </Link>
                  </h3>
                  <DueLineList lines={group.lines.slice(0, GROUP_SHOWN).map((line) => view(line, false))} />
                </section>
              ))}
              {showAll("OVERDUE", data.overdue.length)}
            </>
          ) : (
            <p className={styles.line}>{t("dashboard.nothingOverdue")}</p>
          )}
        </section>
        <section aria-labelledby="due-soon" className={styles.section}>
          <h2 id="due-soon" className={styles.heading}>
            {t("dashboard.dueSoon", { days: DUE_SOON_DAYS })}
          </h2>
          {data.dueSoon.length ? (
            <>
              <DueLineList lines={data.dueSoon.slice(0, SHOWN).map((line) => view(line, true))} />
              {showAll("DUE_SOON", data.dueSoon.length)}
            </>
          ) : (
            <p className={styles.line}>{t("dashboard.nothingDueSoon", { days: DUE_SOON_DAYS })}</p>
          )}
        </section>
      </div>

      {offTrack.length ? (
        <section aria-labelledby="objectives-off-track" className={styles.section}>
          <h2 id="objectives-off-track" className={styles.heading}>
            {t("dashboard.objectivesOffTrack", { count: offTrack.length })}
          </h2>
          <ul className={lines.items} data-testid="objectives-off-track">
            {offTrack.map((objective) => (
              <li key={objective.id} className={lines.item}>
                <Link href={`/planning/objectives/${objective.id}`} className={lines.title}>
                  {objective.title}
                </Link>
                <span className={lines.meta}>
                  {t("dashboard.objectiveBehind", {
                    actual: format.number(objective.progress.latest?.actual ?? 0, { maximumFractionDigits: 1 }),
                    path: format.number(objective.progress.latest?.path ?? 0, { maximumFractionDigits: 1 }),
                    unit: objective.progress.unit,
                  })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {data.energyAndCarbon?.hasFigures ? (
        <section aria-labelledby="energy-and-carbon" className={styles.section}>
          <h2 id="energy-and-carbon" className={styles.heading}>
            {t("dashboard.energyAndCarbon", {
              year: data.energyAndCarbon.year,
              lastYear: data.energyAndCarbon.year - 1,
            })}
          </h2>
          <EnergyAndCarbonCharts data={data.energyAndCarbon} />
          {data.energyAndCarbon.co2Incomplete ? <p className={styles.line}>{t("dashboard.co2Incomplete")}</p> : null}
          {open("/monitoring/meters/ghg-account") ? (
            <div className={styles.actions}>
              <LinkButton href="/monitoring/meters/ghg-account" size="small">
                {t("dashboard.openGhgAccount")}
              </LinkButton>
            </div>
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="recent-events" className={styles.section}>
        <h2 id="recent-events" className={styles.heading}>
          {t("dashboard.recentEvents")}
        </h2>
        {data.recentEvents.length ? (
          <ul className={lines.items}>
            {data.recentEvents.map((event) => (
              <li key={event.id} className={lines.item}>
                {open(`/evaluation/event-handling/${event.id}`) ? (
                  <Link href={`/evaluation/event-handling/${event.id}`} className={lines.title}>
                    {event.title}
                  </Link>
                ) : (
                  <span className={lines.title}>{event.title}</span>
                )}
                <span className={lines.meta}>
                  {[t(`events.kinds.${event.kind}`), t(`events.statuses.${event.status}`), place(event)]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
                <span className={lines.meta}>{t("dashboard.occurred", { date: event.occurredAt })}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.line}>{t("dashboard.noEvents")}</p>
        )}
        <div className={styles.actions}>
          {open("/evaluation/event-handling") ? (
            <LinkButton href="/evaluation/event-handling" size="small">
              {t("dashboard.allEvents")}
            </LinkButton>
          ) : null}
          {canReport ? (
            <LinkButton href="/events/new" size="small" variant="contained">
              {t("dashboard.reportEvent")}
            </LinkButton>
          ) : null}
        </div>
      </section>
    </div>
  );
}

export default withClientMessages(DashboardPage, "(app)/dashboard");
