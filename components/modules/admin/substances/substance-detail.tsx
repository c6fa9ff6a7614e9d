import { Box, Link, Stack, Typography } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { FactList } from "@/components/platform/ui/fact-list";
import { Notice } from "@/components/platform/ui/notice";
import { Section } from "@/components/platform/ui/section";
import type { SubstanceDetail } from "@/lib/modules/admin/substances/dto";
import { PictogramImages } from "../hazard-data/pictogram-images";

type Statement = { code: string; statement: string };

/** Statements as "code statement" lines; `marked` codes carry a note. */
function StatementLines({ statements, marked, note }: { statements: Statement[]; marked: string[]; note: string }) {
  return (
    <Box component="ul" sx={{ pl: 2.5, my: 0 }}>
      {statements.map((row) => (
        <li key={row.code}>
          <strong>{row.code}</strong> {row.statement}
          {marked.includes(row.code) ? (
            <Typography component="span" color="warning.dark" sx={{ fontWeight: 600 }}>
              {" "}
              ({note})
            </Typography>
          ) : null}
        </li>
      ))}
    </Box>
  );
}

/**
 * A substance: its own classification, beside it the harmonised one of Annex VI in force today
 * with the differences marked, and its Candidate List and Annex XVII hits.
 */
export async function SubstanceDetailView({
  substance,
  statements,
  pictogramNames,
}: {
  substance: SubstanceDetail;
  /** every statement code with its text in the reader's language, for Annex VI's codes */
  statements: Record<string, string>;
  pictogramNames: Record<string, string>;
}) {
  const t = await getTranslations("substances");
  const differences = substance.classificationDifferences;
  const own = [...substance.hazardStatements, ...substance.euHazardStatements];
  return (
    <>
      <Section>
        <FactList
          facts={[
            [t("fields.nameEn"), substance.nameEn],
            [t("fields.nameDa"), substance.nameDa ?? "—"],
            [t("fields.casNumber"), substance.casNumber ?? "—"],
            [t("fields.ecNumber"), substance.ecNumber ?? "—"],
            [t("fields.indexNo"), substance.indexNo ?? "—"],
          ]}
        />
      </Section>
      <Section title={t("detail.own")}>
        {own.length ? (
          <StatementLines statements={own} marked={differences?.onlyOwn ?? []} note={t("detail.notHarmonised")} />
        ) : (
          <Typography color="text.secondary">{t("detail.noStatements")}</Typography>
        )}
      </Section>
      <Section title={t("detail.harmonised")}>
        {substance.harmonisedClassification.length === 0 ? (
          <Typography color="text.secondary">{t("detail.noHarmonised")}</Typography>
        ) : (
          <Stack spacing={2}>
            {differences && (differences.onlyHarmonised.length || differences.onlyOwn.length) ? (
              <Notice>
                {t("detail.differs", { count: differences.onlyHarmonised.length + differences.onlyOwn.length })}
              </Notice>
            ) : null}
            {substance.harmonisedClassification.map((entry) => (
              <Box key={entry.indexNo}>
                <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
                  {t("detail.entry", { indexNo: entry.indexNo })}: {entry.chemicalName}
                </Typography>
                <FactList
                  facts={[
                    [t("detail.classes"), entry.hazardClassCategories.join(", ") || "—"],
                    [
                      t("fields.hazardStatements"),
                      <StatementLines
                        key="statements"
                        statements={[...entry.hazardStatements, ...entry.supplementaryHazardStatements].map((code) => ({
                          code,
                          statement: statements[code.replace(/\s*\*+$/, "").replace(/\s*\(.*\)$/, "")] ?? "",
                        }))}
                        marked={(differences?.onlyHarmonised ?? []).flatMap((code) =>
                          [...entry.hazardStatements, ...entry.supplementaryHazardStatements].filter(
                            (printed) => printed === code || printed.startsWith(`${code} `),
                          ),
                        )}
                        note={t("detail.notOwn")}
                      />,
                    ],
                    [
                      t("detail.pictograms"),
                      <PictogramImages
                        key="pictograms"
                        pictograms={entry.pictograms.map((code) => ({ code, name: pictogramNames[code] ?? code }))}
                        size={40}
                      />,
                    ],
                    [t("detail.signalWord"), entry.signalWord ? t(`signalWords.${entry.signalWord}`) : "—"],
                    [t("detail.limits"), entry.sclMFactorsAte.join("; ") || "—"],
                    [t("detail.notes"), entry.notes.join(", ") || "—"],
                    [
                      t("detail.act"),
                      <Link key="act" href={entry.celexUrl} target="_blank" rel="noopener">
                        {entry.atp} ({t("detail.appliesFrom", { date: entry.inApplicationFrom })})
                      </Link>,
                    ],
                  ]}
                />
              </Box>
            ))}
            <Typography variant="body2" color="text.secondary">
              {t("detail.annexViSource")}
            </Typography>
          </Stack>
        )}
      </Section>
      <Section title={t("detail.svhc")}>
        {substance.svhc.length === 0 ? (
          <Typography color="text.secondary">{t("detail.noSvhc")}</Typography>
        ) : (
          <Box component="ul" sx={{ pl: 2.5, my: 0 }}>
            {substance.svhc.map((row) => (
              <li key={row.decisionUrl + row.substanceName}>
                {row.substanceName}: {row.reasons.join("; ")} ({t("detail.included", { date: row.dateOfInclusion })}){" "}
                <Link href={row.decisionUrl} target="_blank" rel="noopener">
                  {t("detail.decision")}
                </Link>
              </li>
            ))}
          </Box>
        )}
      </Section>
      <Section title={t("detail.restrictions")}>
        {substance.restrictions.length === 0 ? (
          <Typography color="text.secondary">{t("detail.noRestrictions")}</Typography>
        ) : (
          <Box component="ul" sx={{ pl: 2.5, my: 0 }}>
            {substance.restrictions.map((hit) => (
              <li key={hit.entryNo}>
                <strong>{t("detail.restrictionEntry", { entryNo: hit.entryNo })}</strong> {hit.title} (
                {t(`detail.restrictionReasons.${hit.reason}`)}){" "}
                <Link href={hit.conditionsUrl} target="_blank" rel="noopener">
                  {t("detail.conditions")}
                </Link>
              </li>
            ))}
          </Box>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t("detail.echaSource")}
        </Typography>
      </Section>
    </>
  );
}
