import "server-only";
import Link from "@/components/platform/ui/link";
import { getFormatter, getTranslations } from "next-intl/server";
import type { PublicProcedure } from "@/lib/modules/operation/procedures/dto";
import type { ContentLanguage } from "@/lib/modules/operation/procedures/choices";
import {
  PublicDocument,
  PublicDocumentArticle,
  PublicDocumentNote,
} from "@/components/platform/public-document/public-document";

/**
 * A published procedure as anyone sees it: the organization's name and logo, the title and text in
 * one language (the other one, with a note, when the one asked for is missing), its standards and
 * nothing else.
 */
export async function PublicProcedureView({
  procedure,
  requested,
  other,
}: {
  procedure: PublicProcedure;
  requested: ContentLanguage;
  /** The other language, when the procedure is written in it too. */
  other: ContentLanguage | null;
}) {
  const t = await getTranslations("procedures");
  const format = await getFormatter();
  const standards = [procedure.isoStandards.map((code) => code.replace("_", " ")).join(", "), procedure.isoClause]
    .filter(Boolean)
    .join(" ");
  const name = (language: ContentLanguage) => t(`languageNames.${language}`);
  return (
    <PublicDocument
      organization={procedure.organization.name}
      logoSrc={procedure.organization.hasLogo ? `/api/v1/procedures/${procedure.id}/logo` : null}
      printLabel={t("public.print")}
    >
      {procedure.fallback ? (
        <PublicDocumentNote role="note" data-testid="language-fallback">
          {t("public.fallback", { requested: name(requested), shown: name(procedure.language) })}
        </PublicDocumentNote>
      ) : null}
      <PublicDocumentArticle
        lang={procedure.language}
        title={procedure.title}
        content={procedure.content}
        meta={
          <>
            {t("public.updated", { date: format.dateTime(procedure.lastModifiedDate, "day") })}
            {standards ? ` · ${t("public.standards", { standards })}` : null}
          </>
        }
      />
      {other && other !== procedure.language ? (
        <PublicDocumentNote>
          <Link href={`/operation/procedures/${procedure.id}/public?language_alpha2=${other}`}>
            {t("public.otherLanguage", { language: name(other) })}
          </Link>
        </PublicDocumentNote>
      ) : null}
    </PublicDocument>
  );
}
