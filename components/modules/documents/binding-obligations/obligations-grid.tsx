"use client";
import { useTranslations } from "next-intl";
import { ListGrid } from "@/components/platform/data-grid/list-grid";
import { useActFilters } from "@/components/modules/admin/legislation/act-filters";
import type { ListView } from "@/lib/platform/lists/url-state";
import {
  COMPLIANCE_STATUSES,
  EVALUATION_NEEDS,
  type EvaluationNeed,
} from "@/lib/modules/documents/binding-obligations/choices";
import type { MatrixRow } from "./obligation-matrix";
import { StatusChip } from "./status-chip";

/** An obligation as the grid shows it: the matrix's row, its next evaluation, why it needs one, and its last change. */
export type ObligationGridRow = MatrixRow & {
  nextEvaluationDate: string | null;
  needsEvaluation: EvaluationNeed[];
  lastModifiedDate: string;
};

type Option = { value: string; label: string };

const href = (row: ObligationGridRow) => `/documents/binding-obligations/${row.id}`;

export function ObligationsGrid(props: { view: ListView<ObligationGridRow>; topics: Option[]; empty: string }) {
  const t = useTranslations("bindingObligations");
  const acts = useActFilters(props.topics);
  return (
    <ListGrid
      messages="bindingObligations"
      view={props.view}
      empty={props.empty}
      href={href}
      phoneColumns={["title", "status", "nextEvaluationDate", "jurisdiction"]}
      columns={[
        { field: "officialNumber", headerName: t("columns.officialNumber"), flex: 1, minWidth: 180, sortable: false },
        { field: "jurisdiction", headerName: t("columns.jurisdiction"), minWidth: 110, sortable: false },
        {
          field: "status",
          headerName: t("columns.status"),
          minWidth: 170,
          renderCell: ({ row }) => <StatusChip status={row.status} label={t(`statuses.${row.status}`)} />,
        },
        {
          field: "changedSinceEvaluation",
          headerName: t("columns.changedSinceEvaluation"),
          minWidth: 150,
          sortable: false,
          valueGetter: (value: boolean) => (value ? t("changedYes") : ""),
        },
        { field: "evaluationDate", headerName: t("columns.evaluationDate"), minWidth: 120 },
        { field: "nextEvaluationDate", headerName: t("columns.nextEvaluationDate"), minWidth: 140 },
        {
          field: "needsEvaluation",
          headerName: t("columns.needsEvaluation"),
          minWidth: 170,
          sortable: false,
          valueGetter: (value: EvaluationNeed[]) => value.map((need) => t(`needs.${need}`)).join(", "),
        },
      ]}
      archived
      filters={[
        {
          param: "status",
          label: t("columns.status"),
          options: COMPLIANCE_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
        },
        {
          param: "needsEvaluation",
          label: t("filters.needsEvaluation"),
          options: [
            { value: "ANY", label: t("filters.needsAny") },
            ...EVALUATION_NEEDS.map((value) => ({ value, label: t(`needs.${value}`) })),
          ],
        },
        {
          param: "changedSinceEvaluation",
          label: t("filters.changed"),
          options: [
            { value: "true", label: t("filters.changedYes") },
            { value: "false", label: t("filters.changedNo") },
          ],
        },
        acts.jurisdiction,
        acts.topic,
      ]}
    />
  );
}
