import { getTranslations } from "next-intl/server";
import { RegisterScreen } from "@/components/modules/quick-actions/register/register-screen";
import { withClientMessages } from "@/components/platform/providers/client-messages";
import { permits } from "@/lib/platform/auth/access";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { meterAccess } from "@/lib/modules/monitoring/meters/access";
import { wasteAccess } from "@/lib/modules/monitoring/waste/access";
import { collectionChoices } from "@/lib/modules/monitoring/waste/data";
import { meterChoices } from "@/lib/modules/quick-actions/data";

export async function generateMetadata() {
  return { title: (await getTranslations("quickActions.register"))("title") };
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The phone's "Register": a meter reading or a waste collection. A meter's QR label leads here with
 * the meter chosen (`?meterId=…`); `?kind=collection` opens the waste collection.
 */
async function RegisterPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { context, user } = await getPageContext();
  const query = await searchParams;
  const t = await getTranslations("waste.units");
  const [readings, arrangements] = await Promise.all([
    permits(meterAccess.update, context) ? meterChoices(context, one(query.meterId)) : null,
    permits(wasteAccess.create, context) ? collectionChoices(context) : null,
  ]);
  return (
    <RegisterScreen
      // another organization's drafts are its own
      key={context.organizationId}
      organizationId={context.organizationId}
      userId={user.id}
      meters={readings?.meters ?? null}
      chosenMeter={readings?.chosen ?? null}
      arrangements={
        arrangements?.map((arrangement) => ({
          id: arrangement.id,
          handlerId: arrangement.handlerId,
          label: `${arrangement.handlerName} · ${arrangement.name}`,
          detail: arrangement.wasteTypeCode,
          unit: t(arrangement.unit),
        })) ?? null
      }
      initial={one(query.kind) === "collection" ? "collection" : "reading"}
    />
  );
}

export default withClientMessages(RegisterPage, "(app)/quick/register");
