import { getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/platform/ui/link-button";
import { Notice } from "@/components/platform/ui/notice";
import { PageHeader } from "@/components/platform/ui/page-header";

/**
 * A record that does not exist, inside the signed-in shell: the shell already holds the page's
 * one `main`, so this is a page like any other (the root not-found page is a card of its own).
 */
export default async function InAppNotFound() {
  const t = await getTranslations("notFound");
  return (
    <>
      <PageHeader title={t("title")} />
      <Notice>{t("text")}</Notice>
      <LinkButton href="/dashboard" variant="contained">
        {t("home")}
      </LinkButton>
    </>
  );
}
