import { Box, Stack, Typography } from "@mui/material";
import Link from "@/components/platform/ui/link";
import { getLocale, getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/platform/ui/link-button";
import { Section } from "@/components/platform/ui/section";
import { Tag } from "@/components/platform/ui/tag";
import type { CoverageRow } from "@/lib/modules/leadership/delegation/dto";
import { nameIn } from "./names";

/**
 * Coverage: how many required responsibilities nobody holds and how many delegations wait for
 * acceptance, then every responsibility with its holders today. Managers delegate an uncovered one
 * in place and keep the organization's own responsibilities.
 */
export async function CoverageSection({ rows, manages }: { rows: CoverageRow[]; manages: boolean }) {
  const t = await getTranslations("delegation");
  const locale = await getLocale();
  const uncovered = rows.filter((row) => row.uncovered).length;
  const waiting = rows.flatMap((row) => row.holders).filter((holder) => !holder.accepted).length;
  return (
    <Section title={t("coverage.title")}>
      <Box id="coverage" sx={{ scrollMarginTop: 80 }} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t("coverage.intro")}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: "wrap", gap: 1 }} data-testid="coverage-summary">
        {uncovered ? (
          <Tag color="error" label={t("coverage.uncovered", { count: uncovered })} />
        ) : (
          <Tag color="success" label={t("coverage.allCovered")} />
        )}
        {waiting ? <Tag color="warning" label={t("coverage.waiting", { count: waiting })} /> : null}
      </Stack>
      <Stack component="ul" sx={{ listStyle: "none", p: 0, m: 0 }} aria-label={t("coverage.title")}>
        {rows.map((row) => (
          <Box
            component="li"
            key={row.id}
            data-responsibility={row.code ?? row.id}
            data-uncovered={row.uncovered ? "true" : undefined}
            sx={{
              display: "grid",
              gridTemplateColumns: { xs: "1fr", sm: "minmax(0, 2fr) minmax(0, 3fr) 7.5rem" },
              gap: 1,
              py: 1,
              borderBottom: 1,
              borderColor: "divider",
              alignItems: "center",
            }}
          >
            <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
              {manages && !row.catalogue ? (
                <Link href={`/leadership/delegation/responsibilities/${row.id}`}>{nameIn(row, locale)}</Link>
              ) : (
                <span>{nameIn(row, locale)}</span>
              )}
              {row.required ? <Tag size="small" variant="outlined" label={t("coverage.required")} /> : null}
            </Box>
            <Typography color={row.uncovered ? "error" : undefined}>
              {row.holders.length === 0
                ? t("coverage.nobody")
                : row.holders
                    .map((holder) =>
                      holder.accepted ? holder.member.name : t("coverage.holderWaiting", { name: holder.member.name }),
                    )
                    .join(", ")}
            </Typography>
            {manages && row.holders.length === 0 ? (
              <LinkButton
                href={`/leadership/delegation/new?responsibilityId=${row.id}`}
                size="small"
                variant="outlined"
              >
                {t("coverage.delegate")}
              </LinkButton>
            ) : (
              <span />
            )}
          </Box>
        ))}
      </Stack>
      {manages ? (
        <Box sx={{ mt: 2 }}>
          <LinkButton href="/leadership/delegation/responsibilities/new" variant="outlined">
            {t("responsibility.add")}
          </LinkButton>
        </Box>
      ) : null}
    </Section>
  );
}
