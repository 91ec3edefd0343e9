/**
 * The longer body of narrative sample items: articles, case studies and research reports get
 * sections with headings, a list and a table (so read times, the reading-progress bar and search
 * ranking have real text to work on); news gets its background and next steps. Written from the
 * item's theme, with the wording chosen by a hash of the slug so items do not read alike. The
 * figures in tables are marked illustrative: this is sample content, not reporting.
 */
import { hash32 } from "../media/illustration";
import type { Draft, Theme } from "./draft";

interface Field {
  /** Who the work is for and with. */
  people: string;
  /** The data it runs on. */
  data: string;
  /** Where it is used. */
  place: string;
  /** What goes wrong when it is done badly. */
  risk: string;
  /** Three things worth measuring. */
  measures: [string, string, string];
}

const FIELDS: Partial<Record<Theme, Field>> = {
  agriculture: {
    people: "farmers, extension workers and farmer producer organisations",
    data: "weather forecasts, soil tests, satellite images and pest-trap counts",
    place: "district agriculture offices and village cooperatives",
    risk: "advice that arrives too late, in the wrong dialect or for the wrong crop stage",
    measures: ["advisories acted on within a week", "input cost per acre", "calls to the helpline after an advisory"],
  },
  healthcare: {
    people: "patients, community health workers, nurses and doctors",
    data: "screening images, visit records and anonymised outpatient statistics",
    place: "primary health centres and district hospitals",
    risk: "missed disease in groups the tool was not tested on, and over-reliance on its output",
    measures: ["sensitivity in the local population", "time from screening to referral", "cases a clinician overruled"],
  },
  education: {
    people: "pupils, teachers and school leaders",
    data: "practice answers, reading recordings and attendance records",
    place: "government schools and teacher training institutes",
    risk: "labelling children by a score and collecting more data about them than teaching needs",
    measures: ["learning gains over a term", "teacher time saved each week", "pupils who stop using the tool"],
  },
  governance: {
    people: "public officials, citizens and grievance officers",
    data: "service requests, scheme records and public notices",
    place: "departments, district offices and citizen service centres",
    risk: "decisions no one can explain to the citizen they affect",
    measures: ["requests resolved on the first visit", "appeals upheld", "time to a decision"],
  },
  finance: {
    people: "borrowers, lenders, small businesses and regulators",
    data: "consented cash-flow records and transaction histories",
    place: "banks, microfinance institutions and fintech lenders",
    risk: "unexplained rejections and bias against applicants with thin credit files",
    measures: ["approval rates by applicant group", "repayment rates", "complaints about decisions"],
  },
  language: {
    people: "speakers of Indian languages, translators and community reviewers",
    data: "read and conversational speech, parallel text and transcripts",
    place: "citizen helplines, classrooms and government websites",
    risk: "tools that work for standard varieties and fail for dialects",
    measures: ["word error rate per language and dialect", "translations corrected by reviewers", "languages supported end to end"],
  },
  compute: {
    people: "researchers, students, startups and cluster operators",
    data: "job queues, utilisation logs and allocation requests",
    place: "shared GPU clusters and national research facilities",
    risk: "a few large users crowding out everyone else",
    measures: ["queue waiting time for small jobs", "share of hours used by first-time users", "idle reserved capacity"],
  },
  data: {
    people: "data officers, researchers and the people the data describes",
    data: "administrative records, survey data and their metadata",
    place: "open data portals and department data units",
    risk: "re-identification of individuals and datasets no one maintains",
    measures: ["datasets with complete metadata", "downloads by researchers", "corrections after publication"],
  },
  "responsible-ai": {
    people: "system owners, auditors, affected citizens and oversight bodies",
    data: "evaluation results, incident reports and documentation",
    place: "departments that commission or oversee AI systems",
    risk: "harms that surface only after deployment, with no route to redress",
    measures: ["systems with a published assessment", "incidents reported and closed", "grievances resolved in time"],
  },
  startups: {
    people: "founders, early employees, investors and first customers",
    data: "pilot results, usage data and customer feedback",
    place: "incubators, tier-2 cities and public-sector pilots",
    risk: "pilots that never become contracts",
    measures: ["pilots converted to paid contracts", "months of runway", "repeat customers"],
  },
  research: {
    people: "researchers, reviewers and practitioners who use the results",
    data: "benchmarks, field trials and published evaluations",
    place: "universities, public research labs and field sites",
    risk: "results that do not replicate outside the lab",
    measures: ["results replicated by another team", "data and code released", "field performance against the benchmark"],
  },
  climate: {
    people: "disaster managers, farmers, city planners and residents",
    data: "rainfall, river gauges, satellite images and heat records",
    place: "state disaster authorities and municipal offices",
    risk: "warnings that arrive too late or reach only those with smartphones",
    measures: ["warning lead time", "households reached per warning", "false alarms per season"],
  },
  mobility: {
    people: "commuters, transit operators and city planners",
    data: "ticketing data, vehicle locations and road sensors",
    place: "city bus services and traffic control rooms",
    risk: "service planned around the data that is easiest to collect",
    measures: ["on-time departures", "waiting time at stops", "ridership on new routes"],
  },
  manufacturing: {
    people: "plant engineers, machine operators and small manufacturers",
    data: "sensor readings, inspection images and maintenance logs",
    place: "factory floors and industrial clusters",
    risk: "alerts workers learn to ignore",
    measures: ["unplanned downtime", "defects caught before dispatch", "alerts acted on"],
  },
  cybersecurity: {
    people: "security analysts, bank customers and the public",
    data: "fraud reports, message samples and network logs",
    place: "security operations centres and helplines",
    risk: "attackers adapting faster than detection rules",
    measures: ["fraud caught before loss", "time to respond to an alert", "genuine messages wrongly blocked"],
  },
  skilling: {
    people: "learners, trainers and employers",
    data: "course progress, assessments and placement records",
    place: "skilling institutes, colleges and online courses",
    risk: "courses that certify without teaching skills employers need",
    measures: ["course completion", "learners placed within six months", "employer ratings of graduates"],
  },
  dpi: {
    people: "citizens, service builders and platform operators",
    data: "consent records, identity checks and payment flows",
    place: "shared digital public platforms",
    risk: "a single point of failure, and data used beyond what people agreed to",
    measures: ["services built on the platform", "consent requests declined or revoked", "uptime of the shared rails"],
  },
  geospatial: {
    people: "surveyors, planners and farmers",
    data: "satellite images, field surveys and maps",
    place: "land records offices and planning departments",
    risk: "maps that are precise but out of date",
    measures: ["map accuracy against field checks", "time to update a map", "users of the published layers"],
  },
  investment: {
    people: "founders, fund managers and limited partners",
    data: "portfolio metrics and market studies",
    place: "funds, angel networks and accelerators",
    risk: "capital that flows only to founders in large cities",
    measures: ["first cheques outside metros", "follow-on funding raised", "women-led companies in the portfolio"],
  },
};

const GENERIC: Field = {
  people: "the people who use and are affected by the system",
  data: "the records and measurements the work depends on",
  place: "the institutions that run the service",
  risk: "a system that works in a demonstration and fails in daily use",
  measures: ["use in daily work", "errors found and fixed", "complaints resolved"],
};

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const pick = <T>(slug: string, salt: string, options: readonly T[]) => options[hash32(`${salt}/${slug}`) % options.length];
const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
const ul = (items: string[], ordered = false) =>
  `<${ordered ? "ol" : "ul"}>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</${ordered ? "ol" : "ul"}>`;
const h2 = (text: string) => `<h2>${escapeHtml(text)}</h2>`;

function measuresTable(slug: string, f: Field, caption: string) {
  const rows = f.measures.map((m, i) => {
    const before = 20 + (hash32(`${slug}/${i}`) % 50);
    const after = before + 5 + (hash32(`${slug}/after/${i}`) % 25);
    return `<tr><td>${escapeHtml(m)}</td><td>${before}</td><td>${after}</td></tr>`;
  });
  return `<table><caption>${escapeHtml(caption)}</caption><thead><tr><th scope="col">Measure</th><th scope="col">Baseline (index)</th><th scope="col">After one year (index)</th></tr></thead><tbody>${rows.join("")}</tbody></table>`;
}

function background(slug: string, title: string, f: Field): string[] {
  return [
    h2(pick(slug, "bg-h", ["Background", "Why this matters", "The context"])),
    p(
      pick(slug, "bg1", [
        `Work of this kind starts with ${f.people}. Their needs, and the constraints of ${f.place}, decide what a useful system looks like long before any model is trained.`,
        `The question behind “${title}” is a practical one: what changes for ${f.people} when a system built on ${f.data} enters their daily routine?`,
        `In ${f.place}, new tools are judged less by their accuracy on a benchmark than by whether ${f.people} trust them and keep using them after the first month.`,
      ]),
    ),
    p(
      pick(slug, "bg2", [
        `The raw material is ${f.data}. Each source has gaps: some records are missing, some are late, and some were collected for a different purpose. Teams that document these gaps early avoid surprises later.`,
        `Most of the effort goes into ${f.data}: finding it, cleaning it, agreeing who may use it and for what. The model itself is often the smallest part of the project.`,
        `Programmes that last treat ${f.data} as infrastructure, with owners, budgets and a plan for updates, rather than as a one-off input to a pilot.`,
      ]),
    ),
  ];
}

function practice(slug: string, f: Field): string[] {
  return [
    h2(pick(slug, "pr-h", ["How the work is done", "What it takes in practice", "From pilot to daily use"])),
    p(`Experience from sample programmes points to a few steps that matter more than the choice of algorithm:`),
    ul([
      `Agree the decision the system supports, and who remains responsible for it, with ${f.people}.`,
      `Check ${f.data} for gaps and bias before training, and record what was found.`,
      `Test in the setting of ${f.place}, not only on a held-out sample of the training data.`,
      `Plan how errors are reported, who fixes them and how quickly.`,
    ]),
    p(
      `Training matters as much as the tool. Staff in ${f.place} need to know what the system can and cannot do, how to read its output, when to ignore it and whom to call when something looks wrong. Short sessions repeated over months work better than one long workshop at launch, because questions only appear once people use the system for real.`,
    ),
    p(
      pick(slug, "pr2", [
        `The main risk is ${f.risk}. Naming it at the start lets the team design checks for it instead of discovering it in a complaint.`,
        `What goes wrong most often is ${f.risk}. A short written plan for that case, agreed before launch, is worth more than another round of tuning.`,
      ]),
    ),
  ];
}

function measuring(slug: string, f: Field, what: string): string[] {
  return [
    h2(pick(slug, "me-h", ["Measuring whether it works", "What to measure", "Results"])),
    p(
      `Three measures give an honest picture of ${what}. The figures below are illustrative index values for the sample portal, not results of a real study.`,
    ),
    measuresTable(slug, f, `Illustrative measures for ${what}`),
    p(
      pick(slug, "me2", [
        `Averages hide as much as they show. Results should be broken down by district, language, gender and age wherever the data allows, because a system that works on average can still fail the people who most need it.`,
        `Numbers alone do not settle the question. Interviews with ${f.people} explain why a measure moved, and often reveal problems no dashboard would show.`,
      ]),
    ),
  ];
}

function example(slug: string, title: string, f: Field): string[] {
  return [
    h2(pick(slug, "ex-h", ["A worked example", "How a typical week looks", "One deployment, step by step"])),
    p(
      `Consider how the ideas in “${title}” play out in ${f.place}. In the first weeks, the team sits with ${f.people} to watch how decisions are made today, what information is at hand and where time is lost. Only then does it decide what the system should produce, in what form and at what moment.`,
    ),
    ul(
      [
        "Week one to four: observe current practice, agree the decision to support and the measures of success.",
        `Month two: assemble ${f.data}, document its gaps and run a first offline test.`,
        "Month three: a small supervised pilot, with every output reviewed by a person before it is used.",
        "Month six: an independent review of results, complaints and costs before any expansion.",
      ],
      true,
    ),
    p(
      `Each stage ends with a short written note of what was learned. These notes become the system’s history: when staff change or a vendor leaves, they explain why the system works the way it does and what was tried before. They also make the next deployment cheaper, because another team can start from them instead of from nothing.`,
    ),
  ];
}

function closing(slug: string, f: Field): string[] {
  return [
    h2(pick(slug, "cl-h", ["Open questions", "What comes next", "Lessons"])),
    p(
      pick(slug, "cl1", [
        `Two questions remain open: who maintains the system when the project team moves on, and how ${f.people} can challenge an output they believe is wrong. Both deserve an answer before scale-up, not after.`,
        `The next step is less about technology than about institutions: budgets for maintenance, training for staff in ${f.place}, and a public record of how the system performs over time.`,
        `The lesson that recurs across sample programmes is that adoption follows trust, and trust follows visible accountability: a named owner, published results and a way for ${f.people} to be heard.`,
      ]),
    ),
  ];
}

const listText = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? ""));

/** Startups, colleges, incubators, funds, companies and products: where they are and what they work on. */
function organisation(d: Draft): string[] {
  const place = [d.location, d.state].filter(Boolean).join(", ");
  const topics = listText(d.tags.map((t) => t.toLowerCase()));
  return [
    h2("About"),
    p(`${d.title}${place ? ` is based in ${place}` : " is listed in the sample directory"}. Its work centres on ${topics}.`),
    p(
      pick(d.slug, "org", [
        "A real listing would add its partners, its programmes and a contact. The topics below lead to the articles, events and people in the portal that deal with the same subjects.",
        "A real listing would say who its partners are, what it offers and how to reach it. The topics below lead to related articles, events and people in the portal.",
      ]),
    ),
  ];
}

/** Extra sections for an item of the given type; nothing for types that need none. */
export function deepen(collectionType: number, d: Draft): string[] {
  const { slug, title, theme } = d;
  const f = (theme && FIELDS[theme]) || GENERIC;
  switch (collectionType) {
    case 2: // articles
      return [
        ...background(slug, title, f),
        ...practice(slug, f),
        ...example(slug, title, f),
        ...measuring(slug, f, "a system of this kind"),
        ...closing(slug, f),
      ];
    case 4: // case studies
      return [
        ...background(slug, title, f),
        ...practice(slug, f),
        ...example(slug, title, f),
        ...measuring(slug, f, "this deployment"),
        ...closing(slug, f),
      ];
    case 9: // research reports
      return [
        h2("Summary of findings"),
        ul([
          `Systems built on ${f.data} can help ${f.people} when they are tested in the setting where they will be used.`,
          `The main risk observed is ${f.risk}.`,
          `Documentation, monitoring and a route for complaints matter as much as model quality.`,
        ]),
        h2("Method"),
        p(
          `The review covers sample programmes that serve ${f.people} in ${f.place}. For each, the authors read the project documents, compared the evaluation reports with the data actually used, and interviewed staff and users about what changed in their work. Programmes were included whatever their outcome, so that failures are counted as well as successes.`,
        ),
        p(
          `Where programmes reported figures, the authors checked how they were measured and whether results were broken down for smaller groups. Where they did not, the gap itself is recorded as a finding.`,
        ),
        ...background(slug, title, f),
        ...practice(slug, f),
        ...measuring(slug, f, "the programmes reviewed"),
        h2("Recommendations"),
        ul(
          [
            `Publish how systems are evaluated, including results for smaller groups.`,
            `Fund maintenance of ${f.data}, not only its first collection.`,
            `Give ${f.people} a simple way to report errors and see what was done about them.`,
          ],
          true,
        ),
        ...closing(slug, f),
        h2("Limitations"),
        p(
          "This report is sample content written for the portal’s demonstration. Its figures are illustrative and it does not describe a real study.",
        ),
      ];
    case 3: // news
      return [
        p(
          pick(slug, "nw0", [
            `The announcement follows several months of consultation with ${f.people}, who asked for clearer information on how the work would affect them and how they could give feedback before and after the launch.`,
            `The step builds on earlier pilots in ${f.place}, where teams tested the approach on a small scale and published what worked, what did not and what they would change.`,
          ]),
        ),
        p(
          pick(slug, "nw1", [
            `The work involves ${f.people} and relies on ${f.data}. Officials said the first phase would focus on ${f.place}, with a review before any expansion.`,
            `People familiar with the programme said the main challenge would be ${f.risk}, and that monitoring would be published each quarter.`,
          ]),
        ),
        p(
          `Under the plan, ${f.data} will be handled under written rules on access, retention and sharing, and a summary of those rules will be published. Staff who use the system will receive training before it goes live, and a named officer will be responsible for answering questions and complaints from ${f.people}. Progress reports will be published on the programme’s page, including figures on use, errors found and complaints received, so that the public can follow how the work develops.`,
        ),
        p(
          pick(slug, "nw2", [
            `Next steps include training for staff, a public feedback channel and an independent review after the first year. This report is sample content; the programme and figures are illustrative.`,
            `A review is planned after the first year, and results will be shared with ${f.people}. This report is sample content; the programme and figures are illustrative.`,
          ]),
        ),
      ];
    case 12:
    case 13:
    case 14:
    case 15:
    case 16:
    case 17:
      return organisation(d);
    default:
      return [];
  }
}
