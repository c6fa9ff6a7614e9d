import { cache } from "react";
import { loadOrNotFound } from "@/lib/platform/pages/load";
import { getPublicProcedure } from "@/lib/modules/operation/procedures/data";
import { CONTENT_LANGUAGES, type ContentLanguage } from "@/lib/modules/operation/procedures/choices";
import { PublicProcedureView } from "@/components/modules/operation/procedures/public-procedure";
import { withClientMessages } from "@/components/platform/providers/client-messages";
import { getLanguage } from "@/lib/platform/i18n/get-language";

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The language asked for in `language_alpha2`, else the visitor's interface language. */
async function requestedLanguage(searchParams: Props["searchParams"]): Promise<ContentLanguage> {
  const asked = (await searchParams).language_alpha2;
  const known = (value: unknown): value is ContentLanguage => CONTENT_LANGUAGES.includes(value as ContentLanguage);
  if (known(asked)) return asked;
  const locale = await getLanguage();
  return known(locale) ? locale : "en";
}

/** Anyone's view of a published procedure; an unpublished, archived or unknown one is the same 404 page. */
const load = cache(async (id: string, language: ContentLanguage) =>
  loadOrNotFound(id, (procedureId) => getPublicProcedure(procedureId, language)),
);

export async function generateMetadata({ params, searchParams }: Props) {
  const procedure = await load((await params).id, await requestedLanguage(searchParams));
  return { title: `${procedure.title} · ${procedure.organization.name}` };
}

async function PublicProcedurePage({ params, searchParams }: Props) {
  const { id } = await params;
  const requested = await requestedLanguage(searchParams);
  const procedure = await load(id, requested);
  // the other language, offered only when the procedure is written in it
  const otherLanguage = CONTENT_LANGUAGES.find((language) => language !== procedure.language)!;
  const other = procedure.fallback ? null : (await load(id, otherLanguage)).fallback ? null : otherLanguage;
  return <PublicProcedureView procedure={procedure} requested={requested} other={other} />;
}

export default withClientMessages(PublicProcedurePage, "(public)/operation/procedures/[id]/public");
