import { hashPassword, passwordProblem, verifyPassword } from "./passwords";

describe("password hashing", () => {
  it("verifies the right password and rejects a wrong one", async () => {
    const hash = await hashPassword("Correct-horse-battery");
    expect(hash).not.toContain("Correct-horse-battery");
    await expect(verifyPassword("Correct-horse-battery", hash)).resolves.toBe(true);
    await expect(verifyPassword("correct-horse-battery", hash)).resolves.toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("Same-password-twice")).not.toEqual(await hashPassword("Same-password-twice"));
  });

  it("rejects a malformed stored hash", async () => {
    await expect(verifyPassword("anything-at-all", "plain-text")).resolves.toBe(false);
  });
});

describe("password policy", () => {
  it.each([
    ["short-pass", "a@b.example", "too_short"],
    ["anne@demo.example", "Anne@demo.example", "same_as_email"],
    ["qwerty123456", "a@b.example", "too_common"],
    ["1qaz2wsx3edc", "a@b.example", "too_common"],
    ["Granite-river-7", "a@b.example", null],
  ])("%s for %s → %s", (password, email, problem) => {
    expect(passwordProblem(password, email)).toBe(problem);
  });
});
