import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { LegislationForm } from "@/components/modules/admin/legislation/legislation-form";
import { orNull } from "@/lib/platform/pages/load";
import { getLegislation, listTopics } from "@/lib/modules/admin/legislation/data";
import { topicOption } from "@/lib/modules/admin/legislation/topic-options";
import { withClientMessages } from "@/components/platform/providers/client-messages";
import { getLanguage } from "@/lib/platform/i18n/get-language";

export async function generateMetadata() {
  return { title: (await getTranslations("legislation.catalogue"))("title") };
}

async function EditLegislationPage({ params }: { params: Promise<{ id: string }> }) {
  const legislation = await orNull(getLegislation((await params).id));
  if (!legislation) notFound();
  const topics = (await listTopics({})).map(topicOption(await getLanguage()));
  return <LegislationForm legislation={legislation} topics={topics} />;
}

export default withClientMessages(EditLegislationPage, "(app)/admin/legislation/[id]/edit");
