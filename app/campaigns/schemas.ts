import { z } from "zod";
import { COMMENT_MAX, SITE_FEEDBACK_CATEGORIES } from "../../contract/campaigns";
import "~/campaigns/messages";

/**
 * The consultation and site feedback forms, in the browser (when JavaScript runs) and in the
 * actions: messages are dictionary keys. The API checks the same rules again (contract/campaigns.ts).
 */
const email = z
  .string({ required_error: "forms.error.emailRequired" })
  .trim()
  .max(254, "forms.error.emailTooLong")
  .email("forms.error.emailFormat");

export const ConsultationFormSchema = z
  .object({
    name: z.string({ required_error: "campaigns.error.name" }).trim().min(1, "campaigns.error.name").max(120, "campaigns.error.nameLong"),
    organisation: z.string().trim().max(200, "campaigns.error.organisationLong").optional(),
    email,
    comments: z.record(z.string().trim().max(COMMENT_MAX, "campaigns.error.commentLong").optional()).optional(),
  })
  .superRefine((value, ctx) => {
    if (!Object.values(value.comments ?? {}).some((c) => c))
      ctx.addIssue({ code: "custom", path: ["comments"], message: "campaigns.error.comment" });
  });

export const SiteFeedbackFormSchema = z.object({
  name: z.string().trim().max(120, "campaigns.error.nameLong").optional(),
  email: email.optional(),
  category: z.enum(SITE_FEEDBACK_CATEGORIES, { errorMap: () => ({ message: "campaigns.feedback.errorCategory" }) }),
  message: z
    .string({ required_error: "campaigns.feedback.errorMessage" })
    .trim()
    .min(1, "campaigns.feedback.errorMessage")
    .max(COMMENT_MAX, "campaigns.error.commentLong"),
  page: z
    .string()
    .trim()
    .max(500, "campaigns.feedback.errorPage")
    .regex(/^\/\S*$/, "campaigns.feedback.errorPage")
    .optional(),
});
