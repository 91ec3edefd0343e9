import { z } from "zod";
import { CurrentPassword, Email, Password, PersonName, ProfileImage } from "../../contract/accounts";

/**
 * The account forms, validated by Conform in the actions with the contract's field rules, so
 * the portal and the API agree on every rule. The contract's messages are English sentences
 * (app/forms/known-messages.ts translates them); the portal's own are dictionary keys.
 */
const returnFields = {
  redirectTo: z.string().max(2000).optional(),
  publish: z.string().max(10).optional(),
};

export const SignInSchema = z.object({ email: Email, password: CurrentPassword, ...returnFields });

export const SignUpSchema = z.object({ name: PersonName, email: Email, password: Password, ...returnFields });

export const ForgotPasswordSchema = z.object({ email: Email });

export const ResetPasswordSchema = z
  .object({
    token: z.string({ required_error: "forms.error.resetToken" }).min(1).max(200),
    password: Password,
    confirm: z.string({ required_error: "forms.error.confirmRequired" }).max(200),
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "forms.error.passwordsDiffer" });

export const AddEmailSchema = z.object({ email: Email, redirectTo: z.string().max(2000).optional() });

export const ProfileSchema = z.object({
  intent: z.literal("profile"),
  name: PersonName,
  // Conform turns an emptied field into undefined: that means "no image" (initials).
  profile_image: ProfileImage.optional(),
});

export const ChangePasswordSchema = z.object({
  intent: z.literal("password"),
  current_password: z.string().max(1024).optional(),
  password: Password,
});

export const DeleteAccountSchema = z.object({
  password: z.string().max(1024).optional(),
  confirm: z.literal("yes", { errorMap: () => ({ message: "forms.error.confirmDelete" }) }),
});
