import { Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { Section } from "@/components/platform/ui/section";
import { FactList } from "@/components/platform/ui/fact-list";
import type { MachineDto } from "@/lib/modules/monitoring/machines/dto";

/** What a machine is, where it stands, since when and who answers for it. */
export async function MachineFacts({ machine }: { machine: MachineDto }) {
  const t = await getTranslations("machines");
  const tBook = await getTranslations("controlBook");
  const format = await getFormatter();
  const day = (date: string | null) => (date ? format.dateTime(new Date(date), "day") : tBook("none"));
  const facts: [string, string][] = [
    [t("columns.kind"), machine.kind ?? tBook("none")],
    [t("columns.manufacturer"), machine.manufacturer ?? tBook("none")],
    [t("columns.model"), machine.model ?? tBook("none")],
    [t("columns.serialNumber"), machine.serialNumber ?? tBook("none")],
    [t("columns.area"), machine.area?.name ?? tBook("none")],
    [t("columns.responsible"), machine.responsible?.name ?? tBook("none")],
    [t("columns.inceptionDate"), day(machine.inceptionDate)],
    [t("columns.endOfUseDate"), day(machine.endOfUseDate)],
  ];
  return (
    <Section>
      <FactList facts={facts} />
      {machine.description ? (
        <Typography sx={{ whiteSpace: "pre-line", mt: 1 }} aria-label={t("columns.description")}>
          {machine.description}
        </Typography>
      ) : null}
    </Section>
  );
}
