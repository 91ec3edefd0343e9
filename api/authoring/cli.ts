import { changeRole, userByEmail } from "../accounts/roles";
import type { Db } from "../db";
import { purgeTrash } from "./purge";

/** The authoring commands of `npm run moderate` (api/main/moderate-cli.ts). */
export const AUTHORING_USAGE = `  grant-editor <email>               let a user review and publish contributions
  revoke-editor <email>              make an editor an ordinary user again
  purge-trash                        delete items in the trash for 30 days or more`;

/**
 * Runs one command; answers the exit code, or -1 for a command line to show the usage for.
 * `removeFiles` deletes purged items' media (the media store's removeMedia).
 */
export async function authoringCommand(
  db: Db,
  command: string,
  args: string[],
  out: (line: string) => void,
  removeFiles: (mediaIds: string[]) => Promise<void>,
): Promise<number> {
  if (command === "purge-trash") {
    if (args.length) return -1;
    const { items, files } = await purgeTrash(db, new Date(), removeFiles);
    out(`${items} item(s) purged from the trash, ${files} file(s) removed`);
    return 0;
  }
  const email = args[0]?.trim().toLowerCase();
  if (args.length !== 1 || !email) return -1;
  const user = await userByEmail(db, email);
  if (!user) {
    out(`No user with the e-mail address ${email}`);
    return 1;
  }
  const at = new Date().toISOString();
  if (command === "grant-editor") {
    // An admin may edit already and is not lowered; a moderator becomes an editor, who also moderates.
    if (user.role === "admin" || user.role === "editor") {
      out(`${email} is already an ${user.role}, who may edit`);
      return 0;
    }
    await changeRole(db, { actorId: null, userId: user.id, from: user.role, to: "editor", at });
    out(`${email} is now an editor`);
    return 0;
  }
  if (user.role !== "editor") {
    out(`${email} is not an editor (role: ${user.role})`);
    return 1;
  }
  await changeRole(db, { actorId: null, userId: user.id, from: "editor", to: "user", at });
  out(`${email} is no longer an editor`);
  return 0;
}
