import { Box, Card, CardActions, CardContent, Stack, Typography } from "@mui/material";
import { LinkButton } from "@/components/platform/ui/link-button";
import { getTranslations } from "next-intl/server";
import { getPageContext } from "@/lib/platform/auth/page-context";
import type { MenuEntry } from "@/lib/platform/routes";
import { visibleMenu } from "@/lib/platform/shell/menu";

export async function generateMetadata() {
  return { title: (await getTranslations("dashboard"))("title") };
}

const firstOpen = (entries: MenuEntry[]) => entries.find((entry) => !entry.disabled && entry.href)?.href;

export default async function DashboardPage() {
  const t = await getTranslations();
  const { user, active, context } = await getPageContext();
  const groups = visibleMenu(context.grants, context.featureAccess).filter((group) => group.group !== "dashboard");
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          {t("dashboard.greeting", { name: user.name })}
        </Typography>
        <Typography color="text.secondary">
          {t("dashboard.activeOrganization", { organization: active.name })}
        </Typography>
        <Typography color="text.secondary">{t("dashboard.today", { date: new Date() })}</Typography>
      </Box>
      <Typography variant="h6" component="h2">
        {t("dashboard.modules")}
      </Typography>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))" }}>
        {groups.map(({ group, entries }) => (
          <Card key={group} variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {t(`menu.groups.${group}`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {entries.map((entry) => t(`menu.items.${group}.${entry.key}`)).join(" · ")}
              </Typography>
            </CardContent>
            <CardActions>
              {firstOpen(entries) ? (
                <LinkButton href={firstOpen(entries)!} size="small">
                  {t("dashboard.open")}
                </LinkButton>
              ) : (
                <Typography variant="caption" color="text.secondary" sx={{ px: 1 }}>
                  {t("dashboard.notYetAvailable")}
                </Typography>
              )}
            </CardActions>
          </Card>
        ))}
      </Box>
    </Stack>
  );
}
