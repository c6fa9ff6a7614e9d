import { Stack, Typography } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { Tag } from "@/components/platform/ui/tag";
import type { IsoStandard } from "@/lib/generated/prisma/enums";

/** The ISO standards the management system follows, as chips. */
export async function ScopeStandards({ standards }: { standards: IsoStandard[] }) {
  const t = await getTranslations("scope");
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h2">
        {t("standards")}
      </Typography>
      {standards.length ? (
        <Stack component="ul" direction="row" sx={{ flexWrap: "wrap", gap: 1, p: 0, m: 0, listStyle: "none" }}>
          {standards.map((standard) => (
            <li key={standard}>
              <Tag label={t(`isoStandards.${standard}`)} color="primary" variant="outlined" />
            </li>
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">{t("noStandards")}</Typography>
      )}
    </Stack>
  );
}
