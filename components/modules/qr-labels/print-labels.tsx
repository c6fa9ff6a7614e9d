import { useTranslations } from "next-intl";
import { buttonClassName } from "@/components/platform/ui/link-button";
import { LABEL_LAYOUT_KEYS } from "@/lib/platform/pdf/label-layouts";
import { LABEL_ENDPOINTS, type QrKind } from "@/lib/modules/qr-labels/kinds";
import styles from "./print-labels.module.css";

/**
 * "Print QR labels": the sheet layouts folded under one button, each a download of the PDF. For one
 * record a single label or a full sheet of it; for a list a label of each record in use. Plain HTML
 * (a `details` element), so a detail page loads no code for it.
 */
export function PrintLabels(props: { organizationId: string; kind: QrKind; recordId?: string }) {
  const t = useTranslations("qrLabels");
  const endpoint = `/api/v1/organizations/${props.organizationId}/${LABEL_ENDPOINTS[props.kind]}`;
  const href = (layout: string, fill: "one" | "sheet") =>
    `${endpoint}?${new URLSearchParams({ ...(props.recordId ? { ids: props.recordId } : {}), layout, fill })}`;
  const fills = props.recordId ? (["one", "sheet"] as const) : (["one"] as const);
  return (
    <details className={styles.menu}>
      <summary className={buttonClassName("outlined")}>{t("print")}</summary>
      <ul className={styles.list}>
        {LABEL_LAYOUT_KEYS.map((layout) => (
          <li key={layout}>
            <span className={styles.layout}>{t(`layouts.${layout}`)}</span>
            {fills.map((fill) => (
              <span key={fill}>
                {" · "}
                <a href={href(layout, fill)} download>
                  {t(props.recordId ? fill : "each")}
                </a>
              </span>
            ))}
          </li>
        ))}
      </ul>
    </details>
  );
}
