// The demo tenants and accounts listed in the README. Every account's password: Demo-password-1.
import { hashPassword } from "../../lib/platform/auth/passwords";
import type { OrgScope, SystemScope } from "../../lib/generated/prisma/enums";
import type { SeedClient } from "./client";

export const DEMO_PASSWORD = "Demo-password-1";
const DEMO_HOLDING = "Nordic Demo Holding A/S";

type Location = { address: string; zipCode: string; city: string; countryAlpha2: string };

async function holding(
  db: SeedClient,
  name: string,
  featureAccess: "FULL" | "LIMITED",
  naceCode: string,
  location: Location,
) {
  const created = await db.organization.create({
    data: { name, type: "HOLDING", featureAccess, naceCode, ...location },
  });
  return db.organization.update({ where: { id: created.id }, data: { holdingId: created.id } });
}

async function child(
  db: SeedClient,
  parent: { id: string; holdingId: string | null },
  name: string,
  type: "SUBSIDIARY" | "DEPARTMENT",
  extra: Partial<Location> & { naceCode?: string } = {},
) {
  return db.organization.create({ data: { name, type, parentId: parent.id, holdingId: parent.holdingId, ...extra } });
}

async function account(
  db: SeedClient,
  passwordHash: string,
  email: string,
  name: string,
  organizationId: string,
  scopes: OrgScope[],
  systemScopes: SystemScope[] = [],
  language: "en" | "da" = "en",
) {
  const user = await db.user.create({ data: { email, name, passwordHash, systemScopes, language } });
  await db.membership.create({ data: { userId: user.id, organizationId, scopes } });
  return user;
}

export async function seedDemoIdentity(db: SeedClient) {
  if (await db.organization.findFirst({ where: { name: DEMO_HOLDING, type: "HOLDING" } })) return null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const nordic = await holding(db, DEMO_HOLDING, "FULL", "25.62", {
    address: "Industrivej 12",
    zipCode: "8000",
    city: "Aarhus C",
    countryAlpha2: "DK",
  });
  const production = await child(db, nordic, "Nordic Demo Production ApS", "SUBSIDIARY", {
    naceCode: "25.11",
    address: "Fabriksvej 4",
    zipCode: "7100",
    city: "Vejle",
    countryAlpha2: "DK",
  });
  const maintenance = await child(db, nordic, "Maintenance", "DEPARTMENT");
  const limited = await holding(db, "Limited Demo ApS", "LIMITED", "71.12", {
    address: "Havnegade 3",
    zipCode: "5000",
    city: "Odense C",
    countryAlpha2: "DK",
  });
  const other = await holding(db, "Other Holding A/S", "FULL", "49.41", {
    address: "Vestergade 20",
    zipCode: "1456",
    city: "København K",
    countryAlpha2: "DK",
  });

  await account(db, passwordHash, "admin@demo.example", "Alex Admin", nordic.id, ["MANAGE"], ["MAINTAIN", "MANAGE"]);
  const manager = await account(db, passwordHash, "manager@demo.example", "Mette Manager", nordic.id, ["MANAGE"]);
  const editor = await account(db, passwordHash, "editor@demo.example", "Erik Editor", nordic.id, ["EDIT"]);
  await account(db, passwordHash, "reader@demo.example", "Rikke Reader", nordic.id, ["READ"]);
  await account(db, passwordHash, "limited@demo.example", "Lars Limited", limited.id, ["MANAGE"], [], "da");
  await account(db, passwordHash, "other@demo.example", "Olivia Other", other.id, ["MANAGE"]);
  return { nordic, production, maintenance, limited, other, manager, editor };
}
