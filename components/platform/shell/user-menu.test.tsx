/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { UserMenu } from "./user-menu";

describe("the account button", () => {
  it("is named by its full label, which contains what it shows (label in name), not by aria-label", () => {
    render(<UserMenu name="Lars Limited" email="limited@demo.example" label="Konto for Lars Limited" />);
    const button = screen.getByRole("button", { name: "Konto for Lars Limited" });
    expect(button.getAttribute("aria-label")).toBeNull();
    expect(button.textContent).toContain("Konto for Lars Limited");
  });
});
