import { getTranslations } from "next-intl/server";
import { ControlBookScreen } from "@/components/modules/quick-actions/control-book/control-book-screen";
import { withClientMessages } from "@/components/platform/providers/client-messages";
import { permits } from "@/lib/platform/auth/access";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { inspectionAccess } from "@/lib/modules/monitoring/control-book/access";
import { actingMember, dueInspections, inspectionToComplete } from "@/lib/modules/quick-actions/data";

export async function generateMetadata() {
  return { title: (await getTranslations("quickActions.controlBook"))("title") };
}

/**
 * The phone's "Add to control book": the due inspections to complete (`?inspectionId=…` opens one)
 * and an ad-hoc finding.
 */
async function ControlBookPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { context, user } = await getPageContext();
  const named = (await searchParams).inspectionId;
  const inspectionId = Array.isArray(named) ? named[0] : named;
  const [due, inspection, performedById] = await Promise.all([
    dueInspections(context),
    inspectionToComplete(context, inspectionId),
    actingMember(context),
  ]);
  return (
    <ControlBookScreen
      // another organization's drafts are its own; another inspection opens with its own
      key={`${context.organizationId}:${inspection?.id ?? ""}`}
      organizationId={context.organizationId}
      userId={user.id}
      performedById={performedById}
      due={due}
      inspection={inspection}
      gone={!!inspectionId && !inspection}
      mayRaiseEvent={permits(inspectionAccess.raiseEvent, context)}
    />
  );
}

export default withClientMessages(ControlBookPage, "(app)/quick/control-book");
