// The action plan. Planning needs MANAGE (SPEC.md section 6); the member responsible for an action
// may see it and record its progress, evidence and completion whatever their scope, so those two
// operations ask for the least scope and name MANAGE as what acting on anyone's action takes
// (`beyondOwn`, checked by the data functions). Not part of LIMITED access: an event's actions stay
// on the event's own screens there.
import type { Operation } from "@/lib/platform/auth/access";

export const actionAccess = {
  list: { org: "MANAGE", limited: false },
  read: { org: "READ_PROCEDURES", beyondOwn: "MANAGE", limited: false },
  create: { org: "MANAGE", limited: false },
  update: { org: "MANAGE", limited: false },
  progress: { org: "READ_PROCEDURES", beyondOwn: "MANAGE", limited: false },
  checkEffectiveness: { org: "MANAGE", limited: false },
  archive: { org: "MANAGE", limited: false },
} as const satisfies Record<string, Operation>;
