import { Stack } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/platform/ui/link-button";

export const CONTROL_BOOK_VIEWS = ["inspections", "agreements", "timeline"] as const;
export type ControlBookView = (typeof CONTROL_BOOK_VIEWS)[number];

/** The control book's three views as links (each a server page of its own state). */
export async function ControlBookViews({ current }: { current: ControlBookView }) {
  const t = await getTranslations("controlBook.tabs");
  const tBook = await getTranslations("controlBook");
  return (
    <Stack direction="row" spacing={1} component="nav" aria-label={tBook("title")} sx={{ flexWrap: "wrap" }}>
      {CONTROL_BOOK_VIEWS.map((view) => (
        <LinkButton
          key={view}
          href={view === "inspections" ? "/monitoring/control-book" : `/monitoring/control-book?view=${view}`}
          variant={view === current ? "contained" : "outlined"}
        >
          {t(view)}
        </LinkButton>
      ))}
    </Stack>
  );
}
