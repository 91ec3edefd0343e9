import { SAMPLE_NOTE } from "./helpers";

/** Static, policy and campaign pages (GET /api/web/pages/{slug}). */
export interface SeedPage {
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  kind: "static" | "policy" | "campaign";
  updated_at: string;
}

const page = (kind: SeedPage["kind"], slug: string, title: string, excerpt: string, updated: string, body: string[]): SeedPage => ({
  kind,
  slug,
  title,
  excerpt,
  updated_at: `${updated}T04:30:00.000Z`,
  body: body.map((b) => (b.startsWith("<") ? b : `<p>${b}</p>`)).join("\n") + "\n" + SAMPLE_NOTE,
});

export const POLICY_NOTE =
  "<p><strong>Sample text.</strong> This policy is placeholder wording for a demonstration installation and is not legal advice.</p>";

export const pages: SeedPage[] = [
  page("static", "about-us", "About IndiaAI", "The public content portal of India’s national AI programme.", "2025-01-06", [
    "IndiaAI brings together news, research, datasets, courses and the people and organisations that make up India’s AI ecosystem.",
    "<h2>What you will find here</h2>",
    "<ul><li>Articles, news, case studies, videos and research reports</li><li>Directories of startups, colleges, incubators, companies, funds and people</li><li>Datasets, standards and learning courses</li><li>Government initiatives, ministries and missions</li></ul>",
    "<h2>Contribute</h2>",
    "Signed-in users can comment on content and contribute articles, case studies and listings, which are reviewed before publication.",
  ]),
  page("policy", "privacy-policy", "Privacy Policy", "How the portal collects, uses and protects personal information.", "2026-11-20", [
    POLICY_NOTE,
    "<h2>Information we collect</h2>",
    "When you browse, we record basic technical information such as pages visited and browser type. When you sign up, we store your name, e-mail address and, if you choose, a profile photo. Comments and contributions you post are stored with your account.",
    "<h2>How we use it</h2>",
    "We use this information to run the portal, show your comments and contributions, send the newsletter you asked for, and keep the service secure. We do not sell personal information.",
    "<h2>Your choices</h2>",
    "You can update your profile, unsubscribe from the newsletter at any time, and delete your account from the account page. Contact the support address for any privacy question.",
    "<h2>Information recorded automatically</h2>",
    "Our servers record the address of your computer (IP address), the browser you use, the date and time and the pages you visit, to keep the portal secure and to count its use. We do not link this information to individuals unless an attempt to damage the portal is detected, or a law enforcement agency asks for it under a warrant.",
    "<h2>Pages you read offline</h2>",
    "Your browser may keep copies of articles, news, case studies and research reports you have read, so that you can read them again without a connection. These copies stay on your device, are never made while you are signed in, and are deleted when you clear the portal’s site data in your browser.",
    "<h2>Links to other websites</h2>",
    '<p>This policy covers this portal only. Websites we link to have their own privacy policies; see the <a href="/hyperlinking-policy">hyperlinking policy</a>.</p>',
  ]),
  page("policy", "terms", "Terms of Use", "The rules for using the portal and contributing content.", "2026-11-20", [
    POLICY_NOTE,
    "<h2>Using the portal</h2>",
    "Content is provided for information. Unless stated otherwise, you may share links and short extracts with attribution.",
    "<h2>Contributions and comments</h2>",
    "You are responsible for what you post. Do not post unlawful, abusive or misleading material, or personal information about others. Moderators may remove content and suspend accounts that break these rules.",
    "<h2>Changes</h2>",
    "These terms may be updated; the date of the latest version appears on this page.",
    "<h2>Disclaimer</h2>",
    "Though every effort is made to keep the content of this portal accurate and up to date, it should not be construed as a statement of law or used for any legal purposes. In case of any ambiguity or doubt, users are advised to check with the ministry or organisation concerned. We are not liable for any expense, loss or damage arising from the use of, or loss of use of, this portal.",
    "<h2>Governing law</h2>",
    "These terms are governed by the laws of India. Any dispute arising under them is subject to the exclusive jurisdiction of the courts of India.",
  ]),
  page("policy", "cookie-policy", "Cookie Policy", "Which cookies the portal uses and how to control them.", "2025-03-03", [
    POLICY_NOTE,
    "<h2>Essential cookies</h2>",
    "A session cookie keeps you signed in and protects forms from misuse. The portal does not work correctly without it.",
    "<h2>Preference and analytics cookies</h2>",
    "With your consent, we remember your cookie choice and collect anonymous usage statistics to improve the portal. You can change your choice by clearing the portal’s cookies in your browser.",
  ]),
  page(
    "static",
    "raise",
    "RAISE: Responsible AI for Social Empowerment",
    "Highlights and recordings from the RAISE summit on responsible AI.",
    "2024-10-07",
    [
      "RAISE brought together researchers, policymakers, industry and civil society to discuss how AI can be used responsibly for social empowerment in health, agriculture, education and smart mobility.",
      '<p>This page gathers session summaries. The recorded talks are in the <a href="/raise/video-library">RAISE video library</a>.</p>',
      "<h2>Themes</h2>",
      "<ul><li>AI for inclusive growth</li><li>Responsible AI and trust</li><li>Data and compute for public good</li><li>Skilling for the AI age</li></ul>",
    ],
  ),
  page(
    "campaign",
    "metadata-data-standards",
    "Metadata and Data Standards: Call for Comments",
    "Help shape a common metadata profile for public datasets.",
    "2026-02-16",
    [
      "A draft metadata profile for public datasets builds on international vocabularies for catalogues and machine-learning datasets.",
      "Publishers, researchers and developers are invited to comment on the required fields, licence choices and quality indicators.",
    ],
  ),
];
