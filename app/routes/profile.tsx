import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AccountPage, Notice } from "~/components/account/AccountPage";
import { Avatar } from "~/components/account/Avatar";
import { ProfileAssessments } from "~/components/assessment/ProfileAssessments";
import { listMyAssessments } from "~/upstream/assessment.server";
import { requireUser } from "~/session/guards.server";
import { currentUser } from "~/upstream/accounts.server";
import { optional, upstreamErrorResponse } from "~/upstream/core.server";

/** My Account (SPEC §2 profile menu): who I am, and links to edit, sign out, delete. */
export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args.request);
  const user = await currentUser(args).catch(upstreamErrorResponse);
  const saved = new URL(args.request.url).searchParams.get("saved");
  return { user, saved: saved === "profile" || saved === "password" ? saved : null, assessments: await optional(listMyAssessments(args), []) };
}

export default function Profile() {
  const { user, saved, assessments } = useLoaderData<typeof loader>();
  const joined = new Date(user.created_at).toLocaleDateString("en-IN", { year: "numeric", month: "short", day: "2-digit", timeZone: "UTC" });
  return (
    <AccountPage title="My account">
      {saved === "profile" ? <Notice tone="success">Your profile has been saved.</Notice> : null}
      {saved === "password" ? <Notice tone="success">Your password has been changed.</Notice> : null}
      <div className="mb-6 flex items-center gap-4">
        <Avatar name={user.name} url={user.profile_url} size={64} />
        <div>
          <p className="text-xl font-bold">{user.name}</p>
          <p className="text-slate-700">{user.email ?? "No e-mail address"}</p>
        </div>
      </div>
      <dl className="mb-6 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold">Member since</dt>
        <dd>{joined}</dd>
        <dt className="font-semibold">Signs in with</dt>
        <dd>{[user.has_password ? "E-mail and password" : null, ...user.providers.map((p) => (p === "google" ? "Google" : "Facebook"))].filter(Boolean).join(", ")}</dd>
        <dt className="font-semibold">Cookie consent</dt>
        <dd>{user.consent_accepted ? `Given${user.consent_date ? ` on ${user.consent_date} UTC` : ""}` : "Not given"}</dd>
      </dl>
      <ul className="mb-6 space-y-2">
        <li><Link to="/profile/edit" className="font-semibold text-blue-800 underline">Edit profile</Link></li>
        <li><Link to="/posts/all" className="text-blue-800 underline">My uploads</Link></li>
        <li><Link to="/user-contribution" className="text-blue-800 underline">Contribute</Link></li>
      </ul>
      <ProfileAssessments assessments={assessments} />
      <div className="flex flex-wrap items-center gap-6 border-t border-slate-300 pt-6">
        <Form method="post" action="/logout">
          <button type="submit" className="rounded border-2 border-slate-700 px-4 py-2 font-bold hover:bg-slate-100 focus:outline-3 focus:outline-offset-2 focus:outline-amber-500">Sign out</button>
        </Form>
        <Link to="/delete-account" className="font-semibold text-red-700 underline">Delete account</Link>
      </div>
    </AccountPage>
  );
}

export const meta: MetaFunction = () => [{ title: "My account | IndiaAI" }];
