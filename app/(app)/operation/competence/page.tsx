import Link from "@/components/platform/ui/link";
import { getTranslations } from "next-intl/server";
import { MatrixFilters } from "@/components/modules/operation/competence-matrix/matrix-filters";
import { MatrixLegend } from "@/components/modules/operation/competence-matrix/matrix-legend";
import { MatrixPages } from "@/components/modules/operation/competence-matrix/matrix-pages";
import { MatrixTable } from "@/components/modules/operation/competence-matrix/matrix-table";
import { MemberCards } from "@/components/modules/operation/competence-matrix/member-cards";
import { MemberCompetences } from "@/components/modules/operation/competence-matrix/member-competences";
import { memberLink } from "@/components/modules/operation/competence-matrix/member-link";
import styles from "@/components/modules/operation/competence-matrix/competence-matrix.module.css";
import { TrainingPlanView } from "@/components/modules/operation/competence-matrix/training-plan-view";
import { ViewLinks } from "@/components/modules/operation/competence-matrix/view-links";
import { withClientMessages } from "@/components/platform/providers/client-messages";
import { LinkButton } from "@/components/platform/ui/link-button";
import { competenceMatrix } from "@/lib/modules/operation/competence-matrix/data";
import { matrixFilterChoices } from "@/lib/modules/operation/competence-matrix/filter-choices";
import {
  matrixExportHref,
  matrixHref,
  matrixStateFromUrl,
  type MatrixScreenState,
} from "@/lib/modules/operation/competence-matrix/screen-state";
import { trainingPlan } from "@/lib/modules/operation/competence-matrix/training-plan";
import { memberAccess } from "@/lib/modules/organization/members/access";
import { permits } from "@/lib/platform/auth/access";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { isPhoneRequest } from "@/lib/platform/http/device";

export async function generateMetadata() {
  return { title: (await getTranslations("competenceMatrix"))("title") };
}

type Props = { context: OrgContext; state: MatrixScreenState; noCompetences: boolean };

/** The training plan of the filtered members: a month at a time, what is outstanding first when there is any. */
async function PlanSection({ context, state }: Props) {
  const { areaId, roleId, competenceId, memberId } = state.query;
  const filters = { areaId, roleId, competenceId, memberId };
  // what is outstanding first; when nothing is, the first month with anything in it
  let plan = await trainingPlan(context, { ...filters, month: state.month ?? "outstanding" });
  let month = state.month ?? "outstanding";
  if (!state.month && !plan.outstandingCount) {
    month = plan.months.find((entry) => entry.count)?.month ?? plan.months[0].month;
    plan = await trainingPlan(context, { ...filters, month });
  }
  return (
    <TrainingPlanView
      plan={plan}
      month={month}
      monthHref={(chosen) => matrixHref({ view: "plan", query: filters, month: chosen })}
      memberHref={memberLink(context)}
      ownOrganizationId={context.organizationId}
    />
  );
}

/**
 * A page of members: on a desk the grid, on a phone a card per member (or, with one chosen, that
 * member's competences); the pages and the legend below.
 */
async function MatrixSection({ context, state, noCompetences }: Props) {
  const t = await getTranslations("competenceMatrix");
  const { query } = state;
  const phone = await isPhoneRequest();
  // one member on a phone: every competence of theirs, whatever the list's filters (kept for the way back)
  const single = phone && query.memberId;
  const matrix = await competenceMatrix(
    context,
    single ? { page: 0, size: query.size, memberId: query.memberId } : query,
  );
  const kept = { areaId: query.areaId, roleId: query.roleId, competenceId: query.competenceId, status: query.status };
  const memberHref = memberLink(context);
  const all = matrixHref({ query: kept });
  const pages = Math.ceil(matrix.totalElements / matrix.size);
  const one = single ? matrix.rows[0] : undefined;
  const first = query.page * matrix.size;
  let body;
  if (!matrix.rows.length) {
    body = <p className={styles.line}>{noCompetences ? t("noCompetences") : t("empty")}</p>;
  } else if (one) {
    body = (
      <MemberCompetences
        matrix={matrix}
        row={one}
        memberPage={permits(memberAccess.read, context) ? memberHref(one) : null}
        back={all}
      />
    );
  } else if (phone) {
    body = (
      <MemberCards
        matrix={matrix}
        cardHref={(memberId) => matrixHref({ query: { ...kept, memberId } })}
        oneCompetence={Boolean(query.competenceId)}
      />
    );
  } else {
    body = (
      <MatrixTable
        matrix={matrix}
        memberHref={memberHref}
        columnHref={(competenceId) => matrixHref({ query: { ...kept, competenceId } })}
        caption={t("caption", { from: first + 1, to: first + matrix.rows.length, total: matrix.totalElements })}
      />
    );
  }
  return (
    <>
      <section aria-labelledby="matrix-count" className={styles.plan}>
        {one ? null : (
          <h2 id="matrix-count" className={styles.heading}>
            {t("count", { count: matrix.totalElements })}
          </h2>
        )}
        {query.memberId && !one ? (
          <p className={styles.line}>
            <Link href={all}>{t("allMembers")}</Link>
          </p>
        ) : null}
        {body}
        <MatrixPages
          page={query.page}
          pages={pages}
          pageHref={(page) => matrixHref({ query: { ...kept, memberId: query.memberId, page } })}
        />
      </section>
      <MatrixLegend />
    </>
  );
}

/**
 * The competence matrix of the active organization and everything below it: members against
 * competences, each cell the member's status, with filters, the workbook, and the training plan of
 * the twelve months ahead. Plain HTML like the dashboard: the filters are a GET form and every change
 * is an address.
 */
async function CompetenceMatrixPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("competenceMatrix");
  const { active, context } = await getPageContext();
  const state = matrixStateFromUrl(await searchParams);
  const { view, query } = state;
  const choices = await matrixFilterChoices(context);
  const filters = { areaId: query.areaId, roleId: query.roleId, competenceId: query.competenceId };
  const props = { context, state, noCompetences: choices.competences.length === 0 };
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{t("title")}</h1>
          <p className={styles.line}>{t("intro", { organization: active.name })}</p>
        </div>
        {view === "matrix" ? (
          <LinkButton href={matrixExportHref(context.organizationId, query)} variant="outlined">
            {t("export")}
          </LinkButton>
        ) : null}
      </div>
      <ViewLinks
        current={view}
        hrefs={{ matrix: matrixHref({ query: filters }), plan: matrixHref({ view: "plan", query: filters }) }}
      />
      <MatrixFilters view={view} query={query} choices={choices} />
      {view === "plan" ? <PlanSection {...props} /> : <MatrixSection {...props} />}
    </div>
  );
}

export default withClientMessages(CompetenceMatrixPage, "(app)/operation/competence");
