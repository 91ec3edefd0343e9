/** The word lists, places and names the synthetic catalogue (synthetic.ts) draws from: data only. */
/** Illustrations shipped in public/images/content/, shared by generated items. */
export const IMAGES = [
  "agriculture",
  "compute",
  "data",
  "dpi",
  "education",
  "finance",
  "governance",
  "healthcare",
  "language",
  "research",
  "responsible-ai",
  "startups",
];

/**
 * Generated content for load tests: varied, realistic-looking words with a Zipf–Mandelbrot
 * frequency (a few words are everywhere, most are rare), 1–4 tags, every listed type, dates
 * over six years. Deterministic for a given seed.
 */
export const VOCABULARY = `
ai data model models learning machine intelligence artificial governance policy public digital
india indian national mission platform research innovation startup startups ecosystem health
healthcare agriculture farmers education students skills language languages translation speech
vision computer compute infrastructure cloud gpu cluster dataset datasets open source benchmark
evaluation safety responsible ethics fairness bias privacy security trust transparency audit
framework standard standards guideline guidelines ministry government state district village
city urban rural citizen citizens service services delivery welfare scheme schemes programme
fellowship hackathon challenge grant funding investment investor investors fund venture capital
company companies industry industrial manufacturing supply chain logistics retail finance banking
payments fintech insurance credit fraud detection prediction forecasting weather climate monsoon
water energy solar grid power transport traffic railway roads mobility satellite geospatial maps
mapping drone drones robotics automation sensor sensors network networks telecom mobile phone
application applications chatbot assistant voice bhashini multilingual hindi tamil telugu bengali
marathi kannada malayalam gujarati punjabi odia assamese urdu script optical character recognition
document documents court justice legal law regulation compliance procurement tender contract
hospital diagnosis radiology imaging pathology tuberculosis cancer diabetes maternal child nutrition
school teacher teachers classroom curriculum university college colleges institute campus lab
laboratory faculty course courses certificate training workshop summit conference event events
report reports study survey analysis insights trends growth economy economic jobs employment
workforce talent hiring career careers careers-day women inclusion accessibility disability
foundation foundational large small efficient accurate robust scalable secure sovereign indigenous
pilot deployment rollout adoption scale impact outcome outcomes evidence metric metrics quality
annotation labelling corpus corpora text audio video image images pixel generative diffusion
transformer transformers neural network training inference fine tuning retrieval search engine
knowledge graph ontology metadata catalogue portal registry api apis interoperability exchange
consent identity aadhaar upi stack digitalisation ondc marketplace commerce msme msmes artisans
handloom textiles tourism heritage culture museum archive archives library libraries books
cyber cybersecurity threat threats attack defence resilience incident response forensics
agritech soil crop crops yield pest irrigation market prices mandi dairy fisheries livestock
medtech telemedicine ayushman clinic clinics doctor doctors nurse patient patients records
edtech assessment exam exams scholarship literacy numeracy tutor tutoring adaptive personalised
govtech grievance redressal dashboard dashboards monitoring feedback survey panchayat municipal
smart cities planning housing waste sanitation pollution air quality emissions carbon forest
wildlife biodiversity ocean coastal disaster flood cyclone earthquake early warning relief
semiconductor chip chips design fabrication hardware edge device devices embedded iot
quantum computing supercomputer exascale storage bandwidth latency throughput benchmarking
collaboration partnership partner partners global international bilateral cooperation treaty
delhi mumbai bengaluru chennai hyderabad kolkata pune ahmedabad jaipur lucknow bhopal guwahati
kochi chandigarh patna bhubaneswar raipur ranchi dehradun shimla srinagar thiruvananthapuram
`
  .trim()
  .split(/\s+/);

// Rare words: distinct, plausible, each used by only a handful of items.
export const RARE_PREFIXES = ["neo", "agri", "bio", "geo", "cyber", "nano", "tele", "hydro", "astro", "eco", "info", "micro"];
export const RARE_ROOTS = [
  "vani",
  "setu",
  "kosh",
  "drishti",
  "sakhi",
  "mitra",
  "yantra",
  "sutra",
  "ganit",
  "kshetra",
  "patra",
  "vidya",
  "sampark",
  "pragati",
  "disha",
  "shakti",
  "tarang",
  "prithvi",
  "jal",
  "van",
];

export const TAGS = [
  "Healthcare",
  "Agriculture",
  "Education",
  "Governance",
  "Generative AI",
  "Language Technology",
  "Computer Vision",
  "Data Science",
  "Responsible AI",
  "Startups",
  "Research",
  "Skilling",
  "Smart Cities",
  "Climate",
  "Finance",
  "Cybersecurity",
  "Robotics",
  "Semiconductors",
  "Open Data",
  "Public Services",
  "Manufacturing",
  "Mobility",
  "Energy",
  "Law and Justice",
  "Women in AI",
  "Accessibility",
  "Digital Public Infrastructure",
  "Speech Recognition",
  "Machine Translation",
  "Geospatial",
  "Disaster Management",
  "Telemedicine",
  "Fintech",
  "Agritech",
  "Edtech",
  "GovTech",
  "Compute",
  "Foundation Models",
  "Ethics",
  "Privacy",
  "Standards",
  "Hackathons",
  "Fellowships",
  "MSMEs",
  "Supply Chain",
  "Water",
  "Biodiversity",
  "Space",
  "Quantum",
  "IoT",
];
export const STATES = [
  "Karnataka",
  "Maharashtra",
  "Tamil Nadu",
  "Telangana",
  "Delhi",
  "Uttar Pradesh",
  "Gujarat",
  "Kerala",
  "West Bengal",
  "Rajasthan",
  "Assam",
  "Odisha",
  "Punjab",
  "Bihar",
  "Madhya Pradesh",
];
export const COUNTRIES = ["India", "India", "India", "India", "India", "Singapore", "Japan", "United Kingdom", "France", "Kenya"];
export const FIRST = [
  "Aarav",
  "Ananya",
  "Vikram",
  "Priya",
  "Rahul",
  "Meera",
  "Arjun",
  "Kavya",
  "Rohan",
  "Isha",
  "Sanjay",
  "Divya",
  "Karthik",
  "Neha",
  "Farhan",
  "Lakshmi",
  "Manoj",
  "Sunita",
  "Tenzin",
  "Zoya",
];
export const LAST = [
  "Sharma",
  "Iyer",
  "Reddy",
  "Banerjee",
  "Patel",
  "Nair",
  "Singh",
  "Khan",
  "Das",
  "Menon",
  "Gupta",
  "Bose",
  "Rao",
  "Kulkarni",
  "Joshi",
];
