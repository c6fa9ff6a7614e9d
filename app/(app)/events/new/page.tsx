import { Stack, Typography } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { Notice } from "@/components/platform/ui/notice";

export async function generateMetadata() {
  return { title: (await getTranslations("events"))("newTitle") };
}

export default async function ReportEventPage() {
  const t = await getTranslations("events");
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1">
        {t("newTitle")}
      </Typography>
      <Notice>{t("notAvailable")}</Notice>
    </Stack>
  );
}
