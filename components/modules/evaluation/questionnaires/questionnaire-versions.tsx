import { Stack, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { Section } from "@/components/platform/ui/section";
import type { QuestionnaireVersionDto } from "@/lib/modules/evaluation/questionnaires/dto";

/** The questionnaire's versions, newest first: each one's number, day and author. */
export async function QuestionnaireVersions({ versions }: { versions: QuestionnaireVersionDto[] }) {
  const t = await getTranslations("questionnaires.versions");
  const format = await getFormatter();
  return (
    <Section title={t("title")}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t("intro")}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }} data-testid="questionnaire-versions">
        {versions.map((version) => (
          <li key={version.id}>
            {t("entry", {
              version: version.version,
              date: format.dateTime(version.createdDate, "day"),
              author: version.authorName,
            })}
          </li>
        ))}
      </Stack>
    </Section>
  );
}
