import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { DelegationLetter } from "@/components/modules/leadership/delegation/letter";
import { PrintSheetButton } from "@/components/platform/print/print-button";
import printable from "@/components/platform/print/printable.module.css";
import { LinkButton } from "@/components/platform/ui/link-button";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { getDelegation } from "@/lib/modules/leadership/delegation/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("delegation.letter");
  return recordTitle(params, getDelegation, {
    record: (delegation) => `${t("title")}: ${delegation.member.name}`,
    new: t("title"),
  });
}

/** The letter of delegation to print, with print and back on screen only. */
async function LetterPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("delegation");
  const [{ record: delegation }, { active }] = await Promise.all([recordPage(params, getDelegation), getPageContext()]);
  if (!delegation) notFound();
  return (
    <div>
      <div className={printable.toolbar}>
        <PrintSheetButton label={t("letter.print")} />
        <LinkButton href={`/leadership/delegation/${delegation.id}`}>{t("back")}</LinkButton>
      </div>
      <DelegationLetter delegation={delegation} organizationName={active.name} />
    </div>
  );
}

export default withClientMessages(LetterPage, "(app)/leadership/delegation/[id]/letter");
