import { z } from "zod";
import * as contract from "../../contract";
import { json, type OpenApiContext } from "./context";

/** Accounts (docs/decisions/0010). */
export function registerAccountPaths({ error, path, body, lang, unauthorised }: OpenApiContext): void {
  // Accounts (docs/decisions/0010). Account answers that carry a user are `{ data: … }`.
  const data = z.object({ data: z.object({}).passthrough() });
  const message = contract.MessageResponse;
  path(
    "post",
    "/oauth/token",
    "Sign in with e-mail and password (password grant)",
    contract.TokenResponse,
    { body: body(contract.TokenRequest) },
    {
      401: json(error, "Wrong e-mail or password (the same answer for both)"),
      429: json(error, "Too many attempts"),
    },
  );
  path(
    "post",
    "/oauth/social",
    "Turn a verified Google or Facebook identity into a token (portal secret)",
    contract.TokenResponse,
    { body: body(contract.SocialTokenRequest) },
    {
      403: json(error, "Missing or wrong portal secret"),
    },
  );
  path(
    "post",
    "/register",
    "Create an account; 202 with the same message for a new and a registered address (the owner is mailed)",
    contract.RegisterResponse,
    { body: body(contract.RegisterRequest), query: lang },
    {
      422: json(error, "Invalid fields or failed bot check"),
      429: json(error, "Too many attempts"),
    },
  );
  path("post", "/logout", "Revoke the Bearer token", contract.Ok, undefined, unauthorised, true);
  path("get", "/user", "The signed-in user", contract.CurrentUserResponse, undefined, unauthorised, true);
  path("get", "/web/check/user", "Whether the signed-in user has an e-mail", contract.CheckUserResponse, undefined, unauthorised, true);
  path("get", "/user/{uuid}/details", "Public details of a user (e-mail to the owner and staff only)", contract.UserDetailsResponse, {
    params: z.object({ uuid: z.string().uuid() }),
  });
  path("post", "/user/accept/cookie", "Record cookie consent", data, { body: body(contract.AcceptCookieRequest) }, unauthorised, true);
  path(
    "post",
    "/password/forgot",
    "Send a one-time reset link (202, same answer for unknown e-mails)",
    contract.ForgotPasswordResponse,
    {
      body: body(contract.ForgotPasswordRequest),
      query: lang,
    },
    { 429: json(error, "Too many reset mails") },
  );
  path("post", "/password/reset", "Set a new password with a reset token", message, {
    body: body(contract.ResetPasswordRequest),
    query: lang,
  });
  path(
    "post",
    "/user/password",
    "Change the password",
    message,
    { body: body(contract.ChangePasswordRequest), query: lang },
    unauthorised,
    true,
  );
  path(
    "post",
    "/user/email",
    "Add an e-mail to an account without one",
    data,
    { body: body(contract.AddEmailRequest) },
    unauthorised,
    true,
  );
  path("post", "/user/profile", "Update name and profile image", data, { body: body(contract.UpdateProfileRequest) }, unauthorised, true);
  path(
    "post",
    "/user/delete",
    "Delete the account and its personal data",
    message,
    { body: body(contract.DeleteAccountRequest), query: lang },
    unauthorised,
    true,
  );
  path(
    "post",
    "/admin/users/{uuid}/role",
    "Set a user's role (admin)",
    data,
    {
      params: z.object({ uuid: z.string().uuid() }),
      body: body(contract.SetRoleRequest),
    },
    { ...unauthorised, 403: json(error, "Not an admin") },
    true,
  );
}
