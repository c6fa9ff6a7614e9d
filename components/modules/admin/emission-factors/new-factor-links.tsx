import { getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/platform/ui/link-button";

/** The meter types factors are kept for; a factor's units are those of its meter type. */
const TYPES = ["ELECTRICITY", "HEAT", "GAS", "TANK_BEARING", "MASS", "FLEET"] as const;

/** "New factor for …": one link per meter type. */
export async function NewFactorLinks() {
  const t = await getTranslations("emissionFactors");
  return (
    <nav aria-label={t("chooseType")} style={{ display: "flex", flexWrap: "wrap", gap: 8 }}>
      {TYPES.map((type) => (
        <LinkButton key={type} href={`/admin/emission-factors/new/${type}`} variant="outlined" size="small">
          {t("newOf", { type: t(`utilityTypes.${type}`) })}
        </LinkButton>
      ))}
    </nav>
  );
}
