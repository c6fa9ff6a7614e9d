// GET /api/v1/substances/notes: the notes of CLP Annex VI (A to U and the numbered ones) that its entries carry, with where the legal text explains them.
import { userRoute } from "@/lib/platform/api/route";
import { substanceAccess } from "@/lib/modules/admin/substances/access";
import { listAnnexViNotes } from "@/lib/modules/admin/substances/data";
import { annexViNotesSchema } from "@/lib/modules/admin/hazard-data/dto";

export const GET = userRoute({ access: substanceAccess.browse, response: annexViNotesSchema }, () =>
  listAnnexViNotes(),
);
