import { getTranslations } from "next-intl/server";
import { buttonClassName, LinkButton } from "@/components/platform/ui/link-button";
import { dueListHref, DUE_LIST_PATH, type DashboardWho } from "@/lib/modules/dashboard/due-links";
import { DUE_LIST_STATUSES, type DueListQuery } from "@/lib/modules/dashboard/due-schema";
import { DEFAULT_PAGE_SIZE } from "@/lib/platform/lists/paging";
import styles from "./due-list.module.css";

type Choice = { id: string; name: string };

/**
 * The due list's filters as a plain form (GET): native selects and a button, so they work by
 * keyboard and without script, folded behind "Filters" until one is chosen. The page starts again
 * at its first page whenever they change.
 */
export async function DueListFilters({
  who,
  query,
  sources,
  organizations,
  responsible,
}: {
  who: DashboardWho;
  query: DueListQuery;
  sources: Choice[];
  /** The active organization first, those below it indented; no select when it has none below. */
  organizations: (Choice & { depth: number })[];
  /** The people with items; null in "mine", which is the person's own. */
  responsible: Choice[] | null;
}) {
  const t = await getTranslations("dueList");
  const chosen = [query.status, query.source, query.organizationId, responsible && query.responsibleUserId].filter(
    Boolean,
  ).length;
  const indent = (depth: number) => "\u00a0\u00a0".repeat(depth);
  return (
    <details className={styles.filters} open={chosen > 0}>
      <summary>{chosen ? t("filtersChosen", { count: chosen }) : t("filters")}</summary>
      <form method="get" action={DUE_LIST_PATH} className={styles.form}>
        {who === "everyone" ? <input type="hidden" name="who" value="everyone" /> : null}
        {query.size !== DEFAULT_PAGE_SIZE ? <input type="hidden" name="size" value={query.size} /> : null}
        <div className={styles.field}>
          <label htmlFor="due-status">{t("status")}</label>
          <select id="due-status" name="status" defaultValue={query.status ?? ""}>
            <option value="">{t("anyStatus")}</option>
            {DUE_LIST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`filterStatuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="due-source">{t("source")}</label>
          <select id="due-source" name="source" defaultValue={query.source ?? ""}>
            <option value="">{t("anySource")}</option>
            {sources.map((source) => (
              <option key={source.id} value={source.id}>
                {source.name}
              </option>
            ))}
          </select>
        </div>
        {organizations.length > 1 ? (
          <div className={styles.field}>
            <label htmlFor="due-organizationId">{t("organization")}</label>
            <select id="due-organizationId" name="organizationId" defaultValue={query.organizationId ?? ""}>
              {organizations.map((organization, index) => (
                // the first is the active organization: choosing it is no filter
                <option key={organization.id} value={index === 0 ? "" : organization.id}>
                  {indent(organization.depth)}
                  {organization.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {responsible ? (
          <div className={styles.field}>
            <label htmlFor="due-responsibleUserId">{t("responsible")}</label>
            <select id="due-responsibleUserId" name="responsibleUserId" defaultValue={query.responsibleUserId ?? ""}>
              <option value="">{t("anyone")}</option>
              {responsible.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className={styles.formActions}>
          <button type="submit" className={buttonClassName("contained", "small")}>
            {t("apply")}
          </button>
          {chosen ? (
            <LinkButton href={dueListHref({ who })} size="small">
              {t("clear")}
            </LinkButton>
          ) : null}
        </div>
      </form>
    </details>
  );
}
