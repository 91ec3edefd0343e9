import { startMockProvider } from "./oauth-mock";

/** What the whole run shares and no worker may own: the mock Google and Facebook. */
export default async function globalSetup() {
  return startMockProvider();
}
