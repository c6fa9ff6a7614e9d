import { Stack, Typography } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { Tag } from "@/components/platform/ui/tag";
import type { ObligationDto } from "@/lib/modules/documents/binding-obligations/dto";
import { getLanguage } from "@/lib/platform/i18n/get-language";

/** The catalogue act an obligation is about: number, jurisdiction, titles, topics and its official link. */
export async function ActFacts({ act }: { act: ObligationDto["legislation"] }) {
  const t = await getTranslations("bindingObligations");
  const tLegislation = await getTranslations("legislation");
  const language = await getLanguage();
  const title = language === "da" ? (act.titleDa ?? act.titleEn) : (act.titleEn ?? act.titleDa);
  return (
    <Stack spacing={1}>
      <Typography sx={{ overflowWrap: "anywhere" }}>{title}</Typography>
      <Typography variant="body2" color="text.secondary">
        {act.jurisdiction} · {tLegislation(`kinds.${act.kind}`)} · {act.officialNumber}
        {act.celexNumber ? ` · CELEX ${act.celexNumber}` : ""}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
        {act.topics.map((topic) => (
          <Tag key={topic.id} size="small" variant="outlined" label={language === "da" ? topic.nameDa : topic.nameEn} />
        ))}
      </Stack>
      {act.officialUrl ? (
        <Typography variant="body2">
          <a href={act.officialUrl} target="_blank" rel="noopener noreferrer">
            {t("officialText")}
          </a>
        </Typography>
      ) : null}
    </Stack>
  );
}
