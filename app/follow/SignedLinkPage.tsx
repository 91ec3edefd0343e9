import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { AccountPage } from "~/accounts/AccountPage";
import { Notice } from "~/components/forms/Notice";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useLocalePath, useT, type MessageKey } from "~/i18n";
import type { SignedLinkData } from "./signed-link.server";

interface Texts {
  title: MessageKey;
  intro: MessageKey;
  button: MessageKey;
  done: MessageKey;
}

/** A mail link's page: a button that posts the token, then what came of it. */
export function SignedLinkPage({ texts }: { texts: Texts }) {
  const t = useT();
  const lp = useLocalePath();
  const loaded = useLoaderData<SignedLinkData>();
  const acted = useActionData<SignedLinkData>();
  const busy = useNavigation().state === "submitting";
  const outcome = acted?.outcome ?? loaded.outcome;
  return (
    <AccountPage title={t(texts.title)}>
      {outcome === "done" ? <Notice tone="success">{t(texts.done)}</Notice> : null}
      {outcome === "invalid" ? <Notice tone="error">{t("follow.link.invalid")}</Notice> : null}
      {outcome === "failed" ? <Notice tone="error">{t("follow.link.failed")}</Notice> : null}
      {outcome === "done" || outcome === "invalid" ? (
        <p>
          <Link to={lp("/")} className="font-semibold text-blue-800 underline">
            {t("follow.home")}
          </Link>
        </p>
      ) : (
        <Form method="post" replace>
          <p className="mb-4">{t(texts.intro)}</p>
          <input type="hidden" name="token" value={loaded.token} />
          <SubmitButton busy={busy} busyLabel={t("follow.working")}>
            {t(texts.button)}
          </SubmitButton>
        </Form>
      )}
    </AccountPage>
  );
}
