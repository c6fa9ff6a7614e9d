import { Stack } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { FactList } from "@/components/platform/ui/fact-list";
import { Tag } from "@/components/platform/ui/tag";
import type { ObligationDto } from "@/lib/modules/documents/binding-obligations/dto";
import { scheduleWords } from "./schedule-text";

/** The obligation as a reader sees it: how the act applies, who answers for it, and its evaluation schedule. */
export async function ObligationFacts({ obligation }: { obligation: ObligationDto }) {
  const t = await getTranslations("bindingObligations");
  const words = await scheduleWords();
  const facts: [string, React.ReactNode][] = [
    [
      t("fields.applicability"),
      <span key="applicability" style={{ whiteSpace: "pre-line" }}>
        {obligation.applicability ?? t("none")}
      </span>,
    ],
    [t("fields.responsible"), obligation.responsible?.name ?? t("none")],
    [t("detail.schedule"), words.schedule(obligation)],
  ];
  return (
    <Stack spacing={1}>
      <FactList facts={facts} />
      <NeedsEvaluation needs={obligation.needsEvaluation} />
    </Stack>
  );
}

/** Why the obligation needs an evaluation, as tags; nothing when it does not. */
export async function NeedsEvaluation({ needs }: { needs: ObligationDto["needsEvaluation"] }) {
  const t = await getTranslations("bindingObligations");
  if (needs.length === 0) return null;
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: "wrap", gap: 1, alignItems: "center" }}
      role="group"
      aria-label={t("detail.needs")}
    >
      <span>{t("detail.needs")}:</span>
      {needs.map((need) => (
        <Tag key={need} size="small" color={need === "OVERDUE" ? "error" : "warning"} label={t(`needs.${need}`)} />
      ))}
    </Stack>
  );
}
