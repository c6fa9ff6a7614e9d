import AddIcon from "@mui/icons-material/Add";
import { Box, Stack, Typography } from "@mui/material";
import AppLink from "@/components/platform/ui/link";
import { getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/platform/ui/link-button";
import { Section } from "@/components/platform/ui/section";
import { Tag } from "@/components/platform/ui/tag";
import type { ArrangementDto } from "@/lib/modules/monitoring/waste/dto";
import { getLanguage } from "@/lib/platform/i18n/get-language";

/** A handler's arrangements as cards (one column on a phone): what, how it is treated, in which unit. */
export async function ArrangementsSection({
  handlerId,
  arrangements,
}: {
  handlerId: string;
  arrangements: ArrangementDto[];
}) {
  const t = await getTranslations("waste");
  const locale = await getLanguage();
  const base = `/monitoring/waste/${handlerId}/arrangements`;
  return (
    <Section title={t("arrangements.title")}>
      <Stack spacing={1.5}>
        <Box>
          <LinkButton href={`${base}/new`} variant="outlined" startIcon={<AddIcon />}>
            {t("arrangements.add")}
          </LinkButton>
        </Box>
        {arrangements.length === 0 ? <Typography color="text.secondary">{t("arrangements.empty")}</Typography> : null}
        <Box
          component="ul"
          sx={{
            display: "grid",
            gap: 1,
            gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" },
            m: 0,
            p: 0,
            listStyle: "none",
          }}
        >
          {arrangements.map((arrangement) => (
            <Box
              component="li"
              key={arrangement.id}
              sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 1.5 }}
            >
              <AppLink href={`${base}/${arrangement.id}`}>{arrangement.name}</AppLink>
              {arrangement.archivedDate ? <Tag label={t("arrangements.archived")} size="small" /> : null}
              <Typography variant="body2">
                {arrangement.wasteType.code}
                {arrangement.wasteType.hazardous ? "*" : ""}{" "}
                {(locale === "da" && arrangement.wasteType.nameDa) || arrangement.wasteType.nameEn}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {arrangement.treatment.code} · {t(`treatmentGroups.${arrangement.treatment.group}`)} ·{" "}
                {t("arrangements.unit")} {t(`units.${arrangement.registrationUnit}`)}
                {arrangement.convertible ? "" : ` · ${t("arrangements.noConversion")}`}
              </Typography>
            </Box>
          ))}
        </Box>
      </Stack>
    </Section>
  );
}
