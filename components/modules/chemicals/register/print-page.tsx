import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/platform/ui/link-button";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { recordPage } from "@/lib/platform/pages/record";
import { getChemical } from "@/lib/modules/admin/chemicals/data";
import { pageLanguage } from "@/lib/modules/admin/hazard-data/language";
import { getRegisteredChemical } from "@/lib/modules/chemicals/register/data";
import { currentSheetHref } from "@/lib/modules/chemicals/register/sheet-links";
import { PrintSheetButton } from "@/components/platform/print/print-button";
import printable from "@/components/platform/print/printable.module.css";
import { PrintSheet } from "./safety-card";

/** The page of a printable sheet of a registered chemical, with print and back on screen only. */
export async function PrintPage({ params, kind }: { params: Promise<{ id: string }>; kind: "card" | "instruction" }) {
  const { record: chemical } = await recordPage(params, getRegisteredChemical);
  if (!chemical) notFound();
  const [t, { active }, product] = await Promise.all([
    getTranslations("chemicalRegister"),
    getPageContext(),
    pageLanguage().then((language) => getChemical(chemical.chemical.id, language)),
  ]);
  return (
    <div>
      <div className={printable.toolbar}>
        <PrintSheetButton label={t("print.print")} />
        <LinkButton href={`/chemicals/my-chemicals/${chemical.id}`}>{t("detail.back")}</LinkButton>
        {chemical.safetyDataSheet.fileId ? (
          <a className={printable.toolbarLink} href={currentSheetHref(active.id, chemical.id)} download>
            {t("detail.sdsOpen")}
          </a>
        ) : null}
      </div>
      <PrintSheet kind={kind} chemical={chemical} product={product} organizationName={active.name} />
    </div>
  );
}
