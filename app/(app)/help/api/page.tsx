import { Stack, Typography } from "@mui/material";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { ApiReference } from "@/components/platform/help/api-reference";
import { PageHeader } from "@/components/platform/ui/page-header";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("help"))("apiReference") };
}

/** The browsable reference of /api/v1, from the OpenAPI document. */
async function ApiReferencePage() {
  const t = await getTranslations("help");
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <Stack spacing={2}>
      <PageHeader title={t("apiReference")}>
        <Typography color="text.secondary">{t("apiReferenceIntro")}</Typography>
      </PageHeader>
      <ApiReference nonce={nonce} label={t("apiReference")} />
    </Stack>
  );
}

export default withClientMessages(ApiReferencePage, "(app)/help/api");
