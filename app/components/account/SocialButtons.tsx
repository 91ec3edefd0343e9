/**
 * "Sign in with Google / Facebook": plain links to /auth/{provider}, which redirects out. Links,
 * not forms: the CSP's form-action 'self' would stop a form's redirect to the provider, and
 * starting the flow is safe as a GET (the state cookie binds the callback to this browser).
 * Shown only for configured providers; nothing at all when neither is.
 */
export function SocialButtons({
  google,
  facebook,
  redirectTo,
  publish,
  verb = "Sign in",
}: {
  google: boolean;
  facebook: boolean;
  redirectTo?: string;
  publish?: boolean;
  verb?: "Sign in" | "Sign up";
}) {
  if (!google && !facebook) return null;
  const providers = [
    google ? { id: "google", label: "Google" } : null,
    facebook ? { id: "facebook", label: "Facebook" } : null,
  ].filter((p): p is { id: string; label: string } => p !== null);
  const params = new URLSearchParams();
  if (redirectTo) params.set("redirectTo", redirectTo);
  if (publish) params.set("publish", "true");
  const query = params.toString() ? `?${params}` : "";
  return (
    <div className="mb-6">
      <ul className="space-y-3">
        {providers.map((p) => (
          <li key={p.id}>
            <a
              href={`/auth/${p.id}${query}`}
              rel="nofollow"
              className="block w-full rounded border-2 border-slate-700 bg-white px-4 py-2 text-center font-bold text-slate-900 no-underline hover:bg-slate-100 focus:outline-3 focus:outline-offset-2 focus:outline-amber-500"
            >
              {verb} with {p.label}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-center font-semibold text-slate-700">or</p>
    </div>
  );
}
