import Link from "@/components/platform/ui/link";
import { getTranslations } from "next-intl/server";
import styles from "./competence-matrix.module.css";

/** The two views of the screen, the matrix and the training plan, as links that keep the filters. */
export async function ViewLinks({
  current,
  hrefs,
}: {
  current: "matrix" | "plan";
  hrefs: { matrix: string; plan: string };
}) {
  const t = await getTranslations("competenceMatrix.views");
  return (
    <nav aria-label={t("label")} className={styles.views}>
      {(["matrix", "plan"] as const).map((view) => (
        <Link
          key={view}
          href={hrefs[view]}
          aria-current={current === view ? "page" : undefined}
          className={current === view ? styles.viewActive : styles.view}
        >
          {t(view)}
        </Link>
      ))}
    </nav>
  );
}
