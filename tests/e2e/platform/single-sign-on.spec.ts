import { expect, test } from "../test";
import { hydrated } from "../pages/hydration";
import { Shell } from "../pages/shell";
import { SignInPage } from "../pages/sign-in-page";
import { startOidcProvider, type OidcProvider } from "../../support/oidc";

// A manager sets up the holding's identity provider (a real OpenID Connect provider, started here)
// on the holding's screen; a member then signs in through the provider's own pages, from the
// sign-in page by the e-mail's domain and from the holding's sign-in link; the manager removes it.
const CLIENT = { client_id: "ehs-compass-e2e", client_secret: "provider-issued-secret-e2e-0123456789" };

let provider: OidcProvider | undefined;
test.afterAll(() => provider?.stop());

test("single sign-on is set up on the holding's screen, signs a member in through the provider's pages, and is removed", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await new SignInPage(page).signInAs("manager@demo.example");
  await page.goto("/organization/manage-organization");
  await page
    .getByRole("link", { name: /edit.*Nordic Demo Holding A\/S/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/manage-organization\/[0-9a-f-]{36}\/edit$/);
  const holding = /manage-organization\/([0-9a-f-]{36})\/edit/.exec(page.url())![1];
  const redirectUri = `${baseURL}/api/auth/callback/organization-${holding}`;
  provider = await startOidcProvider([{ ...CLIENT, redirect_uris: [redirectUri] }]);

  const panel = page.getByRole("region", { name: "Single sign-on" });
  await panel.getByLabel("Issuer URL").fill(provider.issuer);
  await panel.getByLabel("Client ID").fill(CLIENT.client_id);
  await panel.getByLabel("Client secret").fill(CLIENT.client_secret);
  await panel.getByLabel("E-mail domains").fill("demo.example");
  await panel.getByRole("button", { name: "Save single sign-on" }).click();
  await expect(page.getByText("Single sign-on saved.")).toBeVisible();
  // the addresses to register at the provider and to give to the members
  await expect(panel.getByLabel("Redirect address to register at the provider")).toHaveValue(redirectUri);
  const link = await panel.getByLabel("Sign-in link for the members").inputValue();
  expect(link).toBe(`${baseURL}/?organization=${holding}`);
  await expect(panel.getByLabel("Client secret")).toHaveValue("");
  await new Shell(page).signOut();

  // the member types the work address and goes on to the provider's own login page
  await page.getByLabel("E-mail").fill("editor@demo.example");
  await page.getByRole("button", { name: "Sign in with your organization" }).click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill("editor@demo.example");
  await page.locator('input[name="password"]').fill("any password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/profile");
  await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveValue("editor@demo.example");
  await new Shell(page).signOut();

  // from the holding's link, to the page asked for: the provider still knows the person
  await page.goto(`${link}&return_url=${encodeURIComponent("/organization/members-roles-and-competences")}`);
  await page.getByRole("button", { name: "Continue with your organization's sign-in" }).click();
  await expect(page).toHaveURL(/\/organization\/members-roles-and-competences$/);
  await hydrated(page.locator("body"));
  await new Shell(page).signOut();

  // an address whose domain has no provider is told to use its password
  await page.getByLabel("E-mail").fill("someone@elsewhere.example");
  await page.getByRole("button", { name: "Sign in with your organization" }).click();
  await expect(page.getByRole("form", { name: "Sign in" }).getByRole("alert")).toHaveText(
    "People with an address at elsewhere.example sign in with their password here.",
  );

  await new SignInPage(page).signInAs("manager@demo.example");
  await page.goto(`/organization/manage-organization/${holding}/edit`);
  await panel.getByRole("button", { name: /^Remove/ }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /^Remove/ })
    .click();
  await expect(panel.getByLabel("Client ID")).toHaveValue("");
});
