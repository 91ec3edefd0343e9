/**
 * Form errors shared by several screens: the account fields' rules (contract/accounts.ts) and
 * the content API's refusals. The English text is exactly the contract's or the API's, which is
 * how app/forms/known-messages.ts recognises them.
 */
export const en = {
  "forms.error.emailRequired": "Enter your e-mail address.",
  "forms.error.emailTooLong": "E-mail address must be 254 characters or fewer.",
  "forms.error.emailFormat": "Enter an e-mail address in the correct format, like name@example.com.",
  "forms.error.passwordRequired": "Enter a password.",
  "forms.error.passwordShort": "Password must be at least {min} characters.",
  "forms.error.passwordLong": "Password must be {max} characters or fewer.",
  "forms.error.currentPasswordRequired": "Enter your password.",
  "forms.error.nameRequired": "Enter your name.",
  "forms.error.nameLong": "Name must be {max} characters or fewer.",
  "forms.error.nameCharacters": "Name must not contain < > or control characters.",
  "forms.error.nameInvisible": "Name must not contain invisible or text-direction characters.",
  "forms.error.imageLong": "Image address must be {max} characters or fewer.",
  "forms.error.imageFormat": "Enter an image address starting with https:// or /.",
  "forms.error.resetToken": "This password reset link is not valid.",
  "forms.error.confirmRequired": "Enter the new password again.",
  "forms.error.passwordsDiffer": "The passwords do not match.",
  "forms.error.confirmDelete": "Tick the box to confirm that you want to delete your account.",
  "forms.error.badCredentials": "The e-mail address or password is incorrect.",
  "forms.error.tooManyAttempts": "Too many attempts. Wait a few minutes and try again.",
  "forms.error.tooManyRequests": "Too many requests. Wait a moment and try again.",
  "forms.error.signInWaitSecond": "Too many sign-in attempts for this e-mail address. Wait 1 second and try again.",
  "forms.error.signInWaitSeconds": "Too many sign-in attempts for this e-mail address. Wait {seconds} seconds and try again.",
  "forms.error.resetLinkUsed": "This password reset link has expired or was already used. Ask for a new one.",
  "forms.error.botCheck": "Please confirm you are not a robot.",
  "forms.error.emailUsed": "This e-mail address is used by another account.",
  "forms.error.passwordIncorrect": "Your password is incorrect.",
  "forms.error.currentPasswordIncorrect": "Your current password is incorrect.",
  "forms.error.hasEmail": "Your account already has an e-mail address.",
  "forms.error.signInToContinue": "Sign in to continue.",
  "forms.error.checkForm": "Please check the form.",
};
