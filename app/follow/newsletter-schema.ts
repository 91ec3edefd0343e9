import { z } from "zod";

/**
 * The newsletter form (docs/product/follow.md#newsletter): the same schema checks in the browser and in the action.
 * Messages are dictionary keys; the form translates them.
 */
export const NewsletterFormSchema = z.object({
  email: z
    .string({ required_error: "newsletter.error.required" })
    .trim()
    .min(1, "newsletter.error.required")
    .max(254, "newsletter.error.invalid")
    .email("newsletter.error.invalid"),
  page_url: z.string().max(2000).optional(),
});
