import EditNoteIcon from "@mui/icons-material/EditNote";
import { Paper, Stack, Typography } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/platform/ui/link-button";

/** Before the first version: what a scope is, and for editors the way to write it. */
export async function ScopeEmptyState({ canEdit }: { canEdit: boolean }) {
  const t = await getTranslations("scope.empty");
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5} sx={{ alignItems: "flex-start" }}>
        <Typography variant="h6" component="h2">
          {t("title")}
        </Typography>
        <Typography>{t("what")}</Typography>
        <Typography color="text.secondary">{t("standards")}</Typography>
        {canEdit ? (
          <LinkButton href="/organization/scope/edit" variant="contained" startIcon={<EditNoteIcon />}>
            {t("write")}
          </LinkButton>
        ) : (
          <Typography color="text.secondary">{t("askEditor")}</Typography>
        )}
      </Stack>
    </Paper>
  );
}
