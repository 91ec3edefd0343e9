import { z } from "zod";

/**
 * Accounts on the wire (docs/product/accounts.md#accounts account routes, §7 calls, §6 roles). The API validates requests
 * with these schemas and the portal parses answers with them.
 */

export const ROLES = ["user", "editor", "moderator", "admin"] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

import { CONSENT_DATE, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, PLACEHOLDER_PROFILE_IMAGE } from "./accounts-constants";
export { COMMENT_MODERATOR_ROLES, CONSENT_DATE, EDITOR_ROLES, formatConsentDate, GRANTABLE_ROLES } from "./accounts-constants";

export { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, PLACEHOLDER_PROFILE_IMAGE };

/** Trimmed, lower-cased, at most 254 characters, a real e-mail pattern (not indexOf("@")). */
export const Email = z
  .string({ required_error: "Enter your e-mail address." })
  .trim()
  .min(1, "Enter your e-mail address.")
  .max(254, "E-mail address must be 254 characters or fewer.")
  .email("Enter an e-mail address in the correct format, like name@example.com.")
  .transform((v) => v.toLowerCase());

export const Password = z
  .string({ required_error: "Enter a password." })
  .min(1, "Enter a password.")
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Password must be ${PASSWORD_MAX} characters or fewer.`);

/** A password being checked (sign-in, delete): any non-empty string, bounded. */
export const CurrentPassword = z
  .string({ required_error: "Enter your password." })
  .min(1, "Enter your password.")
  .max(1024, "Enter your password.");

/**
 * Bidi marks, embeddings, overrides and isolates, zero-width space and joiners, the BOM and soft
 * hyphen. ZWNJ and ZWJ (U+200C, U+200D) stay allowed: Indic scripts need them to spell names.
 */
const INVISIBLE_OR_BIDI = /[\u200b\u200e\u200f\u202a-\u202e\u2060-\u2069\ufeff\u00ad\u061c\u180e]/;

export const PersonName = z
  .string({ required_error: "Enter your name." })
  .trim()
  .min(1, "Enter your name.")
  .max(NAME_MAX, `Name must be ${NAME_MAX} characters or fewer.`)
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  .refine((v) => !/[\u0000-\u001f\u007f<>]/.test(v), "Name must not contain < > or control characters.")
  // Bidi overrides and invisible characters let a name pose as another or reorder text around it.
  .refine((v) => !INVISIBLE_OR_BIDI.test(v), "Name must not contain invisible or text-direction characters.");

/** A profile image: a site path or an https URL; empty means the placeholder. */
export const ProfileImage = z
  .string()
  .trim()
  .max(2000, "Image address must be 2000 characters or fewer.")
  .refine(
    (v) => v === "" || (/^\/[^/\\]/.test(v) && !/\s/.test(v)) || /^https:\/\/[^\s]+$/i.test(v),
    "Enter an image address starting with https:// or /.",
  );

/** The user as the account owner sees it (GET /api/user). docs/product/accounts.md#profile "Current user" plus profile. */
export const CurrentUser = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  /** The profile image URL, or PLACEHOLDER_PROFILE_IMAGE. */
  profile_url: z.string(),
  role: Role,
  consent_accepted: z.boolean(),
  consent_date: z.string().nullable(),
  /** True when the account can sign in with a password (false for social-only accounts). */
  has_password: z.boolean(),
  /** Linked social providers. */
  providers: z.array(z.enum(["google", "facebook"])),
  created_at: z.string(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

export const CurrentUserResponse = z.object({ data: CurrentUser });
export type CurrentUserResponse = z.infer<typeof CurrentUserResponse>;

/** GET /api/user/{uuid}/details: docs/product/accounts.md#profile "User details". E-mail only for the owner or staff. */
export const UserDetailsResponse = z.object({
  data: z.object({
    id: z.number().int(),
    uuid: z.string(),
    name: z.string(),
    profile_url: z.string(),
    email: z.string().nullable(),
  }),
});
export type UserDetails = z.infer<typeof UserDetailsResponse>["data"];

/** GET /api/web/check/user */
export const CheckUserResponse = z.object({ data: z.object({ email_present: z.boolean() }) });

/** POST /api/oauth/token: the password grant (form-encoded or JSON). */
export const TokenRequest = z.object({
  grant_type: z.literal("password").default("password"),
  /** OAuth calls it username; we accept email as a synonym. */
  username: z.string().max(254).optional(),
  email: z.string().max(254).optional(),
  password: CurrentPassword,
  /** Bot-check token, needed after repeated failed sign-ins when the bot check is configured. */
  token: z.string().max(4000).nullable().optional(),
});
export type TokenRequest = z.input<typeof TokenRequest>;

export const TokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal("Bearer"),
  /** Seconds until the token expires. */
  expires_in: z.number().int(),
  user: CurrentUser,
});
export type TokenResponse = z.infer<typeof TokenResponse>;

/** POST /api/register */
export const RegisterRequest = z.object({
  name: PersonName,
  email: Email,
  password: Password,
  /** Cookie consent already given in the browser (docs/product/chrome.md#cookie-banner), stored with the account. */
  consent_accepted: z.union([z.boolean(), z.literal(1), z.literal(0)]).optional(),
  consent_date: z.string().max(19).optional(),
  /** Bot-check token (g-recaptcha-response), required when the bot check is configured. */
  token: z.string().max(4000).nullable().optional(),
});
export type RegisterRequest = z.input<typeof RegisterRequest>;

/**
 * POST /api/register answers 202 with this, the same for a new and an already registered
 * address: the account (or its owner's warning) arrives by e-mail, and the visitor signs in.
 */
export const RegisterResponse = z.object({ message: z.string() });

/** POST /api/password/forgot: always the same answer (no account enumeration). */
export const ForgotPasswordRequest = z.object({ email: Email });
export const ForgotPasswordResponse = z.object({ message: z.string() });

/** POST /api/password/reset */
export const ResetPasswordRequest = z.object({
  token: z.string().min(1, "This link is not valid.").max(200, "This link is not valid."),
  password: Password,
});
export const MessageResponse = z.object({ message: z.string() });

/** POST /api/user/email: add an e-mail to an account that has none (docs/product/accounts.md#adding-an-e-mail-address). */
export const AddEmailRequest = z.object({ email: Email });

/** POST /api/user/profile */
export const UpdateProfileRequest = z.object({
  name: PersonName,
  profile_image: ProfileImage.optional(),
});

/** POST /api/user/password: change the password while signed in. */
export const ChangePasswordRequest = z.object({
  current_password: z.string().max(1024).optional(),
  password: Password,
});

/** POST /api/user/delete: removes personal data; comments stay, shown as from a deleted user. */
export const DeleteAccountRequest = z.object({
  /** Required when the account has a password. */
  password: z.string().max(1024).optional(),
  confirm: z.union([z.literal(true), z.literal("true"), z.literal("on"), z.literal("yes")], {
    errorMap: () => ({ message: "Confirm that you want to delete your account." }),
  }),
});

/** POST /api/user/accept/cookie (docs/product/chrome.md#cookie-banner). consent_date is "YYYY-MM-DD hh:mm:ss" (docs/product/chrome.md#cookie-banner). */
export const AcceptCookieRequest = z.object({
  user_id: z.coerce.number().int().positive(),
  consent_accepted: z.coerce.number().int().min(0).max(1),
  consent_date: z.string().regex(CONSENT_DATE, "consent_date must be YYYY-MM-DD hh:mm:ss"),
});
export type AcceptCookieRequest = z.input<typeof AcceptCookieRequest>;

export const SOCIAL_PROVIDERS = ["google", "facebook"] as const;
export const SocialProvider = z.enum(SOCIAL_PROVIDERS);
export type SocialProvider = z.infer<typeof SocialProvider>;

/**
 * POST /api/oauth/social: server to server. The portal has verified the identity with the
 * provider; the call carries the secret shared with the API in X-Portal-Secret.
 */
export const SocialTokenRequest = z.object({
  provider: SocialProvider,
  subject: z.string().trim().min(1).max(255),
  email: z.string().trim().max(254).email().nullable().optional(),
  email_verified: z.boolean().optional(),
  name: z.string().trim().max(NAME_MAX).nullable().optional(),
  picture: z.string().trim().max(2000).url().nullable().optional(),
});
export type SocialTokenRequest = z.input<typeof SocialTokenRequest>;

/** POST /api/admin/users/{uuid}/role (admin only). */
export const SetRoleRequest = z.object({ role: Role });
