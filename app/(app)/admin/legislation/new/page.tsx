import { getTranslations } from "next-intl/server";
import { LegislationForm } from "@/components/modules/admin/legislation/legislation-form";
import { listTopics } from "@/lib/modules/admin/legislation/data";
import { topicOption } from "@/lib/modules/admin/legislation/topic-options";
import { withClientMessages } from "@/components/platform/providers/client-messages";
import { getLanguage } from "@/lib/platform/i18n/get-language";

export async function generateMetadata() {
  return { title: (await getTranslations("legislation.form"))("newTitle") };
}

async function NewLegislationPage() {
  const topics = (await listTopics({})).map(topicOption(await getLanguage()));
  return <LegislationForm legislation={null} topics={topics} />;
}

export default withClientMessages(NewLegislationPage, "(app)/admin/legislation/new");
