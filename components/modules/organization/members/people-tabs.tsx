"use client";
import { Tab, Tabs } from "@mui/material";
import AppLink from "@/components/platform/ui/link";
import { useTranslations } from "next-intl";
import { PEOPLE_TABS, type PeopleTab } from "./lists";

/** The three lists as tabs that are links, so each tab has its own URL. */
export function PeopleTabs({ active }: { active: PeopleTab }) {
  const t = useTranslations("people.tabs");
  return (
    <Tabs value={active} aria-label={t("members")} variant="scrollable" allowScrollButtonsMobile>
      {PEOPLE_TABS.map((tab) => (
        <Tab key={tab} value={tab} label={t(tab)} component={AppLink} href={`?tab=${tab}`} scroll={false} />
      ))}
    </Tabs>
  );
}
