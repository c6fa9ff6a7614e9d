import { Box, Stack, Typography } from "@mui/material";
import { getLocale, getTranslations } from "next-intl/server";
import { Section } from "@/components/platform/ui/section";
import { Tag } from "@/components/platform/ui/tag";
import { localized } from "@/lib/modules/evaluation/questionnaires/content";
import type { QuestionnaireVersionDto } from "@/lib/modules/evaluation/questionnaires/dto";
import { clauseLabel } from "./clause-label";

/**
 * A text in the reader's language, else the other one's, marked with the language it is in so that
 * a screen reader reads a fallback right.
 */
function Localized(props: { en: string | null; da: string | null; locale: string }) {
  const danish = props.locale === "da";
  const own = danish ? props.da : props.en;
  if (own) return <>{own}</>;
  const other = danish ? props.en : props.da;
  return other ? <span lang={danish ? "en" : "da"}>{other}</span> : null;
}

/**
 * A version's sections as a reader sees them: each section with its questions numbered (2.3), how
 * each is answered, the clauses it checks and the guidance under it.
 */
export async function QuestionnaireContent({ sections }: { sections: QuestionnaireVersionDto["sections"] }) {
  const t = await getTranslations("questionnaires");
  const locale = await getLocale();
  return (
    <>
      {sections.map((section, index) => (
        <Section key={section.key} title={`${index + 1}. ${localized(section.titleEn, section.titleDa, locale)}`}>
          <Stack component="ol" spacing={2} sx={{ listStyle: "none", m: 0, p: 0 }}>
            {section.questions.map((question, position) => (
              <Box component="li" key={question.key} sx={{ display: "flex", gap: 1.5 }}>
                <Typography component="span" sx={{ fontWeight: 600, minWidth: "2.5em" }}>
                  {`${index + 1}.${position + 1}`}
                </Typography>
                <Stack spacing={0.75} sx={{ minWidth: 0, flex: 1 }}>
                  <Typography sx={{ overflowWrap: "anywhere" }}>
                    <Localized en={question.textEn} da={question.textDa} locale={locale} />
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {[
                      t(`kinds.${question.kind}`),
                      question.kind === "SCALE" && question.scaleMax
                        ? t("questions.scaleOf", { max: question.scaleMax })
                        : null,
                      question.kind === "NUMBER" && question.unit
                        ? t("questions.answeredIn", { unit: question.unit })
                        : null,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </Typography>
                  {question.clauses.length ? (
                    <Box
                      component="ul"
                      aria-label={t("questions.clauses")}
                      sx={{ display: "flex", flexWrap: "wrap", gap: 0.75, listStyle: "none", m: 0, p: 0 }}
                    >
                      {question.clauses.map((ref) => (
                        <li key={ref}>
                          <Tag size="small" variant="outlined" label={clauseLabel(ref, locale)} />
                        </li>
                      ))}
                    </Box>
                  ) : null}
                  {question.guidanceEn || question.guidanceDa ? (
                    <Typography variant="body2" color="text.secondary" sx={{ fontStyle: "italic" }}>
                      <Localized en={question.guidanceEn} da={question.guidanceDa} locale={locale} />
                    </Typography>
                  ) : null}
                </Stack>
              </Box>
            ))}
          </Stack>
        </Section>
      ))}
    </>
  );
}
