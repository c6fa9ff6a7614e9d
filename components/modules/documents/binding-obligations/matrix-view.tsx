import { Button, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/platform/ui/link-button";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { obligationMatrix, MATRIX_LIMIT } from "@/lib/modules/documents/binding-obligations/data";
import { obligationList } from "@/lib/modules/documents/binding-obligations/schema";
import { COMPLIANCE_STATUSES } from "@/lib/modules/documents/binding-obligations/choices";
import { ACT_JURISDICTIONS } from "@/components/modules/admin/legislation/act-filters";
import { ObligationMatrix } from "./obligation-matrix";

type Option = { value: string; label: string };

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The matrix with its filters (topic, jurisdiction) as a plain form, so it works and prints without
 * scripts; the export link carries the same filters.
 */
export async function MatrixView(props: {
  context: OrgContext;
  params: Record<string, string | string[] | undefined>;
  topics: Option[];
}) {
  const t = await getTranslations("bindingObligations");
  const format = await getFormatter();
  const parsed = obligationList.query.safeParse({
    topic: one(props.params.topic) || undefined,
    jurisdiction: one(props.params.jurisdiction) || undefined,
  });
  const query = parsed.success ? parsed.data : obligationList.query.parse({});
  const { rows, total } = await obligationMatrix(props.context, query);
  const exportQuery = new URLSearchParams({ format: "xlsx", sort: "title,asc" });
  if (query.topic) exportQuery.set("topic", query.topic);
  if (query.jurisdiction) exportQuery.set("jurisdiction", query.jurisdiction);
  return (
    <Stack spacing={2}>
      <Stack
        component="form"
        method="get"
        action="/documents/binding-obligations"
        direction={{ xs: "column", sm: "row" }}
        spacing={1}
        sx={{ alignItems: { sm: "center" } }}
      >
        <input type="hidden" name="view" value="matrix" />
        <TextField
          select
          size="small"
          name="topic"
          label={t("filters.topic")}
          defaultValue={query.topic ?? ""}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{t("all")}</MenuItem>
          {props.topics.map((topic) => (
            <MenuItem key={topic.value} value={topic.value}>
              {topic.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          name="jurisdiction"
          label={t("columns.jurisdiction")}
          defaultValue={query.jurisdiction ?? ""}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t("all")}</MenuItem>
          {ACT_JURISDICTIONS.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="outlined">
          {t("matrix.apply")}
        </Button>
        <LinkButton href={`/api/v1/organizations/${props.context.organizationId}/legislations?${exportQuery}`}>
          {t("matrix.export")}
        </LinkButton>
      </Stack>
      {rows.length === 0 ? (
        <Typography>{t("matrix.empty")}</Typography>
      ) : (
        <ObligationMatrix
          rows={rows.map((row) => ({
            id: row.id,
            title: row.legislation.shortName ?? row.legislation.titleEn ?? row.legislation.titleDa ?? "",
            officialNumber: row.legislation.officialNumber,
            jurisdiction: row.legislation.jurisdiction,
            status: row.status,
            evaluationDate: row.evaluationDate ? format.dateTime(new Date(row.evaluationDate), "day") : null,
            changedSinceEvaluation: row.changedSinceEvaluation,
          }))}
          statuses={COMPLIANCE_STATUSES.map((status) => ({ status, label: t(`statuses.${status}`) }))}
          labels={{
            act: t("columns.title"),
            count: t("matrix.count"),
            changed: t("changedYes"),
            caption:
              total > MATRIX_LIMIT
                ? t("matrix.limited", { shown: MATRIX_LIMIT, total })
                : t("matrix.caption", { total }),
          }}
        />
      )}
    </Stack>
  );
}
