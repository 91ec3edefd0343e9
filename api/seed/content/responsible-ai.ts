import type { SeedPage } from "./pages";
import { SAMPLE_NOTE } from "./helpers";

/**
 * The Responsible-AI guidance pages (docs/product/guidance.md#guidance-pages), served as static pages under `responsible-ai-…`
 * slugs. The portal gives each <h2> its anchor by position (app/guidance/pages.ts), so the
 * order of the <h2>s here, and in the Hindi text of ./responsible-ai-hi.ts, must match that list
 * (tests/guidance/content.test.ts checks both).
 */

const SAMPLE_GUIDANCE =
  "<p><strong>Sample guidance.</strong> This text illustrates how the portal presents responsible-AI guidance. It draws on NITI Aayog’s Principles for Responsible AI (2021) but is not an official government policy or legal advice.</p>";

const guidance = (slug: string, title: string, excerpt: string, updated: string, body: string[]): SeedPage => ({
  kind: "static",
  slug: `responsible-ai-${slug}`,
  title,
  excerpt,
  updated_at: `${updated}T04:30:00.000Z`,
  body: [SAMPLE_GUIDANCE, ...body.map((b) => (b.startsWith("<") ? b : `<p>${b}</p>`)), SAMPLE_NOTE].join("\n"),
});

export const guidancePages: SeedPage[] = [
  guidance(
    "homepage",
    "Responsible AI",
    "Guidance and a self-assessment for government teams that design, buy or run AI systems.",
    "2026-10-20",
    [
      "Public bodies increasingly use AI to decide who gets a benefit, which application is checked first or which message a citizen receives. This section helps the teams behind those systems make them safe, fair and accountable, and show that they have.",
      "<h2>Guidance</h2>",
      '<ul><li><a href="/responsible-ai/principle-point-of-focus">The seven principles</a>: what each of NITI Aayog’s principles asks of a system and the evidence that shows it is met.</li><li><a href="/responsible-ai/architect-guide">Architect’s guide</a>: practices for every stage of a system’s life, from design to retirement.</li><li><a href="/responsible-ai/ethics-committees">Ethics committees</a>: how to set up a committee, who sits on it and when a system must go before it.</li><li><a href="/responsible-ai/goverance-framework">Governance framework</a>: roles, approvals by impact level, grievances and incidents.</li></ul>',
      "<h2>Check your system</h2>",
      'The <a href="/responsible-ai/assessment">self-assessment</a> takes about 30 minutes. It asks how much your system can affect people, then how far your practices meet each principle. You leave with an impact level, a score per principle, a list of gaps with recommendations and a report you can take to your ethics committee. No personal data is needed, and a draft can be resumed later from its link.',
      "<h2>How to use this guidance</h2>",
      "<ol><li>Read the principles with the people who will own the system, not only its builders.</li><li>Take the self-assessment early, at design, and again before deployment.</li><li>Agree the impact level with your approving authority and follow the approvals it requires.</li><li>Keep the evidence: the assessment report, test results, committee minutes and the published explanation.</li></ol>",
    ],
  ),
  guidance(
    "principle-point-of-focus",
    "The seven principles of responsible AI",
    "What each of NITI Aayog’s principles asks of an AI system, and how a team shows that it is met.",
    "2026-10-20",
    [
      "NITI Aayog’s Principles for Responsible AI set out seven principles for AI systems in India. Each section below says what the principle asks of a system and which evidence shows that it is met. The self-assessment scores a system against the same seven.",
      "<h2>Safety and reliability</h2>",
      "<p><strong>What it asks.</strong> The system does what it is meant to, within known limits, and fails safely when it cannot.</p>",
      "<ul><li>Define the intended use and the conditions the system was not built for.</li><li>Test accuracy on data like the people it will serve, including rare and difficult cases.</li><li>Provide a fallback: a human route or a safe default when the model is unsure or unavailable.</li></ul>",
      "<p><strong>How to show it.</strong> A test report with error rates per group and per condition, a record of known limitations, and monitoring that alerts when performance drifts.</p>",
      "<h2>Equality</h2>",
      "<p><strong>What it asks.</strong> People in the same situation are treated the same, whatever their caste, religion, gender, region or language.</p>",
      "<ul><li>Choose fairness measures suited to the decision, for example equal error rates across groups.</li><li>Check outcomes for each group before launch and at every retraining.</li></ul>",
      "<p><strong>How to show it.</strong> Fairness test results by group, the thresholds agreed with the approving authority, and the actions taken when a gap was found.</p>",
      "<h2>Inclusivity and non-discrimination</h2>",
      "<p><strong>What it asks.</strong> Nobody is shut out because of the way the system is built: language, disability, literacy, connectivity or the device they own.</p>",
      "<ul><li>Involve affected groups in design and testing.</li><li>Offer the service in the languages people use and through accessible, low-bandwidth channels.</li><li>Keep a non-digital route for those who cannot or will not use the system.</li></ul>",
      "<p><strong>How to show it.</strong> Records of consultation, accessibility test results, and the alternative channels that are published.</p>",
      "<h2>Privacy and security</h2>",
      "<p><strong>What it asks.</strong> Personal data is collected and used lawfully, for a stated purpose and no more, and the system resists attack.</p>",
      "<ul><li>Follow the Digital Personal Data Protection Act, 2023: notice, consent or another lawful basis, purpose limitation and erasure.</li><li>Minimise data: use only the fields the decision needs, and anonymise training data where possible.</li><li>Test for security threats specific to AI, such as data poisoning and adversarial inputs.</li></ul>",
      "<p><strong>How to show it.</strong> A data protection impact assessment, the data inventory with its lawful basis, and security test reports.</p>",
      "<h2>Transparency</h2>",
      "<p><strong>What it asks.</strong> People know when AI is used, how it affects them and where to get an explanation.</p>",
      "<ul><li>Tell people, at the point of decision, that AI is involved.</li><li>Publish a plain-language explanation of the system: its purpose, its inputs and its limits.</li><li>Be able to explain an individual decision to the person it affects.</li></ul>",
      "<p><strong>How to show it.</strong> The published explanation, the notices shown to users and a sample of explanations given on request.</p>",
      "<h2>Accountability</h2>",
      "<p><strong>What it asks.</strong> A named person answers for the system, its decisions can be challenged and its working can be audited.</p>",
      "<ul><li>Name a senior responsible owner and record each approval.</li><li>Keep logs that allow a decision to be traced and reviewed.</li><li>Provide a grievance channel with a time limit for replies.</li></ul>",
      "<p><strong>How to show it.</strong> The approval record, audit logs, grievance statistics and the outcome of independent reviews.</p>",
      "<h2>Protection and reinforcement of positive human values</h2>",
      "<p><strong>What it asks.</strong> The system supports human dignity, autonomy and well-being, and does not manipulate or deceive.</p>",
      "<ul><li>Keep a person in charge of decisions that affect rights, health or livelihood.</li><li>Avoid designs that push people into choices against their interest.</li><li>For generative AI, label synthetic content and guard against harmful output.</li></ul>",
      "<p><strong>How to show it.</strong> A description of human oversight, the ethics committee’s opinion and content-safety test results.</p>",
      "<h2>Using the principles together</h2>",
      'The principles pull against each other at times: more data may improve accuracy but weaken privacy. Record how each trade-off was decided and by whom. The <a href="/responsible-ai/assessment">self-assessment</a> links each gap it finds back to the section of this page that helps.',
    ],
  ),
  guidance(
    "architect-guide",
    "Architect’s guide to responsible AI",
    "Practices for each stage of an AI system’s life, from design to retirement.",
    "2026-10-20",
    [
      "Responsibility is cheapest to build in early. This guide lists, for each stage of a system’s life, the practices that matter most and the record each one leaves. The stage names match the life-cycle question of the self-assessment.",
      "<h2>Design</h2>",
      '<ul><li>State the problem, the decision the system supports and who is affected.</li><li>Ask whether AI is needed at all; a simple rule may be fairer and easier to explain.</li><li>Estimate the impact level with the <a href="/responsible-ai/assessment">self-assessment</a> and plan the approvals it requires.</li><li>Decide where a human decides, reviews or can override.</li></ul>',
      "<h2>Data</h2>",
      "<ul><li>Record where each dataset comes from, its licence and its lawful basis under the DPDP Act, 2023.</li><li>Check that the data represents the people the system will serve, across regions, languages and groups.</li><li>Document known gaps and biases in a datasheet.</li></ul>",
      "<h2>Build</h2>",
      "<ul><li>Prefer models whose decisions can be explained at the level the impact requires.</li><li>Version code, data and models together so any result can be reproduced.</li><li>For generative AI, add input and output filters and ground answers in approved sources.</li></ul>",
      "<h2>Test</h2>",
      "<ul><li>Measure accuracy, robustness and fairness per group, against thresholds agreed before testing.</li><li>Test with real users, including people with disabilities and in the languages of the service.</li><li>Run security tests for adversarial inputs and, for generative AI, red-team for harmful output.</li></ul>",
      "<h2>Deploy</h2>",
      '<ul><li>Obtain the approvals of the <a href="/responsible-ai/goverance-framework">governance framework</a> for the system’s impact level.</li><li>Publish the plain-language explanation and the grievance channel before go-live.</li><li>Start with a pilot or a shadow run where decisions are checked by people.</li></ul>',
      "<h2>Monitor</h2>",
      "<ul><li>Watch accuracy, fairness and drift against the thresholds set at testing.</li><li>Review grievances and incidents monthly and feed them back into the system.</li><li>Reassess when the purpose, data, model or affected population changes.</li></ul>",
      "<h2>Retire</h2>",
      "<ul><li>Plan how decisions will be made after the system is switched off.</li><li>Delete or archive data as the law and the retention schedule require.</li><li>Record lessons learned and keep the documentation for audit.</li></ul>",
    ],
  ),
  guidance(
    "ethics-committees",
    "AI ethics committees",
    "How to set up an ethics committee, who sits on it and when an AI system must go before it.",
    "2026-10-20",
    [
      "An ethics committee gives an independent view on whether an AI system should be built or used, and on what terms. It does not replace legal or technical review; it asks whether the system is right for the people it affects.",
      "<h2>Committee models</h2>",
      "<ul><li><strong>Departmental committee</strong>: one per ministry or department, reviewing all its AI systems. Suits bodies with several systems.</li><li><strong>Shared committee</strong>: several smaller bodies use one committee, often convened by a nodal agency.</li><li><strong>Project board</strong>: a committee formed for one large or high-impact programme, for its whole life.</li></ul>",
      "<h2>Membership</h2>",
      "<ul><li>At least five members, with a chair who is not responsible for the system under review.</li><li><strong>At least one external member</strong> from outside the government body, such as an academic, a civil-society representative or an independent expert.</li><li>Members with legal, technical and domain knowledge, and someone who can speak for the people affected.</li><li>A balance of genders, and members who declare conflicts of interest before each review.</li></ul>",
      "<h2>When review is required</h2>",
      "<ul><li>Before deployment of every system at impact level III or IV, and before any major change to it.</li><li>When a system makes or recommends decisions about rights, benefits, health or livelihood.</li><li>When a system uses sensitive personal data or serves vulnerable groups such as children.</li><li>After a serious incident, or when grievances show a pattern of harm.</li></ul>",
      "<h2>How a review works</h2>",
      "<ol><li>The team submits the self-assessment report, the data and test records and the draft public explanation.</li><li>The committee hears the team and, where possible, people who will be affected.</li><li>It approves, approves with conditions, or rejects, and gives its reasons in writing.</li><li>Conditions are tracked until they are met.</li></ol>",
      "<h2>Records and publication</h2>",
      "Minutes, decisions and conditions are kept for the life of the system. A summary of each decision on a level III or IV system is published with the system’s explanation.",
    ],
  ),
  guidance(
    "goverance-framework",
    "Governance framework for AI systems",
    "Roles, approvals by impact level, and how grievances and incidents are handled.",
    "2026-10-20",
    [
      "This framework sets out who is responsible for an AI system, which approvals it needs according to its impact level, and how complaints and incidents are handled.",
      "<h2>Roles</h2>",
      '<ul><li><strong>Senior responsible owner</strong>: a senior officer accountable for the system and its outcomes.</li><li><strong>System team</strong>: builds or buys and runs the system, and keeps its records.</li><li><strong>Data protection officer</strong>: advises on personal data and the DPDP Act, 2023.</li><li><strong>Ethics committee</strong>: reviews systems at higher impact levels (see <a href="/responsible-ai/ethics-committees">ethics committees</a>).</li><li><strong>Grievance officer</strong>: receives and answers complaints about the system.</li></ul>',
      "<h2>Impact levels</h2>",
      'The <a href="/responsible-ai/assessment">self-assessment</a> sets a system’s impact level from I (little impact) to IV (very high impact), from how autonomous, reversible, lasting and wide its effects are on people’s rights, health and livelihood.',
      "<h2>Approvals by impact level</h2>",
      "<table><thead><tr><th>Level</th><th>Required before deployment</th></tr></thead><tbody><tr><td>I</td><td>Self-assessment kept on file; approval by the system team’s head.</td></tr><tr><td>II</td><td>Approval by the senior responsible owner; a published notice that AI is used.</td></tr><tr><td>III</td><td>Ethics committee review with an external member; a human decision-maker for decisions about individuals; a published explanation and grievance channel.</td></tr><tr><td>IV</td><td>All of level III, plus an independent audit before launch and yearly, approval at the level of the head of department, and a published summary of the committee’s decision.</td></tr></tbody></table>",
      "<h2>Grievances</h2>",
      "<ul><li>Every system at level II or above names a grievance channel in its notice and explanation.</li><li>Complaints are acknowledged within three working days and answered within thirty days.</li><li>A person affected by a decision can ask for it to be reviewed by a human.</li><li>Grievance figures are reviewed monthly by the senior responsible owner.</li></ul>",
      "<h2>Incidents</h2>",
      "<ol><li>Anyone can report an incident: harm, a serious error, a security breach or unexpected behaviour.</li><li>The system team contains it, pausing the system if people are at risk.</li><li>Personal data breaches are reported to the Data Protection Board and the people affected, as the DPDP Act, 2023 requires.</li><li>The team finds the cause, fixes it and records what was learned; level III and IV incidents go to the ethics committee.</li></ol>",
      "<h2>Review of this framework</h2>",
      "The framework is reviewed every year and after any serious incident, with public consultation on significant changes.",
    ],
  ),
];
