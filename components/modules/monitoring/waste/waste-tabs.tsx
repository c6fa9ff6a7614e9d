import { Stack } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/platform/ui/link-button";

/** The waste screen's two views: the handlers and the account. Plain links, so each is a page of its own. */
export async function WasteTabs({ current }: { current: "handlers" | "account" }) {
  const t = await getTranslations("waste.tabs");
  const tWaste = await getTranslations("waste");
  return (
    <Stack direction="row" spacing={1} component="nav" aria-label={tWaste("title")}>
      {(["handlers", "account"] as const).map((view) => (
        <LinkButton
          key={view}
          href={view === "handlers" ? "/monitoring/waste" : "/monitoring/waste?view=account"}
          variant={view === current ? "contained" : "outlined"}
        >
          {t(view)}
        </LinkButton>
      ))}
    </Stack>
  );
}
