import fs from "node:fs";
import { pdfText } from "../../support/pdf-text";
import { expect, test } from "../test";
import { hydrated } from "../pages/hydration";
import { Shell } from "../pages/shell";
import { SignInPage } from "../pages/sign-in-page";

test("a manager prepares last year's management review, comments its inputs, decides, holds it and approves the minutes, which download as a PDF", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const title = `Management review of the year ${stamp}`;
  const lastYear = new Date().getFullYear() - 1;
  const monitoringComment = `Electricity fell after the compressor was replaced ${stamp}.`;
  const objectivesComment = `Two of three objectives are on track ${stamp}.`;
  const decision = `Renew the energy target for the coming year ${stamp}`;
  const action = `Draft the new energy target ${stamp}`;

  await new SignInPage(page).signInAs("manager@demo.example");
  await page.goto("/evaluation/management-review");
  await expect(page.getByRole("heading", { level: 1, name: "Management review" })).toBeVisible();
  await page.getByRole("link", { name: "Prepare a review" }).click();

  // a new review: met today, about the previous calendar year
  const form = page.getByRole("form", { name: "Prepare a management review" });
  const titleField = await hydrated(form.getByRole("textbox", { name: "Review", exact: true }));
  await expect(titleField).toHaveValue(`Management review ${lastYear}`);
  await titleField.fill(title);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(new Shell(page).toast()).toContainText("The review is saved.");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(`1 Jan ${lastYear} – 31 Dec ${lastYear}`).first()).toBeVisible();
  await expect(page.getByTestId("inputs-notice")).toContainText("Read live from the records for the period");

  // the presenters' comments on two inputs, each in its own section
  for (const [input, comment] of [
    ["Monitoring and measurement", monitoringComment],
    ["Objectives and their progress", objectivesComment],
  ]) {
    const section = page.getByRole("region", { name: input, exact: true });
    await (await hydrated(section.getByRole("button", { name: "Write a comment" }))).click();
    const commentForm = section.getByRole("form", { name: `Comment on ${input}` });
    await commentForm.getByRole("textbox", { name: "Comment" }).fill(comment);
    await commentForm.getByRole("button", { name: "Save the comment" }).click();
    await expect(section.getByText(comment)).toBeVisible();
    await expect(section.getByRole("button", { name: "Change the comment" })).toBeVisible();
  }

  // a decision, carried out by an action in the action plan
  await (await hydrated(page.getByRole("button", { name: "Add a decision" }))).click();
  const decisionForm = page.getByRole("form", { name: "Add a decision" });
  await decisionForm.getByRole("textbox", { name: "Decision" }).fill(decision);
  await decisionForm.getByRole("checkbox", { name: "Propose the corrective action now" }).check();
  await decisionForm.getByRole("textbox", { name: "Corrective action" }).fill(action);
  await decisionForm.getByRole("button", { name: "Save the decision" }).click();
  const decisions = page.getByTestId("review-decisions");
  await expect(decisions).toContainText(decision);
  await expect(decisions.getByRole("link", { name: action })).toBeVisible();

  // approving comes after the meeting: the draft says so and offers no approval
  await expect(page.getByText("Hold the review first: the minutes are approved with frozen inputs.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Approve the minutes" })).toHaveCount(0);

  // the meeting is held: its inputs are frozen
  page.once("dialog", (dialog) => void dialog.accept());
  await (await hydrated(page.getByRole("button", { name: "Hold the review: freeze the inputs" }))).click();
  await expect(page.getByTestId("inputs-notice")).toContainText(/Frozen .* by Mette Manager/);
  await expect(page.getByRole("button", { name: "Hold the review: freeze the inputs" })).toHaveCount(0);
  await expect(page.getByText(/^Held .* by Mette Manager$/)).toBeVisible();

  // the manager approves the minutes; they are read-only after
  page.once("dialog", (dialog) => void dialog.accept());
  await (await hydrated(page.getByRole("button", { name: "Approve the minutes" }))).click();
  await expect(page.getByTestId("review-read-only")).toBeVisible();
  await expect(page.getByText(/^Approved .* by Mette Manager$/).first()).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("review-read-only")).toContainText("The minutes are approved");
  await expect(
    page.getByRole("button", {
      name: /Write a comment|Change the comment|Add a decision|Hold the review|Approve the minutes/,
    }),
  ).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Edit", exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Add an action" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Monitoring and measurement", exact: true })).toContainText(
    monitoringComment,
  );

  // the minutes: the comments and the decision with its action, as approved
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the minutes (PDF)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const text = pdfText(fs.readFileSync((await download.path())!)).replace(/\s+/g, " ");
  expect(text).toContain(`Minutes of the management review: ${title}`);
  expect(text).toContain(monitoringComment);
  expect(text).toContain(objectivesComment);
  expect(text).toContain(decision);
  expect(text).toContain(action);
  expect(text).toMatch(/Approved .* by Mette Manager/);

  // a reader sees the approved minutes and changes nothing
  const address = page.url();
  await new Shell(page).signOut();
  await new SignInPage(page).signInAs("reader@demo.example");
  await page.goto(address);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download the minutes (PDF)" })).toBeVisible();
  await expect(page.getByRole("button", { name: /comment|decision|Hold the review|Approve/ })).toHaveCount(0);
});
