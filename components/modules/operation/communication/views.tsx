import { Stack } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/platform/ui/link-button";
import { COMMUNICATION_VIEWS, type CommunicationView } from "@/lib/modules/operation/communication/choices";

/** The communication screen's two views as links, the log first (each a server page of its own state). */
export async function CommunicationViews({ current }: { current: CommunicationView }) {
  const t = await getTranslations("communication");
  return (
    <Stack direction="row" spacing={1} component="nav" aria-label={t("title")} sx={{ flexWrap: "wrap" }}>
      {COMMUNICATION_VIEWS.map((view) => (
        <LinkButton
          key={view}
          href={view === "log" ? "/operation/communication" : `/operation/communication?view=${view}`}
          variant={view === current ? "contained" : "outlined"}
        >
          {t(`tabs.${view}`)}
        </LinkButton>
      ))}
    </Stack>
  );
}
