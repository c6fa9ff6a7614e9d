// QR labels: sheets of labels for meters, machines, registered chemicals and areas (each kind's
// endpoint under its own resource, with its own read operation), and the short address a label's
// code holds, which leads the phone that scanned it to the record's screen.
import { defineModule } from "@/lib/platform/modules/manifest";
import { qrLabelAccess } from "./access";

export const qrLabelsModule = defineModule({
  key: "qr-labels",
  area: "platform",
  operations: { qrLabel: qrLabelAccess },
  screens: [{ path: "/q/[kind]/[id]", operation: qrLabelAccess.follow }],
});
