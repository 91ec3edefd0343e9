/**
 * "Was this page useful?" with JavaScript (docs/product/editorial.md#what-readers-tell-us): one
 * click answers in place, and "No" opens the optional box. Without JavaScript the same form posts
 * and comes back (tests/feedback/portal/page-feedback.server.test.ts).
 */
import { expect, test } from "./fixtures";

test("a reader answers in one click, and 'No' opens the box for what went wrong", async ({ page, checkA11y }) => {
  await page.goto("/help");
  const control = page.getByRole("region", { name: "Was this page useful?" });
  // Text browsers read the two answers as two words, not "YesNo".
  expect(await control.locator("form").evaluate((form) => form.textContent)).toContain("Yes No");
  await control.getByText("No", { exact: true }).click();
  await expect(control.getByLabel("What went wrong? (optional)")).toBeVisible();
  await checkA11y();
  await control.getByRole("button", { name: "Yes" }).click();
  await expect(control.getByRole("status")).toHaveText("Thank you for telling us.");
  await expect(page).toHaveURL(/\/help$/);
});
