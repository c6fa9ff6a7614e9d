// The demo's support contacts, shown on the help page.
import type { SeedClient } from "./client";

export async function seedDemoSupportContacts(db: SeedClient) {
  await db.supportContact.createMany({
    data: [
      {
        name: "EHS Compass support",
        role: "Product support",
        email: "support@ehs-compass.example",
        phone: "+45 70 70 12 34",
        position: 1,
      },
      { name: "Nordic Demo IT", role: "Accounts and sign-in", email: "it@demo.example", position: 2 },
    ],
  });
}
