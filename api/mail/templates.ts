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

export function accountCreatedMail(input: { to: string; name: string; signInLink: string }): MailMessage {
  return {
    to: input.to,
    subject: "Your IndiaAI account is ready",
    text: `Hello ${input.name},\n\nYour IndiaAI account was created. Sign in with your e-mail address and the password you chose:\n\n${input.signInLink}\n\nIf you did not create it, reply to this e-mail.`,
  };
}

/** Sent instead of an error when someone signs up with an address that has an account. */
export function signUpAttemptMail(input: { to: string; name: string; signInLink: string; resetLink: string }): MailMessage {
  return {
    to: input.to,
    subject: "Someone tried to create an IndiaAI account with your e-mail address",
    text: [
      `Hello ${input.name},`,
      "",
      "Someone tried to create a new IndiaAI account with this e-mail address, which already has an account.",
      "If it was you, sign in instead:",
      "",
      input.signInLink,
      "",
      "Forgot your password? Choose a new one here:",
      "",
      input.resetLink,
      "",
      "If it was not you, ignore this e-mail: nothing changed on your account.",
    ].join("\n"),
  };
}
