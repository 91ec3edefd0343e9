import { Form } from "react-router";
import { useLocalePath } from "~/i18n";

/**
 * The one sign-out form. The hidden field is there for text browsers: lynx sends a form
 * without fields as a GET, which would only show the confirmation page of GET /logout.
 */
export function SignOutForm({ label, className }: { label: string; className: string }) {
  const lp = useLocalePath();
  return (
    <Form method="post" action={lp("/logout")}>
      <input type="hidden" name="intent" value="logout" />
      <button type="submit" className={className}>
        {label}
      </button>
    </Form>
  );
}
