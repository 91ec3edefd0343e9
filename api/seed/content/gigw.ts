import { SAMPLE_NOTE } from "./helpers";
import { POLICY_NOTE, type SeedPage } from "./pages";

/**
 * The pages GIGW 3.0 (Guidelines for Indian Government Websites) asks every Government of India
 * site to carry: accessibility statement, screen-reader access, help, contact us and the website
 * policies. Served like every other page (GET /api/web/pages/{slug}); Hindi in ./hindi/gigw.ts.
 * Addresses and e-mail addresses are sample values, as everywhere in the seed.
 */
const page = (kind: SeedPage["kind"], slug: string, title: string, excerpt: string, updated: string, body: string[]): SeedPage => ({
  kind,
  slug,
  title,
  excerpt,
  updated_at: `${updated}T04:30:00.000Z`,
  body: body.map((b) => (b.startsWith("<") ? b : `<p>${b}</p>`)).join("\n") + "\n" + SAMPLE_NOTE,
});

/** The GIGW pages' slugs, in the order the footer and the HTML sitemap list them. */
export const GIGW_SLUGS = {
  help: ["help", "accessibility-statement", "screen-reader-access", "contact-us"],
  policies: [
    "website-policies",
    "copyright-policy",
    "hyperlinking-policy",
    "privacy-policy",
    "terms",
    "cookie-policy",
    "content-archival-policy",
    "content-review-policy",
    "disclaimer",
  ],
} as const;

const SCREEN_READERS: Array<[string, string, string, string]> = [
  ["NVDA (NonVisual Desktop Access)", "https://www.nvaccess.org/download/", "Windows", "Free, open source"],
  [
    "JAWS (Job Access With Speech)",
    "https://www.freedomscientific.com/products/software/jaws/",
    "Windows",
    "Commercial, with a free 40-minute mode",
  ],
  ["VoiceOver", "https://support.apple.com/guide/voiceover/welcome/mac", "macOS, iOS and iPadOS", "Free, built in"],
  ["TalkBack", "https://support.google.com/accessibility/android/answer/6283677", "Android", "Free, built in"],
  ["Orca", "https://help.gnome.org/users/orca/stable/", "Linux (GNOME)", "Free, open source"],
  [
    "Narrator",
    "https://support.microsoft.com/en-us/windows/complete-guide-to-narrator-e4397a0d-ef4f-b386-d8ae-c172f109bdb1",
    "Windows",
    "Free, built in",
  ],
];

const screenReaderTable = [
  "<table>",
  "<caption>Screen readers that work with this portal</caption>",
  '<thead><tr><th scope="col">Screen reader</th><th scope="col">Platform</th><th scope="col">Licence</th></tr></thead>',
  "<tbody>",
  ...SCREEN_READERS.map(
    ([name, href, platform, licence]) =>
      `<tr><th scope="row"><a href="${href}">${name}</a></th><td>${platform}</td><td>${licence}</td></tr>`,
  ),
  "</tbody>",
  "</table>",
].join("");

export const gigwPages: SeedPage[] = [
  page(
    "static",
    "accessibility-statement",
    "Accessibility Statement",
    "How accessible this portal is, what we know does not yet work, and how to tell us about a problem.",
    "2026-11-20",
    [
      "We want everyone to be able to use this portal: people who use screen readers, screen magnifiers, speech recognition or only a keyboard, people on small phones and slow connections, and people who browse with JavaScript turned off or in a text browser.",
      "<h2>Conformance status</h2>",
      '<p>This portal aims to conform to the <a href="https://www.w3.org/TR/WCAG21/">Web Content Accessibility Guidelines (WCAG) 2.1</a> at level AA, as required by the Guidelines for Indian Government Websites (GIGW 3.0) and the Rights of Persons with Disabilities Act, 2016. It <strong>partially conforms</strong>: most of the content meets level AA, and the exceptions we know of are listed below.</p>',
      "<h2>What we have done</h2>",
      "<ul><li>Every page works without JavaScript, and in text browsers such as lynx and w3m.</li><li>Pages have a skip link, headings in order and named landmarks (header, navigation, main content, footer).</li><li>Every control can be reached and used with the keyboard, and has a visible focus indicator.</li><li>Form fields have visible labels; errors are listed at the top of the form and next to each field.</li><li>Text can be resized to 200% and the layout reflows down to 320 pixels wide without sideways scrolling.</li><li>The whole interface is available in English and Hindi; content that exists only in English is marked as such.</li><li>Pages are checked with automated tools (axe) on every change, and tested with keyboards, phones, screen readers and text browsers.</li></ul>",
      "<h2>Known limitations</h2>",
      "<ul><li>Some older videos do not yet have captions or a transcript. New videos are published with both; we are adding them to older ones.</li><li>Some articles, reports and listings are not yet translated into Hindi; they are shown in English.</li><li>Documents (such as PDF reports) published by other organisations may not be accessible. Ask us for an accessible version.</li><li>Videos embedded from other platforms use those platforms’ players, which we do not control.</li><li>The bot check on some forms is provided by a third party; if you cannot complete it, contact us and we will help you.</li></ul>",
      "<h2>Report a problem</h2>",
      '<p>If you find a part of this portal you cannot use, or need content in a different format, tell us through the <a href="/feedback">feedback form</a> or write to <a href="mailto:accessibility@indiaai.example">accessibility@indiaai.example</a>. Say which page you were on and what happened. We acknowledge messages within 5 working days and aim to fix problems or provide the content another way within 30 days.</p>',
      '<p>Our postal address and other ways to reach us are on the <a href="/contact-us">contact us</a> page. Help for screen-reader users is on the <a href="/screen-reader-access">screen reader access</a> page.</p>',
    ],
  ),
  page(
    "static",
    "screen-reader-access",
    "Screen Reader Access",
    "Free and built-in screen readers you can use with this portal, and how its pages are organised.",
    "2026-11-20",
    [
      "The portal meets the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA as far as it can, so that people with visual impairments can use it with assistive technologies such as screen readers. The table lists screen readers you can use; several are free or built into your device.",
      screenReaderTable,
      "<h2>Finding your way around</h2>",
      "<ul><li>The first link on every page, “Skip to main content”, takes you past the menus.</li><li>Each page has one main heading (level 1); sections use level 2 and 3 headings, so you can move through them with your screen reader’s heading keys.</li><li>The header, menus, search, main content and footer are landmarks.</li><li>The language link in the header switches between English and Hindi; Hindi pages are marked as Hindi so your screen reader uses a Hindi voice.</li></ul>",
      '<p>If something does not work with your screen reader, please tell us through the <a href="/feedback">feedback form</a>. The <a href="/accessibility-statement">accessibility statement</a> lists what we know does not yet work.</p>',
    ],
  ),
  page(
    "static",
    "help",
    "Help",
    "How to find your way around the portal: browsing, searching, signing in, contributing and changing the language.",
    "2026-11-20",
    [
      "<h2>Browsing</h2>",
      '<p>The menus at the top of every page lead to the portal’s resources (articles, news, case studies, videos, research reports, standards, courses and datasets) and its ecosystem (events, colleges, startups, companies, initiatives, funds and people). Each section opens on its latest items, with a link to the full list, which you can filter and page through. The <a href="/site-map">site map</a> lists every section on one page.</p>',
      "<h2>Searching</h2>",
      "Type words into the search box at the top of any page and press Enter. On the results page you can narrow the results by type, topic, author and date, and sort them. Searches are plain links, so you can bookmark or share a page of results.",
      "<h2>Signing in</h2>",
      '<p>You can read everything without an account. To comment, like, or contribute content, <a href="/signin">sign in</a> with your e-mail address and password, or with a Google or Facebook account. New here? <a href="/signup">Create an account</a>. If you forget your password, use “Forgot password” on the sign-in page and we will e-mail you a link to choose a new one.</p>',
      "<h2>Contributing</h2>",
      '<p>Once signed in, choose “Contribute” in your account menu to send an article, case study or research report, or to add your startup, college, company or fund. Our editors review every contribution against the <a href="/content-review-policy">content review policy</a> before it is published; you can follow its status under “My uploads”.</p>',
      "<h2>Changing the language</h2>",
      "Use the “हिन्दी” link in the header to read the portal in Hindi, and “English” to come back. The page you are on opens in the other language; the address of Hindi pages starts with /hi.",
      "<h2>Using the portal without JavaScript</h2>",
      "Everything works with JavaScript turned off and in text browsers: menus open as lists, search and filters are ordinary forms, and comments, sign-in and the newsletter are submitted as forms. With JavaScript on, you also get suggestions while you type and a few shortcuts.",
      "<h2>Reading offline</h2>",
      "Articles, news, case studies and research reports you have read recently are kept by your browser, so you can open them again without a connection. Pages you have not read show a message asking you to connect to the internet, with a list of the pages you can read offline.",
      "<h2>More help</h2>",
      '<p>Screen-reader users will find tips on the <a href="/screen-reader-access">screen reader access</a> page. For anything else, <a href="/contact-us">contact us</a> or send us <a href="/feedback">feedback</a>.</p>',
    ],
  ),
  page("static", "contact-us", "Contact Us", "How to reach the team that runs the portal, and the Web Information Manager.", "2026-11-20", [
    "<h2>Questions about the portal</h2>",
    '<p>For questions about content, your account or contributions, write to <a href="mailto:support@indiaai.example">support@indiaai.example</a>. We reply within 5 working days.</p>',
    '<p>To comment on a page, suggest an improvement or report a problem, you can also use the <a href="/feedback">feedback form</a>.</p>',
    "<h2>Web Information Manager</h2>",
    "The Web Information Manager is responsible for the content and the working of this portal.",
    '<p>Web Information Manager, IndiaAI, e-mail <a href="mailto:wim@indiaai.example">wim@indiaai.example</a></p>',
    "<h2>Postal address</h2>",
    "IndiaAI (sample address), Electronics Niketan, 6 CGO Complex, Lodhi Road, New Delhi 110003, India",
    "Office hours are 9:30 am to 6:00 pm, Monday to Friday, except gazetted holidays.",
    "<h2>Media and partnerships</h2>",
    '<p>Journalists and organisations proposing a partnership can write to <a href="mailto:partnerships@indiaai.example">partnerships@indiaai.example</a>.</p>',
  ]),
  page(
    "policy",
    "website-policies",
    "Website Policies",
    "The policies that govern this portal: copyright, hyperlinking, privacy, terms of use, cookies, content archival and content review.",
    "2026-11-20",
    [
      POLICY_NOTE,
      "As the Guidelines for Indian Government Websites (GIGW 3.0) ask, this portal publishes the policies under which it is run. Each policy shows the date it was last updated.",
      '<ul><li><a href="/copyright-policy">Copyright policy</a>: reusing the portal’s material.</li><li><a href="/hyperlinking-policy">Hyperlinking policy</a>: links to and from other websites.</li><li><a href="/privacy-policy">Privacy policy</a>: what personal information we collect and how we protect it.</li><li><a href="/terms">Terms of use</a>: the rules for using the portal, and our disclaimer.</li><li><a href="/cookie-policy">Cookie policy</a>: the cookies the portal sets.</li><li><a href="/content-archival-policy">Content archival policy</a>: how long content stays and where it goes afterwards.</li><li><a href="/content-review-policy">Content review policy</a>: how content is checked and kept up to date.</li><li><a href="/disclaimer">Disclaimer</a>: the limits of the information here and of our responsibility for it.</li></ul>',
      '<p>See also the <a href="/accessibility-statement">accessibility statement</a>.</p>',
    ],
  ),
  page("policy", "copyright-policy", "Copyright Policy", "When and how you may reproduce material from this portal.", "2026-11-20", [
    POLICY_NOTE,
    '<p>Material on this portal may be reproduced free of charge after taking proper permission by writing to <a href="mailto:wim@indiaai.example">wim@indiaai.example</a>. The material must be reproduced accurately and must not be used in a derogatory manner or in a misleading context. Wherever it is published or issued to others, the source must be prominently acknowledged.</p>',
    "This permission does not extend to material identified as the copyright of a third party, such as contributed articles, photographs and logos of other organisations. Permission to reproduce such material must be obtained from the departments or copyright holders concerned.",
    "Short extracts may be quoted with a link to the page they come from without asking for permission.",
  ]),
  page(
    "policy",
    "hyperlinking-policy",
    "Hyperlinking Policy",
    "Our policy on links from this portal to other websites, and from other websites to this portal.",
    "2026-11-20",
    [
      POLICY_NOTE,
      "<h2>Links to other websites</h2>",
      "At many places on this portal you will find links to other websites and portals. These links are placed for your convenience. We are not responsible for the contents and reliability of the linked websites and do not necessarily endorse the views expressed in them. The presence of a link or its listing on this portal is not an endorsement of any kind. We cannot guarantee that these links will work all the time, and we have no control over the availability of linked pages.",
      "<h2>Links to this portal from other websites</h2>",
      "We do not object to you linking directly to the information hosted on this portal, and no prior permission is required for it. However, we would like you to inform us about any links provided to this portal, so that you can be told about changes or updates to the pages you link to. We do not permit our pages to be loaded into frames on your site: they must open in a newly opened browser window or tab of the user.",
    ],
  ),
  page(
    "policy",
    "content-archival-policy",
    "Content Archival Policy",
    "How long each kind of content stays on the portal, and what happens to it afterwards.",
    "2026-11-20",
    [
      POLICY_NOTE,
      "Content on this portal carries the date it was published and the date it was last updated. Content is reviewed against the schedule below and archived when it is no longer current.",
      '<table><caption>When content is archived</caption><thead><tr><th scope="col">Content</th><th scope="col">Kept on the portal</th></tr></thead><tbody><tr><th scope="row">News and announcements</th><td>Two years after publication</td></tr><tr><th scope="row">Events</th><td>One year after the event ends</td></tr><tr><th scope="row">Campaigns, calls and hackathons</th><td>One year after the closing date</td></tr><tr><th scope="row">Articles, case studies and research reports</th><td>As long as they remain accurate; reviewed every two years</td></tr><tr><th scope="row">Directories (startups, colleges, companies, funds, people)</th><td>While the entry is current; reviewed every year</td></tr><tr><th scope="row">Policies, standards and guidelines</th><td>Until they are superseded; earlier versions are archived</td></tr></tbody></table>',
      '<p>Archived content is removed from the menus and listings but kept in the portal’s records, and can be requested through the <a href="/contact-us">contact us</a> page. Contributors can ask for their own content to be removed at any time.</p>',
    ],
  ),
  page(
    "policy",
    "content-review-policy",
    "Content Review Policy",
    "How content is checked before it is published and kept accurate afterwards.",
    "2026-11-20",
    [
      POLICY_NOTE,
      "<h2>Before publication</h2>",
      '<p>Every article, case study, report and listing — including those contributed by users — is checked by an editor for accuracy, relevance to India’s AI programme, respect for copyright and the portal’s <a href="/terms">terms of use</a> before it is published. Comments are published after moderation.</p>',
      "<h2>After publication</h2>",
      "<ul><li>News, events and campaigns are reviewed every month, and closed items are marked as closed.</li><li>Directories are reviewed every year; organisations can ask for corrections at any time.</li><li>Articles, reports and standards are reviewed at least every two years, or when the facts they rely on change.</li><li>Policies and the accessibility statement are reviewed every year.</li></ul>",
      '<p>Each page shows the date it was last updated. Errors reported through the <a href="/feedback">feedback form</a> are checked within 5 working days. Content that is out of date is updated or archived under the <a href="/content-archival-policy">content archival policy</a>.</p>',
    ],
  ),
  page(
    "policy",
    "disclaimer",
    "Disclaimer",
    "The limits of the information on this portal, and of our responsibility for it.",
    "2026-12-06",
    [
      POLICY_NOTE,
      "This portal is designed, developed and hosted by India’s national AI programme for information and outreach. Every effort is made to keep its content accurate and up to date, but it should not be read as a statement of law or used for any legal purpose. In case of any doubt, check with the ministry, department or organisation concerned, or with other sources, and take appropriate professional advice.",
      "Under no circumstances will we be liable for any expense, loss or damage, including indirect or consequential loss or damage, or any loss of data, arising from the use of this portal.",
      '<p>Articles, case studies and other material contributed by users are checked under the <a href="/content-review-policy">content review policy</a>, but the views in them are their authors’ and not necessarily those of the Government of India. Listings of startups, companies, colleges, funds and people are not endorsements.</p>',
      '<p>Links to other websites are given for convenience; see the <a href="/hyperlinking-policy">hyperlinking policy</a>. The portal’s assistant answers from published pages and links to them: read the linked pages before relying on an answer.</p>',
    ],
  ),
];
