import { Box, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { Section } from "@/components/platform/ui/section";
import type { ChemicalRegisterDto } from "@/lib/modules/chemicals/register/dto";

/** Whether the chemical is a candidate for substitution, why, and the decisions taken. */
export async function SubstitutionSection({ chemical }: { chemical: ChemicalRegisterDto }) {
  const t = await getTranslations("chemicalRegister");
  const format = await getFormatter();
  const { candidate, reasons } = chemical.substitution;
  return (
    <Section title={t("detail.substitution")}>
      <Typography sx={{ fontWeight: candidate ? 600 : 400 }}>
        {candidate ? t("detail.candidate") : t("detail.notCandidate")}
      </Typography>
      {reasons.length ? (
        <Box component="ul" sx={{ mt: 0.5, pl: 2.5 }}>
          {reasons.map((reason) => (
            <li key={reason}>{t(`reasonText.${reason}`)}</li>
          ))}
        </Box>
      ) : null}
      <Typography component="h3" variant="subtitle2" sx={{ mt: 1 }}>
        {t("detail.decisions")}
      </Typography>
      {chemical.substitutionDecisions.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {chemical.substitutionDecisions.map((decision) => (
            <li key={decision.id}>
              {format.dateTime(new Date(decision.decidedOn), "day")}: {t(`outcomes.${decision.outcome}`)}
              {decision.note ? ` · ${decision.note}` : ""}
            </li>
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{t("detail.noDecisions")}</Typography>
      )}
    </Section>
  );
}
