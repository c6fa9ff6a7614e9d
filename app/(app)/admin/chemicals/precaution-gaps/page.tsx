import { getTranslations } from "next-intl/server";
import { PrecautionGapsView } from "@/components/modules/admin/chemicals/precaution-gaps-view";
import { withClientMessages } from "@/components/platform/providers/client-messages";
import { precautionGaps } from "@/lib/modules/admin/chemicals/precaution-gaps";

export async function generateMetadata() {
  return { title: (await getTranslations("chemicals"))("gaps.title") };
}

/** The CLP tables the reference data lacks, with the products whose statements they would answer. */
async function PrecautionGapsPage() {
  return <PrecautionGapsView gaps={await precautionGaps()} />;
}

export default withClientMessages(PrecautionGapsPage, "(app)/admin/chemicals/precaution-gaps");
