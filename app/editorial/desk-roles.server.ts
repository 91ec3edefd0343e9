import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { GRANTABLE_ROLES } from "../../contract/accounts-constants";
import { localRedirect } from "~/accounts/local-redirect.server";
import { formatDateTime } from "~/content/format";
import { requestLanguage, type MessageKey } from "~/i18n";
import { UpstreamError, upstreamErrorResponse } from "~/upstream/core.server";
import { changeDeskRole, getDeskRoles } from "~/upstream/roles.server";
import { requireAdmin } from "./access.server";
import { badDeskForm, deskActionFailure } from "./failure.server";

/**
 * The desk's Roles page (/editorial/roles, docs/product/editorial.md#roles): who has a desk
 * role, the latest changes, and an admin's grant or withdrawal by e-mail address.
 */

const DONE = ["granted", "withdrawn", "unchanged"] as const;
const Query = z.object({ done: z.enum(DONE).optional().catch(undefined) });

const Change = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("grant"), email: z.string().trim().max(254), role: z.enum(GRANTABLE_ROLES).optional() }),
  z.object({ intent: z.literal("withdraw"), email: z.string().trim().min(1).max(254) }),
]);

const EmailAddress = z.string().email();

export async function loadDeskRoles(args: LoaderFunctionArgs) {
  await requireAdmin(args);
  const done = Query.parse(Object.fromEntries(new URL(args.request.url).searchParams)).done ?? null;
  const lang = requestLanguage(args.request);
  const roles = await getDeskRoles(args).catch(upstreamErrorResponse);
  return {
    done,
    holders: roles.holders.map((h) => ({ ...h, since: h.since ? formatDateTime(h.since, lang) : null })),
    changes: roles.changes.map((c) => ({ ...c, at: formatDateTime(c.at, lang) })),
  };
}

export type DeskRolesData = Awaited<ReturnType<typeof loadDeskRoles>>;

/** What a refused grant or withdrawal shows: a message by the field it is about, and the address typed. */
function refused(errors: { email?: MessageKey; role?: MessageKey }, email: string, status: number) {
  return data({ errors, email, formError: null as MessageKey | null }, { status });
}

/** Grant editor or moderator, or withdraw (back to user); then the page again with a notice. */
export async function changeDeskRoleAction(args: ActionFunctionArgs) {
  const admin = await requireAdmin(args);
  const parsed = Change.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) return badDeskForm();
  const input = parsed.data;
  const role = input.intent === "grant" ? input.role : "user";
  const emailOk = EmailAddress.safeParse(input.email).success;
  if (!emailOk || !role) {
    return refused(
      {
        email: emailOk ? undefined : input.email ? "editorial.roles.error.emailFormat" : "editorial.roles.error.emailMissing",
        role: role ? undefined : "editorial.roles.error.roleMissing",
      },
      input.email,
      400,
    );
  }
  try {
    const done = await changeDeskRole(args, { email: input.email, role });
    const outcome: (typeof DONE)[number] = !done.changed ? "unchanged" : role === "user" ? "withdrawn" : "granted";
    return localRedirect(args.request, `/editorial/roles?done=${outcome}`);
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404)
      return refused({ email: "editorial.roles.error.unknownEmail" }, input.email, 404);
    if (error instanceof UpstreamError && error.status === 409) {
      const self = input.email.toLowerCase() === admin.email?.toLowerCase();
      return refused({ email: self ? "editorial.roles.error.self" : "editorial.roles.error.admin" }, input.email, 409);
    }
    if (error instanceof UpstreamError && error.status === 422)
      return refused({ email: "editorial.roles.error.emailFormat" }, input.email, 422);
    return deskActionFailure(error);
  }
}
