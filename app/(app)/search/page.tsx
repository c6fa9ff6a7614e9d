import { getTranslations } from "next-intl/server";
import AppLink from "@/components/platform/ui/link";
import { SearchScreen } from "@/components/modules/search/search-screen";
import styles from "@/components/modules/search/search.module.css";
import { withClientMessages } from "@/components/platform/providers/client-messages";
import { search } from "@/lib/modules/search/data";
import { SEARCH_KIND_KEYS } from "@/lib/modules/search/kinds";
import { HITS_PER_KIND, searchScreenHref } from "@/lib/modules/search/screen";
import { getPageContext } from "@/lib/platform/auth/page-context";

export async function generateMetadata() {
  return { title: (await getTranslations("searchAll"))("title") };
}

type Params = Record<string, string | string[] | undefined>;
const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The search screen (the phone's quick action "Search" too): the hits of the address's text are
 * rendered here on the server, so a shared link or a reload shows them at once; typing then asks
 * the API as the app bar's box does.
 */
async function SearchPage({ searchParams }: { searchParams: Promise<Params> }) {
  const t = await getTranslations("searchAll");
  const { context, active } = await getPageContext();
  const params = await searchParams;
  const q = single(params.q)?.slice(0, 1000) ?? "";
  const asked = single(params.kind);
  const kind = asked && SEARCH_KIND_KEYS.includes(asked) ? asked : undefined;
  const archived = single(params.archived) === "true";
  const initial = q.trim()
    ? await search(context, { q, kind, archived: archived ? "true" : "false", limit: HITS_PER_KIND.screen })
    : null;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{kind ? t("titleOfKind", { kind: t(`kinds.${kind}`) }) : t("title")}</h1>
      <p className={styles.intro}>{t("intro", { organization: active.name })}</p>
      {kind ? (
        <AppLink href={searchScreenHref({ q, archived })} className={styles.more}>
          {t("allKinds")}
        </AppLink>
      ) : null}
      <SearchScreen
        key={kind ?? ""}
        organizationId={context.organizationId}
        state={{ q, kind, archived }}
        initial={initial}
      />
    </div>
  );
}

export default withClientMessages(SearchPage, "(app)/search");
