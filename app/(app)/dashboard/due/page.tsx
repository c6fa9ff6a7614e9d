import Link from "@/components/platform/ui/link";
import { getTranslations } from "next-intl/server";
import { DueLineList, type DueLineView } from "@/components/modules/dashboard/due-line-list";
import { DueListFilters } from "@/components/modules/dashboard/due-list-filters";
import { DueListPages } from "@/components/modules/dashboard/due-list-pages";
import { dueStatusText } from "@/components/modules/dashboard/due-status-text";
import { LinkButton } from "@/components/platform/ui/link-button";
import { withClientMessages } from "@/components/platform/providers/client-messages";
import { dueList, dueSourceKeys } from "@/lib/modules/dashboard/due-list";
import { dueListHref, type DueListParams } from "@/lib/modules/dashboard/due-links";
import { dueListStateFromUrl } from "@/lib/modules/dashboard/due-list-state";
import type { DueLineDto, DueListQuery } from "@/lib/modules/dashboard/due-schema";
import { subtreeIds } from "@/lib/modules/dashboard/organization-subtree";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { DEFAULT_PAGE_SIZE } from "@/lib/platform/lists/paging";
import { DUE_SOON_DAYS } from "@/lib/platform/recurrence/due-status";
import styles from "../dashboard.module.css";

export async function generateMetadata() {
  return { title: (await getTranslations("dueList"))("title") };
}

/** The API's address of the list as a file, with the screen's filters (snake_case, as the API reads them). */
function exportHref(organizationId: string, query: DueListQuery, format: "csv" | "xlsx") {
  const search = new URLSearchParams({ format });
  if (query.status) search.set("status", query.status);
  if (query.source) search.set("source", query.source);
  if (query.organizationId) search.set("organization_id", query.organizationId);
  if (query.responsibleUserId) search.set("responsible_user_id", query.responsibleUserId);
  return `/api/v1/organizations/${organizationId}/due-items?${search}`;
}

/**
 * Everything overdue (missing included) and falling due soon in the active organization and below
 * it, folded across organizations, a page at a time: the dashboard's "show all". Plain HTML like
 * the dashboard; the filters are a GET form, so every change is an address.
 */
async function DueListPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const t = await getTranslations();
  const { user, active, organizations, context } = await getPageContext();
  const { who, query: asked } = dueListStateFromUrl(await searchParams);
  // a hand-edited address: an unknown module or an organization outside this one is no filter
  const keys = await dueSourceKeys();
  const query: DueListQuery = {
    ...asked,
    source: asked.source && keys.includes(asked.source) ? asked.source : undefined,
    organizationId:
      asked.organizationId && subtreeIds(organizations, active.id).has(asked.organizationId)
        ? asked.organizationId
        : undefined,
    responsibleUserId: who === "mine" ? user.id : asked.responsibleUserId,
  };
  const list = await dueList(context, query, { responsibleChoices: who === "everyone" });
  const params: DueListParams = {
    who,
    status: query.status,
    source: query.source,
    organizationId: query.organizationId,
    responsibleUserId: who === "everyone" ? query.responsibleUserId : undefined,
    size: query.size === DEFAULT_PAGE_SIZE ? undefined : query.size,
  };
  const filtered = Boolean(query.status || query.source || query.organizationId || params.responsibleUserId);
  const pages = Math.max(1, Math.ceil(list.page.totalElements / query.size));
  const view = (line: DueLineDto): DueLineView => {
    const onlyActive = line.organizations.length === 1 && line.organizations[0].id === context.organizationId;
    const people = line.responsible.map((person) => person.name).join(", ");
    return {
      id: line.id,
      title: line.title,
      href: line.href,
      meta: [
        t(`due.sources.${line.source}`),
        ...(onlyActive ? [] : [line.organizations.map((organization) => organization.name).join(", ")]),
        ...(who === "everyone" && people ? [t("dueList.responsibleFor", { names: people })] : []),
      ],
      status: line.status,
      statusText: dueStatusText(t, line.status, new Date(`${line.dueDate}T00:00:00Z`), list.today),
    };
  };

  return (
    <div className={styles.page}>
      <div>
        <p className={styles.line}>
          <Link href={who === "everyone" ? "/dashboard?who=everyone" : "/dashboard"}>
            {t("dueList.backToDashboard")}
          </Link>
        </p>
        <h1 className={styles.title}>{t("dueList.title")}</h1>
        <p className={styles.line}>{t("dueList.intro", { organization: active.name, days: DUE_SOON_DAYS })}</p>
      </div>

      <nav aria-label={t("dashboard.whose")} className={styles.switch}>
        {(["mine", "everyone"] as const).map((option) => (
          <Link
            key={option}
            href={dueListHref({ ...params, who: option, responsibleUserId: undefined, page: undefined })}
            aria-current={who === option ? "page" : undefined}
            className={who === option ? styles.switchActive : styles.switchOption}
          >
            {t(`dashboard.${option}`)}
          </Link>
        ))}
      </nav>

      <DueListFilters
        who={who}
        query={query}
        sources={keys.map((key) => ({ id: key, name: t(`due.sources.${key}`) }))}
        organizations={list.organizations}
        responsible={who === "everyone" ? list.responsible : null}
      />

      <section aria-labelledby="due-lines" className={styles.section}>
        <h2 id="due-lines" className={styles.heading}>
          {list.truncated
            ? t("dueList.countAtLeast", { count: list.page.totalElements })
            : t("dueList.count", { count: list.page.totalElements })}
        </h2>
        {list.page.content.length ? (
          <DueLineList lines={list.page.content.map(view)} />
        ) : (
          <p className={styles.line}>{filtered ? t("dueList.nothingMatches") : t("dueList.nothing")}</p>
        )}
        <DueListPages params={params} page={query.page} pages={pages} />
        {list.page.totalElements ? (
          <div className={styles.actions}>
            <LinkButton href={exportHref(context.organizationId, query, "csv")} size="small">
              {`${t("dueList.export")}: ${t("grid.export.csv")}`}
            </LinkButton>
            <LinkButton href={exportHref(context.organizationId, query, "xlsx")} size="small">
              {`${t("dueList.export")}: ${t("grid.export.xlsx")}`}
            </LinkButton>
          </div>
        ) : null}
      </section>
    </div>
  );
}

export default withClientMessages(DueListPage, "(app)/dashboard/due");
