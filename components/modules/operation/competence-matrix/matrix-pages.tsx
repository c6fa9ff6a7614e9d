import Link from "@/components/platform/ui/link";
import { getTranslations } from "next-intl/server";
import styles from "./competence-matrix.module.css";

/** Previous and next page of members, as links, with where the person is. */
export async function MatrixPages({
  page,
  pages,
  pageHref,
}: {
  page: number;
  pages: number;
  pageHref: (page: number) => string;
}) {
  if (pages <= 1) return null;
  const t = await getTranslations("competenceMatrix.pages");
  return (
    <nav aria-label={t("label")} className={styles.pages}>
      {page > 0 ? <Link href={pageHref(page - 1)}>{t("previous")}</Link> : null}
      <span>{t("pageOf", { page: page + 1, pages })}</span>
      {page + 1 < pages ? <Link href={pageHref(page + 1)}>{t("next")}</Link> : null}
    </nav>
  );
}
