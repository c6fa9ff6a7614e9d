import { List, ListItem, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import Link from "@/components/platform/ui/link";
import { Section } from "@/components/platform/ui/section";
import type { InspectionDto } from "@/lib/modules/monitoring/control-book/dto";

type Item = Pick<InspectionDto, "id" | "title" | "dueDate">;

/** The pending inspections of the coming year, month by month: plain HTML, no grid. */
/** The year ahead by month; each inspection links to its screen for those who may open it. */
export async function ControlBookTimeline({ items, canOpen }: { items: Item[]; canOpen: boolean }) {
  const t = await getTranslations("controlBook");
  const format = await getFormatter();
  const months = new Map<string, Item[]>();
  for (const item of items) {
    const key = item.dueDate.slice(0, 7);
    months.set(key, [...(months.get(key) ?? []), item]);
  }
  return (
    <Section title={t("tabs.timeline")}>
      <Typography color="text.secondary">{t("timelineIntro")}</Typography>
      {items.length === 0 ? <Typography sx={{ mt: 2 }}>{t("timelineEmpty")}</Typography> : null}
      {[...months].map(([month, monthItems]) => (
        <section key={month} aria-labelledby={`month-${month}`}>
          <Typography id={`month-${month}`} component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
            {format.dateTime(new Date(`${month}-01T00:00:00Z`), { year: "numeric", month: "long", timeZone: "UTC" })}
          </Typography>
          <List dense disablePadding>
            {monthItems.map((item) => (
              <ListItem key={item.id} disableGutters>
                <span>
                  {format.dateTime(new Date(item.dueDate), "day")}{" "}
                  {canOpen ? (
                    <Link href={`/monitoring/control-book/inspections/${item.id}`}>{item.title}</Link>
                  ) : (
                    item.title
                  )}
                </span>
              </ListItem>
            ))}
          </List>
        </section>
      ))}
    </Section>
  );
}
