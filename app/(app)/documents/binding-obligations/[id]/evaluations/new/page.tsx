import { notFound, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { EvaluationForm } from "@/components/modules/documents/binding-obligations/evaluation-form";
import { scheduleWords } from "@/components/modules/documents/binding-obligations/schedule-text";
import { withClientMessages } from "@/components/platform/providers/client-messages";
import { permits } from "@/lib/platform/auth/access";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { orNull } from "@/lib/platform/pages/load";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { obligationAccess } from "@/lib/modules/documents/binding-obligations/access";
import { getObligation } from "@/lib/modules/documents/binding-obligations/data";
import { actTitle } from "@/lib/modules/documents/binding-obligations/dto";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata() {
  return { title: (await getTranslations("bindingObligations"))("form.recordTitle") };
}

/** A new evaluation of an obligation; an archived obligation is restored before it is evaluated. */
async function NewEvaluationPage({ params }: Props) {
  const [{ id }, { context }] = await Promise.all([params, getPageContext()]);
  if (!permits(obligationAccess.evaluate, context)) redirect("/unauthorized");
  const obligation = await orNull(getObligation(context, id));
  if (!obligation) notFound();
  if (obligation.archivedDate) redirect(`/documents/binding-obligations/${obligation.id}`);
  const t = await getTranslations("bindingObligations");
  const words = await scheduleWords();
  return (
    <EvaluationForm
      key={context.organizationId}
      organizationId={context.organizationId}
      obligationId={obligation.id}
      actTitle={actTitle(obligation.legislation)}
      today={calendarToday().toISOString().slice(0, 10)}
      nextHelp={t("form.nextAfterThisHelp", { schedule: words.schedule(obligation) })}
    />
  );
}

export default withClientMessages(NewEvaluationPage, "(app)/documents/binding-obligations/[id]/evaluations/new");
