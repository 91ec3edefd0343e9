import Database from "better-sqlite3";
import { E2E_DB, expect, test, ALSO_WITHOUT_JS } from "./fixtures";

/**
 * The profile's notifications (docs/product/notifications.md), with JavaScript on and off: a
 * Hindi reader finds an editor's decision on their submission in Hindi and turns decision
 * e-mails off with the plain form.
 */
function notify(userId: number) {
  const db = new Database(E2E_DB);
  try {
    db.prepare(
      "INSERT INTO notifications (user_id, kind, title, path, note, created_at) VALUES (?, 'request_changes', 'वर्षा के मॉडल', '/posts/articles/rain-models', 'स्रोत जोड़ें।', ?)",
    ).run(userId, new Date().toISOString());
  } finally {
    db.close();
  }
}

test(
  "a Hindi reader reads a decision in their notifications and turns decision e-mails off",
  ALSO_WITHOUT_JS,
  async ({ page, login, checkA11y }) => {
    const user = await login("सुनीता");
    notify(user.id);
    await page.goto("/hi/profile");
    await page.getByRole("link", { name: "सूचनाएँ" }).click();
    await expect(page).toHaveURL(/\/hi\/profile\/notifications$/);
    await expect(page.getByText("संपादक ने आपके योगदान में बदलाव का अनुरोध किया है")).toBeVisible();
    await expect(page.getByRole("link", { name: "वर्षा के मॉडल" })).toHaveAttribute("href", "/hi/posts/articles/rain-models");
    await expect(page.getByText("स्रोत जोड़ें।")).toBeVisible();
    await checkA11y();

    const decisions = page.getByRole("checkbox", { name: /मेरे योगदानों पर निर्णय/ });
    await expect(decisions).toBeChecked();
    await decisions.uncheck();
    await page.getByRole("button", { name: "ई-मेल सेटिंग सहेजें" }).click();
    await expect(page.getByText("आपकी ई-मेल सेटिंग सहेज ली गई है।")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /मेरे योगदानों पर निर्णय/ })).not.toBeChecked();
    await expect(page.getByRole("checkbox", { name: "मेरी टिप्पणियों के जवाब" })).toBeChecked();
  },
);
