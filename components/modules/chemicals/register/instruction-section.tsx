import { Typography } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { Section } from "@/components/platform/ui/section";
import type { ChemicalRegisterDto } from "@/lib/modules/chemicals/register/dto";
import { INSTRUCTION_FIELDS } from "./instruction-fields";

/** The workplace instruction (arbejdspladsbrugsanvisning), part by part. */
export async function InstructionSection({ chemical, title }: { chemical: ChemicalRegisterDto; title: string }) {
  const t = await getTranslations("chemicalRegister.instruction");
  return (
    <Section title={title}>
      {INSTRUCTION_FIELDS.map(([key, field]) => (
        <div key={key}>
          <Typography component="h3" variant="subtitle2" sx={{ mt: 1 }}>
            {t(key)}
          </Typography>
          <Typography sx={{ whiteSpace: "pre-line" }} color={chemical[field] ? "text.primary" : "text.secondary"}>
            {chemical[field] ?? t("missing")}
          </Typography>
        </div>
      ))}
    </Section>
  );
}
