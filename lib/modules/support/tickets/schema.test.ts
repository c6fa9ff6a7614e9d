import { isAppPath, supportTicketInputSchema } from "./schema";

describe("the page a ticket comes from", () => {
  it("is an address inside the app", () => {
    for (const page of ["/dashboard", "/monitoring/meters/5b0b6f5e?year=2026", "/help#api", "/søg?q=æøå"]) {
      expect(isAppPath(page)).toBe(true);
    }
  });

  it("is never an address elsewhere, however written", () => {
    for (const page of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "dashboard",
      "/dash\nboard",
      "/dash board",
      "",
    ]) {
      expect(isAppPath(page)).toBe(false);
    }
  });

  it("may be left out, and a ticket carries at most three distinct files", () => {
    const base = { id: "5b0b6f5e-4c43-4f6a-9d1e-3f0a4b8c2d11", subject: "Help", message: "Please" };
    expect(supportTicketInputSchema.parse({ ...base, page: "" }).page).toBeNull();
    const file = "6b0b6f5e-4c43-4f6a-9d1e-3f0a4b8c2d11";
    expect(supportTicketInputSchema.parse({ ...base, fileIds: [file, file] }).fileIds).toEqual([file]);
    const four = [1, 2, 3, 4].map((n) => `${n}b0b6f5e-4c43-4f6a-9d1e-3f0a4b8c2d11`);
    expect(supportTicketInputSchema.safeParse({ ...base, fileIds: four }).success).toBe(false);
  });
});
