/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { act } from "react";
import { SubmitButton } from "./submit-button";

const button = (name: string) => screen.getByRole<HTMLButtonElement>("button", { name });

test("the server's HTML carries a disabled button, so a press before hydration submits nothing", () => {
  const html = renderToString(<SubmitButton>Save</SubmitButton>);
  expect(html).toMatch(/<button[^>]*disabled=""/);
  expect(html).toMatch(/type="submit"/);
});

test("after hydration the button is enabled, unless the form says otherwise", async () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<SubmitButton>Save</SubmitButton>);
  document.body.appendChild(container);
  expect(button("Save").disabled).toBe(true);
  await act(async () => {
    hydrateRoot(container, <SubmitButton>Save</SubmitButton>);
  });
  expect(button("Save").disabled).toBe(false);

  render(<SubmitButton disabled>Saving</SubmitButton>);
  expect(button("Saving").disabled).toBe(true);
});
