import "server-only";
import { getFormatter, getTranslations } from "next-intl/server";
import type { PublicPolicy } from "@/lib/modules/leadership/policies/dto";
import { PublicDocument, PublicDocumentArticle } from "@/components/platform/public-document/public-document";

/**
 * A published policy as interested parties see it: the organization's name and logo, the approved
 * text, its approval date and standards, and nothing else.
 */
export async function PublicPolicyView({ policy }: { policy: PublicPolicy }) {
  const t = await getTranslations("policies.public");
  const format = await getFormatter();
  const standards = policy.isoStandards.map((code) => code.replace("_", " ")).join(", ");
  return (
    <PublicDocument
      organization={policy.organization.name}
      logoSrc={policy.organization.hasLogo ? `/api/v1/policies/${policy.id}/logo` : null}
      printLabel={t("print")}
    >
      <PublicDocumentArticle
        title={policy.title}
        content={policy.content}
        meta={
          <>
            {policy.approvedDate
              ? t("approvedOn", { date: format.dateTime(new Date(policy.approvedDate), "day") })
              : null}
            {policy.approvedDate ? " · " : null}
            {t("version", { version: policy.version })}
            {standards ? ` · ${t("standards", { standards })}` : null}
          </>
        }
      />
    </PublicDocument>
  );
}
