import { getTranslations } from "next-intl/server";
import { InspectionForm } from "@/components/modules/monitoring/control-book/inspection-form";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { inspectionAccess } from "@/lib/modules/monitoring/control-book/access";
import { getInspection } from "@/lib/modules/monitoring/control-book/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("controlBook.inspections");
  return recordTitle(params, getInspection, { record: () => t("editTitle"), new: t("newTitle") });
}

/** `?complete=true` opens the form ready to record the inspection as done. */
async function EditInspectionPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ complete?: string }>;
}) {
  const { context, record } = await recordPage(params, getInspection, { create: inspectionAccess.create });
  const complete = (await searchParams).complete === "true" && record?.status === "PENDING";
  return (
    <InspectionForm
      key={context.organizationId}
      organizationId={context.organizationId}
      inspection={record}
      complete={complete}
      today={calendarToday().toISOString().slice(0, 10)}
    />
  );
}

export default withClientMessages(EditInspectionPage, "(app)/monitoring/control-book/inspections/[id]/edit");
