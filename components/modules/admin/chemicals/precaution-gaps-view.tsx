import { Stack, Typography } from "@mui/material";
import AppLink from "@/components/platform/ui/link";
import { getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/platform/ui/link-button";
import { PageHeader } from "@/components/platform/ui/page-header";
import { Section } from "@/components/platform/ui/section";
import type { PrecautionGap } from "@/lib/modules/admin/chemicals/precaution-gaps";

/**
 * Per CLP table the reference data lacks: its statements, what was not read, and the products that
 * carry them, each marked when its precautionary statements were entered from its safety data
 * sheet, with the way to its form.
 */
export async function PrecautionGapsView({ gaps }: { gaps: PrecautionGap[] }) {
  const t = await getTranslations("chemicals.gaps");
  const open = gaps.reduce((count, gap) => count + gap.products.filter((product) => !product.fromSds).length, 0);
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t("title")}
        actions={
          <LinkButton href="/admin/chemicals" variant="outlined">
            {t("back")}
          </LinkButton>
        }
      >
        <Typography color="text.secondary">{t("intro")}</Typography>
        <Typography sx={{ fontWeight: 600 }}>{t("open", { count: open })}</Typography>
      </PageHeader>
      {gaps.map((gap) => (
        <Section
          key={`${gap.section}-${gap.category}`}
          title={`${gap.section} ${gap.hazardClass}${gap.category === "all" ? "" : `, ${gap.category}`}`}
        >
          <Typography variant="body2">
            {t("statements", { codes: gap.hazardStatements.join(", ") })}{" "}
            {gap.kinds.length === 4
              ? t("noTable")
              : t("notRead", { kinds: gap.kinds.map((kind) => t(`kinds.${kind}`)).join(", ") })}
          </Typography>
          {gap.products.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t("noProducts")}
            </Typography>
          ) : (
            <ul>
              {gap.products.map((product) => (
                <li key={product.id}>
                  <AppLink href={`/admin/chemicals/${product.id}/edit`}>{product.tradeName}</AppLink>
                  {": "}
                  {product.fromSds ? t("fromSds") : <strong>{t("toEnter")}</strong>}
                </li>
              ))}
            </ul>
          )}
        </Section>
      ))}
    </Stack>
  );
}
