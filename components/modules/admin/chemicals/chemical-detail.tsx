import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { FactList } from "@/components/platform/ui/fact-list";
import { Section } from "@/components/platform/ui/section";
import type { getChemicalRestrictions } from "@/lib/modules/admin/chemicals/data";
import type { ChemicalDto } from "@/lib/modules/admin/chemicals/dto";
import { PictogramImages } from "../hazard-data/pictogram-images";

type Restriction = Awaited<ReturnType<typeof getChemicalRestrictions>>[number];

const range = (min: number | null, max: number | null) =>
  min !== null && max !== null ? `${min}–${max} %` : max !== null ? `≤ ${max} %` : min !== null ? `≥ ${min} %` : "—";

function Statements({ rows }: { rows: { code: string; statement: string }[] }) {
  return (
    <Box component="ul" sx={{ pl: 2.5, my: 0 }}>
      {rows.map((row) => (
        <li key={row.code}>
          <strong>{row.code}</strong> {row.statement}
        </li>
      ))}
    </Box>
  );
}

/** A product: its label, danger code, substances, statements, countries and restriction hits. */
export async function ChemicalDetailView({
  chemical,
  restrictions,
}: {
  chemical: ChemicalDto;
  restrictions: Restriction[];
}) {
  const t = await getTranslations("chemicals");
  return (
    <>
      <Section title={t("label.title")}>
        <PictogramImages pictograms={chemical.pictograms} size={64} />
        <FactList
          spaced
          facts={[
            [t("fields.signalWord"), t(`signalWords.${chemical.signalWord}`)],
            [
              t("fields.dangerCode"),
              chemical.dangerCodeRaisedTo
                ? t("detail.raised", {
                    code: t(`dangerCodes.${chemical.dangerCode}`),
                    derived: t(`dangerCodes.${chemical.derivedDangerCode}`),
                  })
                : t(`dangerCodes.${chemical.dangerCode}`),
            ],
            [t("fields.producer"), chemical.producer?.name ?? "—"],
            [t("fields.physicalState"), t(`physicalStates.${chemical.physicalState}`)],
            [t("fields.unNumber"), chemical.unNumber ? `UN ${chemical.unNumber}` : "—"],
            [
              t("fields.supplies"),
              chemical.supplies.length
                ? chemical.supplies
                    .map((supply) => [supply.supplier.name, supply.articleNumber].filter(Boolean).join(", "))
                    .join("; ")
                : "—",
            ],
          ]}
        />
      </Section>
      <Section title={t("fields.substances")}>
        {chemical.substances.length === 0 ? (
          <Typography color="text.secondary">{t("detail.noSubstances")}</Typography>
        ) : (
          <Table size="small" aria-label={t("fields.substances")}>
            <TableHead>
              <TableRow>
                <TableCell>{t("fields.substance")}</TableCell>
                <TableCell>CAS</TableCell>
                <TableCell>{t("detail.concentration")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {chemical.substances.map((entry) => (
                <TableRow key={entry.substance.id}>
                  <TableCell>
                    <Link href={`/admin/substances/${entry.substance.id}`}>{entry.substance.name}</Link>
                  </TableCell>
                  <TableCell>{entry.substance.casNumber ?? "—"}</TableCell>
                  <TableCell>{range(entry.concentrationMin, entry.concentrationMax)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Section>
      <Section title={t("detail.statements")}>
        <Statements rows={[...chemical.hazardStatements, ...chemical.euHazardStatements]} />
        {chemical.precautionaryStatements.length ? (
          <>
            <Typography component="h3" sx={{ fontWeight: 600, mt: 2 }}>
              {t("fields.precautionaryStatements")}
            </Typography>
            <Statements rows={chemical.precautionaryStatements} />
            {chemical.precautionsFromSds ? (
              <Typography variant="body2" color="text.secondary">
                {t("detail.precautionsFromSds")}
              </Typography>
            ) : null}
          </>
        ) : null}
      </Section>
      <Section title={t("detail.countries")}>
        {chemical.countriesData.length === 0 ? (
          <Typography color="text.secondary">{t("detail.noCountries")}</Typography>
        ) : (
          chemical.countriesData.map((country) => (
            <FactList
              key={country.countryAlpha2}
              facts={[
                [t("detail.country"), country.countryAlpha2],
                [
                  t("fields.storageClass"),
                  country.storageClass ? `${country.storageClass.code} ${country.storageClass.nameEn}` : "—",
                ],
                [
                  t("fields.waterHazardClass"),
                  country.waterHazardClass
                    ? `${country.waterHazardClass.code} ${country.waterHazardClass.nameEn}`
                    : "—",
                ],
                [
                  t("detail.safetyDataSheets"),
                  country.safetyDataSheets.length
                    ? country.safetyDataSheets
                        .map((sheet) => `${sheet.file.name} (${sheet.language}, ${sheet.lastRevisionDate})`)
                        .join("; ")
                    : t("detail.noSds"),
                ],
              ]}
            />
          ))
        )}
      </Section>
      <Section title={t("detail.restrictions")}>
        {restrictions.length === 0 ? (
          <Typography color="text.secondary">{t("detail.noRestrictions")}</Typography>
        ) : (
          <Box component="ul" sx={{ pl: 2.5, my: 0 }}>
            {restrictions.map((hit) => (
              <li key={`${hit.kind}-${hit.entryNo}-${hit.substance.id}-${hit.url}`}>
                <strong>{hit.kind === "SVHC" ? "SVHC" : t("detail.entry", { entryNo: hit.entryNo ?? "" })}</strong>{" "}
                {hit.substance.name}: {hit.title}
                {hit.threshold
                  ? ` (${t("detail.threshold", { percent: hit.threshold.percent })}${hit.reachesThreshold ? `, ${t("detail.reached")}` : ""})`
                  : ""}{" "}
                <Link href={hit.url} target="_blank" rel="noopener">
                  {t("detail.conditions")}
                </Link>
              </li>
            ))}
          </Box>
        )}
      </Section>
    </>
  );
}
