import { MachinesGrid } from "@/components/modules/monitoring/machines/machines-grid";
import { ListScreen, listScreenMetadata } from "@/components/platform/data-grid/list-screen";
import type { SearchParams } from "@/lib/platform/pages/list";
import { machineAccess } from "@/lib/modules/monitoring/machines/access";
import { listMachines } from "@/lib/modules/monitoring/machines/data";
import { machineList } from "@/lib/modules/monitoring/machines/schema";
import { withClientMessages } from "@/components/platform/providers/client-messages";
import { PrintLabels } from "@/components/modules/qr-labels/print-labels";
import { getPageContext } from "@/lib/platform/auth/page-context";

export const generateMetadata = listScreenMetadata("machines");

async function MachinesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { context } = await getPageContext();
  return (
    <ListScreen
      searchParams={searchParams}
      list={machineList}
      load={listMachines}
      create={machineAccess.create}
      links={<PrintLabels organizationId={context.organizationId} kind="machine" />}
      grid={MachinesGrid}
      messages="machines"
      path="/monitoring/machines"
      endpoint="machines"
      kind="machine"
      row={(machine, { day }) => ({
        id: machine.id,
        name: machine.name,
        kind: machine.kind,
        manufacturer: machine.manufacturer,
        model: machine.model,
        serialNumber: machine.serialNumber,
        area: machine.area?.name ?? null,
        responsible: machine.responsible?.name ?? null,
        inceptionDate: day(machine.inceptionDate)!,
        endOfUseDate: day(machine.endOfUseDate),
        lastModifiedDate: machine.lastModifiedDate.toISOString(),
      })}
    />
  );
}

export default withClientMessages(MachinesPage, "(app)/monitoring/machines");
