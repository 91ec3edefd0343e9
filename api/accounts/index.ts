export { AccountsService, type IssuedToken, type UserRow, type AccountsLogger } from "./service";
export { accountsConfigFrom, type AccountsConfig } from "./config";
export { BAD_CREDENTIALS, RESET_SENT, SIGNUP_CHECK_EMAIL, TOO_MANY, RESET_LINK_INVALID, signInWait } from "./errors";
export { hashPassword, verifyPassword, needsRehash } from "./passwords";
