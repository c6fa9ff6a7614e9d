import { isActionOpen, statusProblem } from "./status";

const open = { doneDate: null, waived: false };
const done = { doneDate: "2026-01-02", waived: false };
const waived = { doneDate: null, waived: true };

describe("event status flow", () => {
  it("closes only when every action is done or waived", () => {
    expect(statusProblem("CLOSED", [done, waived])).toBeNull();
    expect(statusProblem("CLOSED", [])).toBeNull();
    expect(statusProblem("CLOSED", [done, open])).toBe("actionsOpen");
  });

  it("waits for actions only while one is open", () => {
    expect(statusProblem("ACTIONS_PENDING", [open])).toBeNull();
    expect(statusProblem("ACTIONS_PENDING", [done])).toBe("noOpenActions");
    expect(statusProblem("ACTIONS_PENDING", [])).toBe("noOpenActions");
  });

  it("lets an event be reported or investigated with any actions", () => {
    expect(statusProblem("REPORTED", [open])).toBeNull();
    expect(statusProblem("UNDER_INVESTIGATION", [open, done])).toBeNull();
  });

  it("counts an action as open until it is done or waived", () => {
    expect([open, done, waived].map(isActionOpen)).toEqual([true, false, false]);
  });
});
