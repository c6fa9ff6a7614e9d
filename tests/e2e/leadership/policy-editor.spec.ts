// The rich-text editor by keyboard alone: a manager writes a policy with a heading, a bulleted
// list, a link and a table through the editor's shortcuts and its toolbar (reached with Tab and
// Escape, moved through with the arrow keys), saves it, finds it all again on reopening, changes
// a sentence and compares the two versions.
import { expect, test, type Page } from "../test";
import { PolicyPages } from "../pages/policy-pages";
import { SignInPage } from "../pages/sign-in-page";

const focused = (page: Page) => page.locator(":focus");

/** Moves through the open menu with the arrow keys until the item has the focus, and chooses it. */
async function chooseFromMenu(page: Page, name: string) {
  const item = page.getByRole("menuitem", { name });
  for (let step = 0; step < 10 && !(await item.evaluate((node) => node === document.activeElement)); step++) {
    await page.keyboard.press("ArrowDown");
  }
  await expect(item).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menu")).toHaveCount(0);
}

/** From the text to the toolbar's table button (Escape, then End), and one action of its menu. */
async function tableAction(page: Page, name: string, editor: ReturnType<PolicyPages["editor"]>) {
  await page.keyboard.press("Escape");
  await page.keyboard.press("End");
  await expect(focused(page)).toHaveAccessibleName("Table");
  await page.keyboard.press("Enter");
  await chooseFromMenu(page, name);
  await expect(editor).toBeFocused();
}

test("a manager writes a policy by keyboard with a heading, a list, a link and a table, and compares two versions", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const title = `Waste policy ${Date.now()}`;
  await new SignInPage(page).signInAs("manager@demo.example");
  const policies = new PolicyPages(page);
  await page.goto("/leadership/policies/new");
  const editor = policies.editor();
  await expect(editor).toBeVisible();
  await page.getByRole("textbox", { name: /^title/i }).focus();
  await page.keyboard.type(title);

  // Tab reaches the toolbar (one tab stop), Tab again the text
  await page.keyboard.press("Tab");
  await expect(focused(page)).toHaveAccessibleName("Bold");
  await expect(page.getByRole("toolbar", { name: "Text formatting" })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(editor).toBeFocused();

  // a heading by its shortcut
  await page.keyboard.press("Control+Alt+2");
  await page.keyboard.type("Purpose");
  await page.keyboard.press("Enter");
  await page.keyboard.type("We reduce waste on every site.");
  await page.keyboard.press("Enter");

  // a bulleted list from the toolbar: Escape goes there, the arrow keys move, Enter presses
  await page.keyboard.press("Escape");
  await expect(focused(page)).toHaveAccessibleName("Bold");
  for (let step = 0; step < 5; step++) await page.keyboard.press("ArrowRight");
  await expect(focused(page)).toHaveAccessibleName("Bulleted list");
  await page.keyboard.press("Enter");
  await expect(editor).toBeFocused();
  await page.keyboard.type("Sort cardboard");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Return pallets");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Bulleted list" })).toHaveAttribute("aria-pressed", "false");

  // a link on selected text through the link dialog (Ctrl+K)
  await page.keyboard.type("Read the guidance");
  await page.keyboard.press("Shift+Home");
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "Link" });
  await expect(dialog.getByRole("textbox", { name: "Web or e-mail address" })).toBeFocused();
  await page.keyboard.type("mst.dk/affald");
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(editor).toBeFocused();
  await expect(editor.getByRole("link", { name: "Read the guidance" })).toHaveAttribute(
    "href",
    "https://mst.dk/affald",
  );

  // the caret waits after the link: Enter starts a new paragraph and keeps the linked text; a last
  // sentence, and the table goes in the empty paragraph above it
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Reviewed yearly by management.");
  await page.keyboard.press("ArrowUp");

  // a table from the toolbar's table menu, filled with Tab from cell to cell; a row added below
  // the last one and the third column removed again
  await tableAction(page, "Insert table", editor);
  for (const [index, cell] of ["Site", "Target", "Note", "Vejle", "20 %", "x", "Aarhus", "30 %", "y"].entries()) {
    if (index) await page.keyboard.press("Tab");
    await page.keyboard.type(cell);
  }
  await tableAction(page, "Add row below", editor);
  await page.keyboard.press("Tab");
  await page.keyboard.type("Odense");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await tableAction(page, "Remove column", editor);
  await expect(editor.locator("table tr")).toHaveCount(4);
  await expect(editor.locator("th")).toHaveText(["Site", "Target"]);
  await expect(editor.locator("p").last()).toHaveText("Reviewed yearly by management.");

  await page.getByRole("button", { name: /^save$/i }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/leadership\/policies\/[0-9a-f-]{36}$/);

  const text = page.getByRole("region", { name: "Policy text" });
  await expect(text.getByRole("heading", { level: 2, name: "Purpose" })).toBeVisible();
  await expect(text.getByRole("list").getByRole("listitem")).toHaveText(["Sort cardboard", "Return pallets"]);
  await expect(text.getByRole("link", { name: "Read the guidance" })).toHaveAttribute("href", "https://mst.dk/affald");
  await expect(text.getByRole("table").getByRole("row")).toHaveCount(4);
  await expect(text.getByRole("columnheader")).toHaveText(["Site", "Target"]);
  await expect(text.getByRole("cell", { name: "Odense" })).toBeVisible();

  // reopened, the editor holds the same document
  await policies.editLink().click();
  await expect(editor.getByRole("heading", { level: 2, name: "Purpose" })).toBeVisible();
  await expect(editor.getByRole("listitem")).toHaveText(["Sort cardboard", "Return pallets"]);
  await expect(editor.getByRole("link", { name: "Read the guidance" })).toHaveAttribute(
    "href",
    "https://mst.dk/affald",
  );
  await expect(editor.locator("table tr")).toHaveCount(4);
  await expect(editor.locator("p").last()).toHaveText("Reviewed yearly by management.");

  // the last sentence changes, by keyboard too
  await editor.focus();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Shift+Home");
  await page.keyboard.type("Reviewed monthly by the safety committee.");
  await page.getByRole("textbox", { name: /^change note/i }).fill("Reviewed more often");
  await policies.save();

  await policies.versionsLink().click();
  await policies.compare(1, 2);
  await expect(policies.added().filter({ hasText: "monthly" })).toBeVisible();
  await expect(policies.added().filter({ hasText: "safety committee." })).toBeVisible();
  await expect(policies.removed().filter({ hasText: "yearly" })).toBeVisible();
  await expect(policies.removed().filter({ hasText: "management." })).toBeVisible();
  // the unchanged rest, the table's rows included, reads as before on both sides
  await expect(page.getByTestId("diff-added")).toContainText("Site Target");
  await expect(page.getByTestId("diff-removed")).toContainText("Odense");
});

test("a paste from Word keeps its heading, list and bold text and leaves Word's markup behind", async ({ page }) => {
  await new SignInPage(page).signInAs("manager@demo.example");
  await page.goto("/leadership/policies/new");
  const editor = new PolicyPages(page).editor();
  await editor.focus();
  // what Word puts on the clipboard, shortened: a browser test cannot read the real clipboard
  await editor.evaluate((element) => {
    const data = new DataTransfer();
    data.setData(
      "text/html",
      "<html xmlns:o='urn:schemas-microsoft-com:office:office'><head><style>p.MsoNormal{margin:0}</style></head><body>" +
        "<h1 class=MsoTitle>Chemicals<o:p></o:p></h1>" +
        "<p class=MsoNormal style='mso-margin-top-alt:auto'><b>Store</b> acids apart<o:p></o:p></p>" +
        "<p class=MsoListParagraph style='mso-list:l0 level1 lfo1'><span style='mso-list:Ignore'>·<span>&nbsp; </span></span>Label them<o:p></o:p></p>" +
        "<p class=MsoListParagraph style='mso-list:l0 level1 lfo1'><span style='mso-list:Ignore'>·<span>&nbsp; </span></span>Lock them<o:p></o:p></p>" +
        "</body></html>",
    );
    data.setData("text/plain", "Chemicals\nStore acids apart\nLabel them\nLock them");
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(editor.getByRole("heading", { level: 2, name: "Chemicals" })).toBeVisible();
  await expect(editor.locator("strong")).toHaveText("Store");
  await expect(editor.getByRole("listitem")).toHaveText(["Label them", "Lock them"]);
  expect(await editor.innerHTML()).not.toMatch(/mso|class="Mso|o:p|·/);
});
