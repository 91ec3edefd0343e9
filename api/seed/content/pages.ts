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
  kind, slug, title, excerpt,
  updated_at: `${updated}T04:30:00.000Z`,
  body: body.map((b) => (b.startsWith("<") ? b : `<p>${b}</p>`)).join("\n") + "\n" + SAMPLE_NOTE,
});

const POLICY_NOTE = "<p><strong>Sample text.</strong> This policy is placeholder wording for a demonstration installation and is not legal advice.</p>";

export const pages: SeedPage[] = [
  page("static", "about-us", "About IndiaAI", "The public content portal of India’s national AI programme.", "2025-01-06", [
    "IndiaAI brings together news, research, datasets, courses and the people and organisations that make up India’s AI ecosystem.",
    "<h2>What you will find here</h2>",
    "<ul><li>Articles, news, case studies, videos and research reports</li><li>Directories of startups, colleges, incubators, companies, funds and people</li><li>Datasets, standards and learning courses</li><li>Government initiatives, ministries and missions</li></ul>",
    "<h2>Contribute</h2>",
    "Signed-in users can comment on content and contribute articles, case studies and listings, which are reviewed before publication.",
  ]),
  page("policy", "privacy-policy", "Privacy Policy", "How the portal collects, uses and protects personal information.", "2025-03-03", [
    POLICY_NOTE,
    "<h2>Information we collect</h2>",
    "When you browse, we record basic technical information such as pages visited and browser type. When you sign up, we store your name, e-mail address and, if you choose, a profile photo. Comments and contributions you post are stored with your account.",
    "<h2>How we use it</h2>",
    "We use this information to run the portal, show your comments and contributions, send the newsletter you asked for, and keep the service secure. We do not sell personal information.",
    "<h2>Your choices</h2>",
    "You can update your profile, unsubscribe from the newsletter at any time, and delete your account from the account page. Contact the support address for any privacy question.",
  ]),
  page("policy", "terms", "Terms of Use", "The rules for using the portal and contributing content.", "2025-03-03", [
    POLICY_NOTE,
    "<h2>Using the portal</h2>",
    "Content is provided for information. Unless stated otherwise, you may share links and short extracts with attribution.",
    "<h2>Contributions and comments</h2>",
    "You are responsible for what you post. Do not post unlawful, abusive or misleading material, or personal information about others. Moderators may remove content and suspend accounts that break these rules.",
    "<h2>Changes</h2>",
    "These terms may be updated; the date of the latest version appears on this page.",
  ]),
  page("policy", "cookie-policy", "Cookie Policy", "Which cookies the portal uses and how to control them.", "2025-03-03", [
    POLICY_NOTE,
    "<h2>Essential cookies</h2>",
    "A session cookie keeps you signed in and protects forms from misuse. The portal does not work correctly without it.",
    "<h2>Preference and analytics cookies</h2>",
    "With your consent, we remember your cookie choice and collect anonymous usage statistics to improve the portal. You can change your choice by clearing the portal’s cookies in your browser.",
  ]),
  page("static", "raise", "RAISE: Responsible AI for Social Empowerment", "Highlights and recordings from the RAISE summit on responsible AI.", "2024-10-07", [
    "RAISE brought together researchers, policymakers, industry and civil society to discuss how AI can be used responsibly for social empowerment in health, agriculture, education and smart mobility.",
    "<p>This page gathers session summaries. The recorded talks are in the <a href=\"/raise/video-library\">RAISE video library</a>.</p>",
    "<h2>Themes</h2>",
    "<ul><li>AI for inclusive growth</li><li>Responsible AI and trust</li><li>Data and compute for public good</li><li>Skilling for the AI age</li></ul>",
  ]),
  page("campaign", "cyberguard-ai-hackathon", "CyberGuard AI Hackathon", "Build AI tools that help protect people from online fraud and manipulated media.", "2026-04-20", [
    "The CyberGuard AI Hackathon invites student and professional teams to build AI tools that detect fraud, phishing and manipulated media, with a focus on Indian languages.",
    "<h2>Problem statements</h2>",
    "<ol><li>Classify fraudulent SMS and chat messages in five Indian languages.</li><li>Flag manipulated images and videos shared in news and social media.</li><li>Help bank staff verify suspicious voice calls.</li></ol>",
    "<h2>How it works</h2>",
    "Teams of two to five register, receive sample datasets, submit a prototype and a short report, and finalists present at the finale event.",
  ]),
  page("campaign", "indiaai-fellowship", "IndiaAI Fellowship", "Fellowships for students and early-career researchers working on AI for public good.", "2026-06-01", [
    "The fellowship supports undergraduate, postgraduate and doctoral students working on AI projects with clear public benefit.",
    "<h2>What fellows receive</h2>",
    "<ul><li>A monthly stipend for up to twelve months</li><li>Compute credits on a shared GPU cluster</li><li>A mentor from academia or industry</li></ul>",
    "<h2>Who can apply</h2>",
    "Students enrolled in a recognised Indian institution. Applicants from colleges outside the largest cities and women applicants are particularly encouraged.",
  ]),
  page("campaign", "ai-for-agriculture-hackathon", "AI for Agriculture Hackathon", "A hackathon to build tools that help smallholder farmers.", "2025-07-21", [
    "Teams build prototypes for pest detection, price forecasting or voice advisories using open agricultural datasets.",
    "Winning teams receive seed grants and a chance to pilot their tools with farmer producer organisations.",
  ]),
  page("campaign", "expression-of-interest-ai-compute-providers", "Expression of Interest: AI Compute Providers", "Inviting providers to offer GPU capacity for subsidised access.", "2025-09-15", [
    "Providers of cloud and data-centre GPU capacity are invited to express interest in offering capacity to researchers and startups at subsidised rates.",
    "<h2>What to submit</h2>",
    "<ul><li>Available GPU types and quantities</li><li>Data-centre locations and certifications</li><li>Indicative pricing and support arrangements</li></ul>",
    "Submissions are evaluated on capacity, price, reliability and user support.",
  ]),
  page("campaign", "ai-safety-institute-call-for-partners", "AI Safety Institute: Call for Partners", "Universities, labs and civil-society groups can join a network for AI safety evaluation.", "2026-05-05", [
    "The AI Safety Institute invites partners to co-develop evaluation methods, test sets and tools for assessing the risks of AI systems in Indian contexts.",
    "<h2>Areas of work</h2>",
    "<ul><li>Bias and fairness testing in Indian languages</li><li>Deepfake and synthetic media detection</li><li>Robustness and security of AI systems</li><li>Incident reporting and governance</li></ul>",
    "Partners contribute expertise and data, and receive access to shared tools and convenings.",
  ]),
  page("campaign", "public-consultation-feedback", "Public Consultation: Share Your Feedback", "Comment on draft guidelines for the responsible use of AI in public services.", "2026-08-10", [
    "We welcome comments from citizens, experts and organisations on draft guidelines for using AI in public services.",
    "<h2>Questions we would like your views on</h2>",
    "<ol><li>When should a human review an automated decision?</li><li>What should citizens be told when AI is used?</li><li>How should complaints about AI systems be handled?</li></ol>",
    "Comments will be summarised in a public report.",
  ]),
  page("campaign", "metadata-data-standards", "Metadata and Data Standards: Call for Comments", "Help shape a common metadata profile for public datasets.", "2026-02-16", [
    "A draft metadata profile for public datasets builds on international vocabularies for catalogues and machine-learning datasets.",
    "Publishers, researchers and developers are invited to comment on the required fields, licence choices and quality indicators.",
  ]),
];
