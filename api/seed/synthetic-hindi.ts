import { rng, zipf } from "./random";

/**
 * Hindi translations for the synthetic corpus (load tests of Hindi search): a share of the
 * generated items gets a Hindi title, excerpt and body drawn, like the English text, from a
 * word list with a Zipf–Mandelbrot frequency. Its own random stream, so the English corpus of a
 * seed stays exactly what it was. Words are written with their vowel signs and conjuncts, the
 * case the full-text tokenizers must keep whole.
 */
const VOCABULARY = [
  ...new Set(
    `
कृत्रिम बुद्धिमत्ता डेटा मॉडल शासन नीति सार्वजनिक डिजिटल भारत राष्ट्रीय मिशन मंच अनुसंधान नवाचार
स्टार्टअप पारिस्थितिकी स्वास्थ्य कृषि किसान शिक्षा छात्र कौशल भाषा भाषाएँ अनुवाद वाणी दृष्टि कंप्यूटर
अवसंरचना क्लाउड डेटासेट मुक्त स्रोत मूल्यांकन सुरक्षा ज़िम्मेदार नैतिकता निष्पक्षता पूर्वाग्रह गोपनीयता
विश्वास पारदर्शिता लेखापरीक्षा ढाँचा मानक दिशानिर्देश मंत्रालय सरकार राज्य ज़िला गाँव शहर ग्रामीण नागरिक
सेवा सेवाएँ कल्याण योजना योजनाएँ कार्यक्रम फ़ेलोशिप प्रतियोगिता अनुदान निवेश निधि कंपनी उद्योग विनिर्माण
आपूर्ति श्रृंखला वित्त बैंकिंग भुगतान बीमा ऋण धोखाधड़ी पहचान पूर्वानुमान मौसम जलवायु मानसून जल ऊर्जा
सौर बिजली परिवहन रेलवे सड़क उपग्रह मानचित्र ड्रोन रोबोटिक्स स्वचालन संवेदक नेटवर्क मोबाइल अनुप्रयोग
सहायक आवाज़ बहुभाषी हिंदी तमिल तेलुगु बांग्ला मराठी कन्नड़ मलयालम गुजराती पंजाबी ओड़िया असमिया उर्दू
लिपि दस्तावेज़ न्यायालय न्याय कानून विनियमन अनुपालन खरीद अस्पताल निदान क्षयरोग कैंसर मधुमेह पोषण
विद्यालय शिक्षक कक्षा पाठ्यक्रम विश्वविद्यालय महाविद्यालय संस्थान प्रयोगशाला प्रशिक्षण कार्यशाला सम्मेलन
रिपोर्ट अध्ययन सर्वेक्षण विश्लेषण रुझान विकास अर्थव्यवस्था रोज़गार कार्यबल महिलाएँ समावेशन सुगम्यता
पायलट परिनियोजन प्रभाव परिणाम साक्ष्य गुणवत्ता पाठ ऑडियो वीडियो चित्र खोज ज्ञान मेटाडेटा पोर्टल
सहमति बाज़ार वाणिज्य कारीगर हथकरघा पर्यटन विरासत संस्कृति संग्रहालय पुस्तकालय साइबर ख़तरा रक्षा
मिट्टी फसल उपज कीट सिंचाई मंडी डेयरी पशुधन चिकित्सक रोगी परीक्षा छात्रवृत्ति साक्षरता शिकायत निगरानी
पंचायत नगरपालिका आवास अपशिष्ट स्वच्छता प्रदूषण उत्सर्जन कार्बन वन जैवविविधता आपदा बाढ़ चक्रवात
भूकंप चेतावनी राहत सेमीकंडक्टर उपकरण क्वांटम भंडारण सहयोग साझेदारी अंतरराष्ट्रीय
`
      .trim()
      .split(/\s+/),
  ),
];

const RARE_PREFIXES = ["नव", "जैव", "भू", "सूक्ष्म", "दूर", "अंतरिक्ष", "पर्यावरण", "ग्राम"];
const RARE_ROOTS = ["वाणी", "सेतु", "कोश", "दृष्टि", "सखी", "मित्र", "यंत्र", "सूत्र", "गणित", "क्षेत्र", "विद्या", "संपर्क", "प्रगति", "दिशा", "तरंग"];

const TITLE_PATTERNS = [
  (w: string[]) => `${w[0]} ${w[1]} के लिए ${w[2]} ${w[3]}`,
  (w: string[]) => `${w[0]} ${w[1]} से ${w[2]} में बदलाव`,
  (w: string[]) => `${w[0]} और ${w[1]}: ${w[2]} ${w[3]} से सीख`,
  (w: string[]) => `${w[2]} ${w[3]} पर ${w[0]} ${w[1]} रिपोर्ट`,
];

/** The share of generated items with a published Hindi translation. */
export const HINDI_SHARE = 0.1;
export const HINDI_WORDS = VOCABULARY;
export const HINDI_RARE_WORDS = RARE_PREFIXES.flatMap((p) => RARE_ROOTS.map((r) => p + r));
/** The Hindi word the generator uses most: the "common" Hindi query of the search bench. */
export const MOST_COMMON_HINDI_WORD = VOCABULARY[0];

export interface SyntheticHindi {
  title: string;
  excerpt: string;
  /** Trusted generated HTML. */
  body: string;
}

/** For each generated item in order, its Hindi translation or null (most items have none). */
export function* generateHindi(count: number, seed = 42): Generator<SyntheticHindi | null> {
  const random = rng(seed ^ 0x68690000);
  const pick = zipf(VOCABULARY.length);
  const word = () => VOCABULARY[pick(random())];
  for (let i = 0; i < count; i++) {
    if (random() >= HINDI_SHARE) {
      yield null;
      continue;
    }
    const title = TITLE_PATTERNS[Math.floor(random() * TITLE_PATTERNS.length)]([word(), word(), word(), word()]);
    const sentences: string[] = [];
    const length = 30 + Math.floor(random() * 40);
    let sentence: string[] = [];
    for (let w = 0; w < length; w++) {
      // About one Hindi item in 300 mentions a rare word.
      sentence.push(random() < 1 / (300 * length) ? HINDI_RARE_WORDS[Math.floor(random() * HINDI_RARE_WORDS.length)] : word());
      if (sentence.length >= 8 + Math.floor(random() * 8)) {
        sentences.push(`${sentence.join(" ")}।`);
        sentence = [];
      }
    }
    if (sentence.length) sentences.push(`${sentence.join(" ")}।`);
    const half = Math.ceil(sentences.length / 2);
    yield {
      title,
      excerpt: sentences[0].slice(0, 300),
      body: `<p>${sentences.slice(0, half).join(" ")}</p><p>${sentences.slice(half).join(" ")}</p>`,
    };
  }
}
