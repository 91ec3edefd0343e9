// Generator of the sample SVGs under public/images/ (the SVGs are committed; this is how they were made).
// Usage: node api/seed/content/make-images.mjs '[["author-meera-krishnan","Meera Krishnan"], …]'
// The argument lists avatar files to draw (authors as author-<slug>, people items as <slug>).
import { mkdirSync, writeFileSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
const ROOT = fileURLToPath(new URL("../../../public", import.meta.url));
const S = "#FF9933",
  SL = "#FFE0B2",
  N = "#1A237E",
  NM = "#3949AB",
  NL = "#E8EAF6",
  G = "#138808",
  GL = "#E8F5E9",
  GM = "#4CAF50",
  W = "#FFFFFF";
const out = (p, s) => {
  mkdirSync(p.replace(/\/[^/]+$/, ""), { recursive: true });
  writeFileSync(p, s.replace(/\n\s*/g, ""));
};
const wrap = (title, w, h, body, bg = NL) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"><title>${title}</title>
   <rect width="${w}" height="${h}" fill="${bg}"/>${body}</svg>\n`;
const deco = `<circle cx="1120" cy="70" r="140" fill="${S}" opacity=".18"/><circle cx="80" cy="600" r="120" fill="${G}" opacity=".14"/>`;

// Motifs drawn in a 1200x630 canvas.
const M = {
  agriculture: [
    GL,
    `<circle cx="930" cy="170" r="90" fill="${S}"/>
    <path d="M0 430 Q600 300 1200 430 V630 H0Z" fill="${GM}"/><path d="M0 500 Q600 380 1200 500 V630 H0Z" fill="${G}"/>
    <path d="M0 570 Q600 470 1200 570" stroke="${GL}" stroke-width="8" fill="none"/>
    <path d="M300 420 V300 M300 350 Q250 320 240 280 Q290 300 300 350 M300 330 Q350 300 360 260 Q310 280 300 330" stroke="${N}" stroke-width="8" fill="${GM}"/>`,
  ],
  healthcare: [
    NL,
    `<rect x="470" y="150" width="260" height="260" rx="40" fill="${W}"/>
    <path d="M565 190h70v95h95v70h-95v95h-70v-95h-95v-70h95z" fill="${G}"/>
    <polyline points="80,480 380,480 430,400 490,560 550,440 590,480 1120,480" fill="none" stroke="${S}" stroke-width="12" stroke-linejoin="round"/>`,
  ],
  education: [
    SL,
    `<path d="M600 200 L330 150 V470 L600 520Z" fill="${W}" stroke="${N}" stroke-width="8"/>
    <path d="M600 200 L870 150 V470 L600 520Z" fill="${W}" stroke="${N}" stroke-width="8"/>
    <path d="M380 230 L550 260 M380 300 L550 330 M380 370 L550 400 M650 260 L820 230 M650 330 L820 300" stroke="${NM}" stroke-width="8"/>
    <circle cx="600" cy="110" r="36" fill="${G}"/>`,
  ],
  governance: [
    NL,
    `<path d="M330 230 L600 110 L870 230Z" fill="${N}"/><rect x="330" y="480" width="540" height="40" fill="${N}"/>
    <g fill="${W}" stroke="${NM}" stroke-width="6"><rect x="370" y="250" width="50" height="220"/><rect x="480" y="250" width="50" height="220"/><rect x="670" y="250" width="50" height="220"/><rect x="780" y="250" width="50" height="220"/></g>
    <circle cx="600" cy="190" r="28" fill="${S}"/>`,
  ],
  finance: [
    GL,
    `<g fill="${N}"><rect x="300" y="400" width="90" height="130"/><rect x="430" y="330" width="90" height="200"/><rect x="560" y="260" width="90" height="270"/><rect x="690" y="180" width="90" height="350"/></g>
    <polyline points="280,380 470,300 600,230 820,120" fill="none" stroke="${S}" stroke-width="14" stroke-linecap="round"/>
    <circle cx="930" cy="420" r="70" fill="${S}"/><circle cx="960" cy="380" r="70" fill="${SL}" stroke="${S}" stroke-width="8"/>`,
  ],
  language: [
    SL,
    `<path d="M260 170 h360 a40 40 0 0 1 40 40 v150 a40 40 0 0 1-40 40 h-240 l-80 70 v-70 h-40 a40 40 0 0 1-40-40 v-150 a40 40 0 0 1 40-40z" fill="${N}"/>
    <path d="M600 270 h320 a40 40 0 0 1 40 40 v140 a40 40 0 0 1-40 40 h-40 v70 l-80-70 h-200 a40 40 0 0 1-40-40 v-140 a40 40 0 0 1 40-40z" fill="${G}"/>
    <path d="M330 260 h220 M330 310 h160 M670 360 h220 M670 410 h140" stroke="${W}" stroke-width="14" stroke-linecap="round"/>`,
  ],
  compute: [
    N,
    `<g fill="${NM}" stroke="${S}" stroke-width="6">${[0, 1, 2].map((c) => [0, 1].map((r) => `<rect x="${300 + c * 220}" y="${150 + r * 190}" width="160" height="150" rx="14"/>`).join("")).join("")}</g>
    <g stroke="${SL}" stroke-width="6">${[0, 1, 2].map((c) => `<path d="M${330 + c * 220} 130v20M${380 + c * 220} 130v20M${430 + c * 220} 130v20M${330 + c * 220} 490v20M${380 + c * 220} 490v20M${430 + c * 220} 490v20"/>`).join("")}</g>
    <g fill="${G}">${[0, 1, 2].map((c) => [0, 1].map((r) => `<rect x="${350 + c * 220}" y="${195 + r * 190}" width="60" height="60"/>`).join("")).join("")}</g>`,
  ],
  data: [
    NL,
    `<g fill="${N}"><rect x="420" y="180" width="360" height="300"/><ellipse cx="600" cy="480" rx="180" ry="50"/></g>
    <ellipse cx="600" cy="180" rx="180" ry="50" fill="${NM}"/>
    <path d="M420 280 a180 50 0 0 0 360 0 M420 380 a180 50 0 0 0 360 0" stroke="${S}" stroke-width="8" fill="none"/>
    <g fill="${G}"><circle cx="230" cy="200" r="18"/><circle cx="280" cy="320" r="12"/><circle cx="940" cy="260" r="20"/><circle cx="1000" cy="400" r="14"/></g>`,
  ],
  "responsible-ai": [
    GL,
    `<path d="M600 100 L820 180 V330 C820 450 720 520 600 560 C480 520 380 450 380 330 V180Z" fill="${N}"/>
    <polyline points="500,330 575,405 720,260" fill="none" stroke="${S}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>`,
  ],
  startups: [
    NL,
    `<path d="M0 560 C300 540 600 420 1200 120 V630 H0Z" fill="${GL}"/>
    <path d="M600 120 C680 190 690 310 650 400 H550 C510 310 520 190 600 120Z" fill="${N}"/>
    <circle cx="600" cy="250" r="34" fill="${W}" stroke="${S}" stroke-width="8"/>
    <path d="M550 340 L480 420 L555 400Z M650 340 L720 420 L645 400Z" fill="${G}"/><path d="M565 410 L600 520 L635 410Z" fill="${S}"/>`,
  ],
  research: [
    W,
    `<g fill="${NM}">${[
      [260, 420],
      [330, 380],
      [390, 400],
      [450, 330],
      [520, 300],
      [580, 250],
      [640, 270],
      [300, 460],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="14"/>`)
      .join("")}</g>
    <path d="M220 520 H720 M220 520 V180" stroke="${N}" stroke-width="8"/>
    <circle cx="850" cy="280" r="120" fill="${SL}" stroke="${N}" stroke-width="24"/><path d="M935 365 L1060 490" stroke="${N}" stroke-width="36" stroke-linecap="round"/>`,
  ],
  events: [
    SL,
    `<rect x="330" y="140" width="540" height="380" rx="24" fill="${W}" stroke="${N}" stroke-width="8"/>
    <rect x="330" y="140" width="540" height="90" rx="24" fill="${N}"/><path d="M420 110v70M780 110v70" stroke="${S}" stroke-width="20" stroke-linecap="round"/>
    <g fill="${NL}">${[0, 1, 2, 3, 4].map((c) => [0, 1, 2].map((r) => `<rect x="${370 + c * 95}" y="${260 + r * 80}" width="70" height="56" rx="8"/>`).join("")).join("")}</g>
    <rect x="560" y="340" width="70" height="56" rx="8" fill="${G}"/>`,
  ],
  video: [
    N,
    `<rect x="280" y="130" width="640" height="370" rx="30" fill="${NM}"/>
    <path d="M540 230 L720 315 L540 400Z" fill="${S}"/>
    <g fill="${W}" opacity=".7">${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${300 + i * 78}" y="540" width="50" height="30" rx="6"/>`).join("")}</g>`,
  ],
  climate: [
    GL,
    `<circle cx="600" cy="315" r="210" fill="${NM}"/>
    <path d="M420 230 C480 200 540 260 600 230 C660 200 700 260 780 240 L790 300 C700 330 650 270 600 300 C540 330 470 280 400 300Z" fill="${G}"/>
    <path d="M440 400 C520 370 560 430 640 400 C700 380 740 420 770 400" stroke="${W}" stroke-width="12" fill="none"/>
    <path d="M900 470 C900 380 980 330 1060 330 C1060 420 1000 470 900 470Z" fill="${G}"/><path d="M900 470 L1000 380" stroke="${GL}" stroke-width="6"/>`,
  ],
  mobility: [
    NL,
    `<path d="M250 630 C400 420 700 380 760 200 L860 200 C820 420 560 480 470 630Z" fill="${N}"/>
    <path d="M365 610 C480 450 720 420 810 210" stroke="${S}" stroke-width="10" stroke-dasharray="36 28" fill="none"/>
    <circle cx="980" cy="180" r="60" fill="${G}"/><circle cx="980" cy="180" r="24" fill="${W}"/>`,
  ],
  manufacturing: [
    SL,
    `<circle cx="500" cy="320" r="150" fill="none" stroke="${N}" stroke-width="50" stroke-dasharray="40 30"/>
    <circle cx="500" cy="320" r="115" fill="${N}"/><circle cx="500" cy="320" r="45" fill="${SL}"/>
    <circle cx="760" cy="210" r="90" fill="none" stroke="${G}" stroke-width="36" stroke-dasharray="28 22"/>
    <circle cx="760" cy="210" r="66" fill="${G}"/><circle cx="760" cy="210" r="26" fill="${SL}"/>`,
  ],
  cybersecurity: [
    N,
    `<path d="M480 290 V220 a120 120 0 0 1 240 0 V290" fill="none" stroke="${NL}" stroke-width="36"/>
    <rect x="420" y="280" width="360" height="260" rx="30" fill="${S}"/><circle cx="600" cy="390" r="34" fill="${N}"/><rect x="588" y="400" width="24" height="70" fill="${N}"/>
    <g fill="${GM}" opacity=".6"><rect x="120" y="120" width="14" height="14"/><rect x="160" y="160" width="14" height="14"/><rect x="1040" y="460" width="14" height="14"/><rect x="1000" y="500" width="14" height="14"/></g>`,
  ],
  skilling: [
    GL,
    `<g fill="${N}"><rect x="260" y="440" width="160" height="90"/><rect x="420" y="360" width="160" height="170"/><rect x="580" y="280" width="160" height="250"/><rect x="740" y="200" width="160" height="330"/></g>
    <circle cx="820" cy="130" r="44" fill="${S}"/><path d="M820 174 v26" stroke="${S}" stroke-width="12"/>`,
  ],
  standards: [
    NL,
    `<rect x="470" y="120" width="320" height="400" rx="16" fill="${NM}"/><rect x="430" y="150" width="320" height="400" rx="16" fill="${W}" stroke="${N}" stroke-width="8"/>
    <path d="M480 230 h200 M480 300 h220 M480 370 h180 M480 440 h150" stroke="${NL}" stroke-width="18" stroke-linecap="round"/>
    <circle cx="760" cy="470" r="70" fill="${G}"/><polyline points="725,470 752,497 800,445" fill="none" stroke="${W}" stroke-width="14" stroke-linecap="round"/>`,
  ],
  global: [
    W,
    `<circle cx="600" cy="315" r="220" fill="${NL}" stroke="${N}" stroke-width="10"/>
    <ellipse cx="600" cy="315" rx="100" ry="220" fill="none" stroke="${N}" stroke-width="8"/><path d="M380 315 H820 M410 210 H790 M410 420 H790" stroke="${N}" stroke-width="8"/>
    <path d="M200 200 Q400 40 600 95 M1000 430 Q900 580 700 520" stroke="${S}" stroke-width="10" fill="none" stroke-dasharray="18 14"/>
    <circle cx="200" cy="200" r="22" fill="${G}"/><circle cx="1000" cy="430" r="22" fill="${G}"/>`,
  ],
  campus: [
    SL,
    `<g fill="${N}"><rect x="200" y="300" width="200" height="230"/><rect x="800" y="280" width="200" height="250"/></g>
    <rect x="440" y="220" width="320" height="310" fill="${NM}"/><path d="M420 230 L600 120 L780 230Z" fill="${G}"/>
    <g fill="${SL}">${[0, 1, 2].map((c) => [0, 1, 2].map((r) => `<rect x="${480 + c * 90}" y="${260 + r * 80}" width="50" height="50"/>`).join("")).join("")}</g><rect x="0" y="530" width="1200" height="100" fill="${GM}"/>`,
  ],
  investment: [
    GL,
    `<g fill="${S}" stroke="${N}" stroke-width="6">${[0, 1, 2, 3].map((i) => `<ellipse cx="380" cy="${500 - i * 50}" rx="110" ry="32"/>`).join("")}</g>
    <path d="M760 530 V300" stroke="${N}" stroke-width="18"/><path d="M760 330 C700 300 660 240 670 180 C740 200 770 260 760 330Z M760 380 C820 350 870 300 870 230 C800 240 760 300 760 380Z" fill="${G}"/>
    <rect x="680" y="520" width="160" height="30" rx="8" fill="${N}"/>`,
  ],
  network: [
    NL,
    `<g stroke="${NM}" stroke-width="6" fill="none"><path d="M300 200 L600 315 L900 180 M600 315 L420 480 M600 315 L820 470 M300 200 L420 480 M900 180 L820 470"/></g>
    <circle cx="600" cy="315" r="70" fill="${S}"/>${[
      [300, 200],
      [900, 180],
      [420, 480],
      [820, 470],
    ]
      .map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="50" fill="${i % 2 ? G : N}"/>`)
      .join("")}`,
  ],
  products: [
    SL,
    `<rect x="280" y="130" width="640" height="400" rx="24" fill="${W}" stroke="${N}" stroke-width="8"/><rect x="280" y="130" width="640" height="60" rx="24" fill="${N}"/>
    <g fill="${S}"><circle cx="320" cy="160" r="10"/><circle cx="350" cy="160" r="10"/></g>
    <rect x="320" y="230" width="200" height="260" rx="12" fill="${NL}"/><rect x="550" y="230" width="330" height="120" rx="12" fill="${G}"/><rect x="550" y="370" width="330" height="120" rx="12" fill="${NL}"/>`,
  ],
  mission: [
    W,
    `<circle cx="600" cy="315" r="230" fill="${N}"/><circle cx="600" cy="315" r="170" fill="${W}"/><circle cx="600" cy="315" r="110" fill="${S}"/><circle cx="600" cy="315" r="50" fill="${G}"/>
    <path d="M980 90 L620 300" stroke="${N}" stroke-width="14"/><path d="M980 90 l-20 70 l50 -20z M980 90 l-70 20 l20 50z" fill="${S}"/>`,
  ],
  dpi: [
    NL,
    `<path d="M300 430 L600 530 L900 430 L600 330Z" fill="${G}"/><path d="M300 330 L600 430 L900 330 L600 230Z" fill="${S}"/><path d="M300 230 L600 330 L900 230 L600 130Z" fill="${N}"/>
    <g fill="${W}"><circle cx="600" cy="230" r="16"/><circle cx="480" cy="230" r="10"/><circle cx="720" cy="230" r="10"/></g>`,
  ],
  geospatial: [
    GL,
    `<g stroke="${NM}" stroke-width="4" opacity=".5">${[0, 1, 2, 3, 4, 5, 6].map((i) => `<path d="M${150 + i * 150} 60 V570"/>`).join("")}${[0, 1, 2, 3].map((i) => `<path d="M60 ${120 + i * 130} H1140"/>`).join("")}</g>
    <path d="M200 450 C350 300 500 520 700 380 C850 280 950 400 1050 300" stroke="${G}" stroke-width="22" fill="none"/>
    <path d="M700 380 C700 300 640 260 640 220 a60 60 0 0 1 120 0 C760 260 700 300 700 380Z" fill="${S}"/><circle cx="700" cy="220" r="22" fill="${W}"/>`,
  ],
  jobs: [
    SL,
    `<rect x="380" y="220" width="440" height="300" rx="30" fill="${N}"/><path d="M520 220 V170 a30 30 0 0 1 30-30 h100 a30 30 0 0 1 30 30 V220" fill="none" stroke="${N}" stroke-width="24"/>
    <rect x="380" y="330" width="440" height="24" fill="${S}"/><rect x="570" y="315" width="60" height="56" rx="8" fill="${G}"/>`,
  ],
  justice: [
    NL,
    `<path d="M600 120 V500" stroke="${N}" stroke-width="18"/><path d="M380 200 H820" stroke="${N}" stroke-width="14"/>
    <path d="M380 200 L320 360 H440Z M820 200 L760 360 H880Z" fill="none" stroke="${NM}" stroke-width="6"/><path d="M310 360 a70 50 0 0 0 140 0Z M750 360 a70 50 0 0 0 140 0Z" fill="${S}"/>
    <rect x="480" y="500" width="240" height="40" rx="10" fill="${G}"/>`,
  ],
};
const TITLES = {
  agriculture: "Crop rows under a saffron sun",
  healthcare: "Medical cross beside a heartbeat line",
  education: "Open book with a green bead",
  governance: "Pillared public building",
  finance: "Rising bar chart with coins",
  language: "Two overlapping speech bubbles",
  compute: "Grid of processor chips",
  data: "Database cylinder with scattered data points",
  "responsible-ai": "Shield with a check mark",
  startups: "Rocket over a rising curve",
  research: "Magnifier over a scatter plot",
  events: "Calendar with one highlighted day",
  video: "Video player with a play button",
  climate: "Globe with a leaf",
  mobility: "Winding road with a location marker",
  manufacturing: "Two interlocking gears",
  cybersecurity: "Padlock on a dark field",
  skilling: "Ascending steps toward a figure",
  standards: "Stacked documents with an approval tick",
  global: "Globe linked to two points",
  campus: "College campus buildings",
  investment: "Stack of coins beside a sapling",
  network: "Connected circle network",
  products: "Application window with panels",
  mission: "Target with an arrow",
  dpi: "Three stacked platform layers",
  geospatial: "Map grid with a location pin",
  jobs: "Briefcase",
  justice: "Balance scales",
};
for (const [k, [bg, body]] of Object.entries(M))
  out(`${ROOT}/images/content/${k}.svg`, wrap(`${TITLES[k]} (sample illustration)`, 1200, 630, deco + body, bg));

// Pillars: square crops of motifs on a coloured disc.
const PILLARS = {
  "compute-capacity": "compute",
  "innovation-centre": "language",
  "datasets-platform": "data",
  "application-development": "products",
  "future-skills": "skilling",
  "startup-financing": "startups",
  "safe-and-trusted-ai": "responsible-ai",
};
for (const [slug, motif] of Object.entries(PILLARS)) {
  const [bg, body] = M[motif];
  out(
    `${ROOT}/images/pillars/${slug}.svg`,
    wrap(
      `${TITLES[motif]}: pillar illustration`,
      800,
      800,
      `<defs><clipPath id="c"><circle cx="400" cy="400" r="360"/></clipPath></defs><circle cx="400" cy="400" r="360" fill="${bg}"/><g clip-path="url(#c)"><g transform="translate(-140 116) scale(.9)">${body}</g></g><circle cx="400" cy="400" r="360" fill="none" stroke="${S}" stroke-width="12"/>`,
      W,
    ),
  );
}

// Ministry logos: generic emblem-like roundels (deliberately not any real emblem).
const icon = {
  leaf: `<path d="M100 150 C60 120 60 70 100 40 C140 70 140 120 100 150Z" fill="${G}"/><path d="M100 150 V60" stroke="${W}" stroke-width="5"/>`,
  cross: `<path d="M88 55h24v33h33v24h-33v33h-24v-33h-33v-24h33z" fill="${G}"/>`,
  book: `<path d="M100 70 L55 60 V140 L100 150Z M100 70 L145 60 V140 L100 150Z" fill="${NM}"/>`,
  chip: `<rect x="65" y="65" width="70" height="70" rx="8" fill="${NM}"/><rect x="85" y="85" width="30" height="30" fill="${S}"/><path d="M80 55v10M100 55v10M120 55v10M80 135v10M100 135v10M120 135v10" stroke="${NM}" stroke-width="5"/>`,
  gear: `<circle cx="100" cy="100" r="40" fill="none" stroke="${NM}" stroke-width="16" stroke-dasharray="12 9"/><circle cx="100" cy="100" r="14" fill="${S}"/>`,
  drop: `<path d="M100 45 C125 85 140 105 140 125 a40 40 0 0 1-80 0 C60 105 75 85 100 45Z" fill="${NM}"/>`,
  coin: `<circle cx="100" cy="100" r="45" fill="${S}"/><circle cx="100" cy="100" r="30" fill="none" stroke="${W}" stroke-width="6"/>`,
  house: `<path d="M55 100 L100 55 L145 100 V145 H55Z" fill="${NM}"/><rect x="88" y="115" width="24" height="30" fill="${S}"/>`,
  road: `<path d="M80 150 L95 50 H105 L120 150Z" fill="${NM}"/><path d="M100 60 V140" stroke="${W}" stroke-width="4" stroke-dasharray="10 8"/>`,
  atom: `<ellipse cx="100" cy="100" rx="48" ry="18" fill="none" stroke="${NM}" stroke-width="6"/><ellipse cx="100" cy="100" rx="48" ry="18" fill="none" stroke="${NM}" stroke-width="6" transform="rotate(60 100 100)"/><ellipse cx="100" cy="100" rx="48" ry="18" fill="none" stroke="${NM}" stroke-width="6" transform="rotate(-60 100 100)"/><circle cx="100" cy="100" r="9" fill="${S}"/>`,
  bolt: `<path d="M110 45 L70 110 H98 L88 155 L132 88 H104Z" fill="${S}"/>`,
  wave: `<path d="M50 95 q25-25 50 0 t50 0 M50 125 q25-25 50 0 t50 0" stroke="${NM}" stroke-width="8" fill="none"/>`,
  people: `<circle cx="80" cy="80" r="16" fill="${NM}"/><circle cx="120" cy="80" r="16" fill="${G}"/><path d="M52 140 a28 30 0 0 1 56 0Z" fill="${NM}"/><path d="M92 140 a28 30 0 0 1 56 0Z" fill="${G}"/>`,
  trade: `<path d="M55 85 H130 L115 70 M145 115 H70 L85 130" stroke="${NM}" stroke-width="9" fill="none" stroke-linecap="round"/>`,
};
const LOGOS = {
  "electronics-it": ["chip", "Ministry of Electronics and Information Technology"],
  agriculture: ["leaf", "Ministry of Agriculture and Farmers Welfare"],
  health: ["cross", "Ministry of Health and Family Welfare"],
  education: ["book", "Ministry of Education"],
  "skill-development": ["gear", "Ministry of Skill Development and Entrepreneurship"],
  "science-technology": ["atom", "Ministry of Science and Technology"],
  finance: ["coin", "Ministry of Finance"],
  "rural-development": ["people", "Ministry of Rural Development"],
  "jal-shakti": ["drop", "Ministry of Jal Shakti"],
  "housing-urban-affairs": ["house", "Ministry of Housing and Urban Affairs"],
  "road-transport": ["road", "Ministry of Road Transport and Highways"],
  power: ["bolt", "Ministry of Power"],
  "earth-sciences": ["wave", "Ministry of Earth Sciences"],
  "commerce-industry": ["trade", "Ministry of Commerce and Industry"],
};
for (const [slug, [ic, name]] of Object.entries(LOGOS))
  out(
    `${ROOT}/images/logos/${slug}.svg`,
    wrap(
      `Generic roundel for ${name} (sample logo)`,
      200,
      200,
      `<circle cx="100" cy="100" r="92" fill="${W}" stroke="${N}" stroke-width="8"/><circle cx="100" cy="100" r="78" fill="none" stroke="${S}" stroke-width="4" stroke-dasharray="6 6"/>${icon[ic]}`,
      "none",
    ),
  );

// Avatars: initials on a coloured disc (authors and people).
const avatar = (file, initials, i, label) => {
  const bg = [N, G, "#B35900", NM, "#0B6623", "#4A148C"][i % 6];
  out(
    `${ROOT}/images/people/${file}.svg`,
    wrap(
      `Avatar for ${label} (sample)`,
      200,
      200,
      `<circle cx="100" cy="100" r="100" fill="${bg}"/><circle cx="100" cy="100" r="88" fill="none" stroke="${S}" stroke-width="4"/><text x="100" y="100" dy=".35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="72" font-weight="700" fill="${W}">${initials}</text>`,
      "none",
    ),
  );
};
const people = JSON.parse(process.argv[2] ?? "[]");
people.forEach(([file, name], i) =>
  avatar(
    file,
    name
      .split(" ")
      .map((p) => p[0])
      .slice(0, 2)
      .join("")
      .toUpperCase(),
    i,
    name,
  ),
);

// Placeholders and favicon.
out(
  `${ROOT}/images/placeholder.svg`,
  wrap(
    "Image placeholder",
    1200,
    630,
    `<rect x="500" y="215" width="200" height="160" rx="16" fill="none" stroke="${NM}" stroke-width="10"/><circle cx="560" cy="270" r="20" fill="${S}"/><path d="M510 365 L580 300 L630 340 L660 315 L690 365Z" fill="${G}"/>`,
    NL,
  ),
);
out(
  `${ROOT}/images/avatar-placeholder.svg`,
  wrap(
    "Profile image placeholder",
    200,
    200,
    `<circle cx="100" cy="100" r="100" fill="${NL}"/><circle cx="100" cy="78" r="34" fill="${NM}"/><path d="M38 168 a62 56 0 0 1 124 0Z" fill="${NM}"/>`,
    "none",
  ),
);
if (!existsSync(`${ROOT}/favicon.svg`))
  out(
    `${ROOT}/favicon.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><title>IndiaAI</title><rect width="64" height="64" rx="14" fill="${N}"/><path d="M14 22h36" stroke="${S}" stroke-width="6" stroke-linecap="round"/><path d="M14 42h36" stroke="${G}" stroke-width="6" stroke-linecap="round"/><circle cx="32" cy="32" r="7" fill="${W}"/></svg>\n`,
  );
