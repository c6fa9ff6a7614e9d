import { getTranslations } from "next-intl/server";
import { ProcedureForm } from "@/components/modules/operation/procedures/procedure-form";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { getProcedure } from "@/lib/modules/operation/procedures/data";
import { procedureAccess } from "@/lib/modules/operation/procedures/access";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("procedures.form");
  return recordTitle(params, getProcedure, {
    record: (procedure) => t("editTitle", { title: procedure.title }),
    new: t("newTitle"),
  });
}

async function EditProcedurePage({ params }: { params: Promise<{ id: string }> }) {
  const { context, record } = await recordPage(params, getProcedure, { create: procedureAccess.create });
  // keyed by organization: switching it in the header must start the form afresh
  return <ProcedureForm key={context.organizationId} organizationId={context.organizationId} procedure={record} />;
}

export default withClientMessages(EditProcedurePage, "(app)/operation/procedures/[id]/edit");
