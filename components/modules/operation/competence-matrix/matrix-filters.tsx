import { getTranslations } from "next-intl/server";
import { buttonClassName, LinkButton } from "@/components/platform/ui/link-button";
import type { Choice } from "@/lib/modules/operation/competence-matrix/filter-choices";
import type { MatrixQuery } from "@/lib/modules/operation/competence-matrix/schema";
import { MATRIX_PATH, matrixHref, type MatrixView } from "@/lib/modules/operation/competence-matrix/screen-state";
import { MATRIX_STATUSES } from "@/lib/modules/organization/competences/cell-status";
import styles from "./competence-matrix.module.css";

type Choices = { areas: Choice[]; roles: Choice[]; competences: Choice[] };

const named = (choice: Choice) =>
  choice.organizationName ? `${choice.name} (${choice.organizationName})` : choice.name;

/**
 * The filters as a plain form (GET): native selects and a button, so they work by keyboard and
 * without script, folded behind "Filters" until one is chosen. A change starts again at the first
 * page with every member; the training plan has no status filter (its items are all due).
 */
export async function MatrixFilters({
  view,
  query,
  choices,
}: {
  view: MatrixView;
  query: MatrixQuery;
  choices: Choices;
}) {
  const t = await getTranslations("competenceMatrix.filters");
  const tStatus = await getTranslations("competenceMatrix.statuses");
  const chosen = [query.areaId, query.roleId, query.competenceId, view === "matrix" && query.status].filter(
    Boolean,
  ).length;
  const select = (name: keyof MatrixQuery, label: string, options: { value: string; label: string }[]) => (
    <div className={styles.field}>
      <label htmlFor={`matrix-${name}`}>{label}</label>
      <select id={`matrix-${name}`} name={name} defaultValue={String(query[name] ?? "")}>
        <option value="">{t("any")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  const options = (list: Choice[]) => list.map((choice) => ({ value: choice.id, label: named(choice) }));
  return (
    <details className={styles.filters} open={chosen > 0}>
      <summary>{chosen ? t("chosen", { count: chosen }) : t("title")}</summary>
      <form method="get" action={MATRIX_PATH} className={styles.form}>
        {view === "plan" ? <input type="hidden" name="view" value="plan" /> : null}
        {view === "matrix"
          ? select(
              "status",
              t("status"),
              MATRIX_STATUSES.map((status) => ({ value: status, label: tStatus(status) })),
            )
          : null}
        {select("competenceId", t("competence"), options(choices.competences))}
        {select("areaId", t("area"), options(choices.areas))}
        {select("roleId", t("role"), options(choices.roles))}
        <div className={styles.formActions}>
          <button type="submit" className={buttonClassName("contained", "small")}>
            {t("apply")}
          </button>
          {chosen ? (
            <LinkButton href={matrixHref({ view })} size="small">
              {t("clear")}
            </LinkButton>
          ) : null}
        </div>
      </form>
    </details>
  );
}
