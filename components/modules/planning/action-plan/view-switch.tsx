import { getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/platform/ui/link-button";

/** List or board: two links keeping the filters, the current one marked for assistive technology too. */
export async function ActionViewSwitch({ board, filters }: { board: boolean; filters: Record<string, string> }) {
  const t = await getTranslations("actionPlan.views");
  const query = (view: "list" | "board") => {
    const search = new URLSearchParams(filters);
    if (view === "board") search.set("view", "board");
    const text = search.toString();
    return `/planning/action-plan${text ? `?${text}` : ""}`;
  };
  return (
    <nav aria-label={t("label")} style={{ display: "flex", gap: 4 }}>
      <LinkButton
        href={query("list")}
        variant={board ? "outlined" : "contained"}
        aria-current={board ? undefined : "page"}
      >
        {t("list")}
      </LinkButton>
      <LinkButton
        href={query("board")}
        variant={board ? "contained" : "outlined"}
        aria-current={board ? "page" : undefined}
      >
        {t("board")}
      </LinkButton>
    </nav>
  );
}
