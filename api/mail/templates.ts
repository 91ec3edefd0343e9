import type { MailMessage } from "./mailer";

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

export function passwordResetMail(input: { to: string; name: string; link: string; minutes: number }): MailMessage {
  const text = [
    `Hello ${input.name},`,
    "",
    "Someone asked to reset the password of your IndiaAI account. To choose a new password, open this link:",
    "",
    input.link,
    "",
    `The link works once and expires in ${input.minutes} minutes.`,
    "If you did not ask for this, ignore this e-mail: your password stays the same.",
  ].join("\n");
  const html = `<p>Hello ${escapeHtml(input.name)},</p>
<p>Someone asked to reset the password of your IndiaAI account. To choose a new password, open this link:</p>
<p><a href="${escapeHtml(input.link)}">Reset your password</a></p>
<p>The link works once and expires in ${input.minutes} minutes.</p>
<p>If you did not ask for this, ignore this e-mail: your password stays the same.</p>`;
  return { to: input.to, subject: "Reset your IndiaAI password", text, html };
}

export function passwordChangedMail(input: { to: string; name: string }): MailMessage {
  return {
    to: input.to,
    subject: "Your IndiaAI password was changed",
    text: `Hello ${input.name},\n\nThe password of your IndiaAI account was just changed and every device was signed out.\nIf this was not you, reset your password at once.`,
  };
}

export function accountDeletedMail(input: { to: string; name: string }): MailMessage {
  return {
    to: input.to,
    subject: "Your IndiaAI account was deleted",
    text: `Hello ${input.name},\n\nYour IndiaAI account and its personal data were deleted. Your comments remain, shown as from a deleted user.`,
  };
}
