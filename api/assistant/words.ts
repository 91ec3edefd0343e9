/**
 * Words of a question as the assistant weighs them: question words and stop words (English and
 * Hindi) carry no meaning for retrieval, and a word's stem lets "startups", "startup" and
 * "datasets", "dataset" count as one when sentences are scored. The search index stems on its
 * own (porter in FTS5, the english configuration in PostgreSQL); this stemming only compares
 * the question with the retrieved text.
 */

const ENGLISH_STOP = `a about above after again all also am an and any are aren as ask at be been before being
below between both but by can could did do does doing done down during each either else ever every
few find for from further get gets give go going got had has have having he her here hers him his
how i if in into is isn it its itself just know let like list look looking me more most much must my
need no nor not now of off on once only or other our out over own please provide same say see shall
she should show so some such tell than that the their them then there these they thing things this
those through to too under until up us very via want was we were what whats when where which while
who whom whose why will with would you your yours anything something someone anyone there's what's
who's i'm info information kind kinds sort lot lots many without within across among around per toward
towards upon onto im ive id youre theres whos isnt arent wasnt werent dont doesnt didnt cant couldnt wont
wouldnt shouldnt hasnt havent really actually also else anybody somebody`;

const HINDI_STOP = `क्या है हैं हो था थे थी के की का में से को पर और या कौन कौनसा कौनसी कौन-सा कौन-सी कैसे कहाँ कहां
कब क्यों एक यह वह ये वे इस उस इन उन इसके उसके लिए तक भी तो ही कोई कुछ जो कि ने रहा रहे रही करें करता करती
करते मुझे हमें आप मैं हम सकता सकते सकती चाहिए बारे बताइए बताएं बताएँ बताओ बताइये बताना दिखाइए दिखाओ कितने कितना
कितनी किस किन किसी वाले वाली वाला सभी जानकारी दें दीजिए होता होती होते गया गई गए हुआ हुई हुए अपने अपना अपनी
कर करना करने करनी करो करे किया किए किये दिया दी दिए दे देता देती देते देने देना लेना लेने लें लूं लूँ ले जा जाता जाती
जाते जाने जाना जाए जाएं जाएँ जाएगा जाएगी मिल मिलता मिलती मिलते मिलेगा मिलेगी मिलेंगे मिलना मिलने मिले सकें रहें
रहेगा रहेगी चुका चुकी चुके होगा होगी होंगे होना होने बिना साथ द्वारा ओर तरह जैसे जैसी जैसा अब फिर यहां यहाँ वहां वहाँ
किसे किसको किसके किसकी किसका कौन-से कौनसे बताइये बताओ बताना चाहते चाहती चाहता पहले बाद ताकि सब कैसा कैसी उनके
इनके जिन जिनके जिसमें जिसके इसमें उसमें इसका उसका इसकी उसकी पता चले चलता जानना जानने कहते कहा क्यूं दिखाइए जिन्होंने
सा सी से वालों लगाने लगाना लगाता लगाती लगे लगी बनाना बनाने बनाता बनाती बनती बनता बने बनें बनाएं आया आई आए आता आती
भेजा भेजी भेजे भेजना भेजने कराने कराना कराता पहुंचाने पहुंचाना पहुंचती पहुंचता पहुंची पहुंचा पहुँचती पहुँची पड़े पड़ा पड़ी
देख देखना देखने देखें निपट निपटने चुनता चुनती चुनना मिला मिली बतानी बताने होंगी होंगे रहता रहती सके बार`;

/**
 * Hindi typed in Latin letters: its question words, postpositions, pronouns and the verbs every
 * question has ("kaise milti hai", "ke liye", "kahan milega"), spelt the usual ways. A few are
 * English words too ("me", "main", "mile"); in an English question they carry little anyway.
 */
const ROMAN_HINDI_STOP = `hai hain hei ho hota hoti hote hua hui hue tha thi ka ke ki ko kaa kee mein mei main mai se par pe
aur ya kya kyaa kaun kon koun kaunsa kaunsi kaunse konsa konsi konse kaisa kaisi kaise kese kahan kaha kahaan kab kyun
kyon kyu koi kuch kuchh jo ne bhi tak ab abhi liye lie liy wala wali wale vala vali vale waala waali waale karna karne
karni karo kare karein karen karte karta karti kiya kiye kar karun karoon karu kro krna diya dena dene deta deti dete
lena lene lun loon lu jana jane jaata jaati jaate jata jati jate jaye jaaye jaa gaya gayi gaye gya gyi mil mila mili mile
milta milti milte milega milegi milenge milna milne sakta sakti sakte saken sake raha rahi rahe rha rhi rhe chahiye chahie
chaiye chahte chahta chahti mujhe muje mujhko hume humein hamein humko aap ap apna apni apne mera meri mere hamara hamari
hamare tum tumhara bare baare barein batao bataiye bataye batayein btao bataen dikhao dikhaiye kitna kitni kitne kis kin
kisi kise kisko kiske kiski sab sabhi jankari jaankari dijiye dijie ek yeh ye yah woh wo vo vah un iske uske iski uski
iska uska isme usme inke unke wahan vahan yahan bina saath sath dwara tarah jaise jaisi jaisa phir fir baad taaki hoga
hogi honge hona hone chuka chuki chuke pata chale chalta jaanna janna jaane jante hun hoon hu nahi nahin na hue hogaa
si sa lagane lagana lagata lagati banane banana banata banati banaya banaye dekh dekhe dekhna dekhne dekhkar pahunchi
 pahuchi pahunche pahunchta pahunchti bheja bheji bhejna bhejne krte krta
paana paane pana padega padegi padenge padta padti dono jab tab hum ham`;

export const STOP_WORDS = new Set(
  [...ENGLISH_STOP.split(/\s+/), ...HINDI_STOP.split(/\s+/), ...ROMAN_HINDI_STOP.split(/\s+/)].filter(Boolean),
);

/**
 * Words that mark a question typed in Hindi with Latin letters ("GPU ke liye subsidy", "kisano
 * ko salah kaise milti hai"): postpositions and question words no English question has.
 */
export const ROMAN_HINDI_MARKERS = new Set(
  `hai hain ka ke ki ko kaa kee mein mei se aur kya kyaa kaun kaunsa kaunsi konsa konsi kaise kese kahan kahaan kab kyun
  kyon liye lie wala wali wale vala vali vale karna karne kare karein milta milti milte milega milegi chahiye chahie mujhe
  mera meri hamara batao bataiye kitna kitni kitne kisne iske uske iska uska hota hoti hote nahi nahin sakta sakte`.split(/\s+/),
);

/**
 * Words a question needs for its grammar more than for its subject ("what happened to…", "how
 * do I get…", "what did they use"): they count lightly, like the generic words, and a search
 * never requires them.
 */
export const LIGHT_WORDS = new Set(
  `happen happens happened happening get getting make makes made making use uses used using work works worked working want
  wants wanted need needs needed way ways today currently available able possible exist exists start started begin become
  becoming type types place places turn turned add added adds try tried take taken give given come came able go goes
  say says said told tell keep kept put run runs well good real like grow grows grown grew growing learn big`.split(/\s+/),
);

/**
 * Words so common on this portal that they barely tell items apart: they still count, lightly,
 * so "AI courses" prefers courses about AI without every item matching "AI" looking relevant.
 */
export const GENERIC_WORDS = new Set(["ai", "artificial", "intelligence", "india", "indian", "एआई", "भारत", "कृत्रिम", "बुद्धिमत्ता"]);

const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;

/** Lower-case words of a text, NFC (as the search index sees them), apostrophes dropped. */
export function wordsOf(text: string): string[] {
  return text.normalize("NFC").toLowerCase().replace(/[’']/g, "").match(WORD) ?? [];
}

const HINDI_SUFFIXES = ["ियों", "ाओं", "ाएँ", "ाएं", "ों", "ें", "ीं", "ां"];

/** A light stem: simple English plurals and endings, Hindi plural endings. */
export function stem(word: string): string {
  if (/[\u0900-\u097f]/.test(word)) {
    for (const suffix of HINDI_SUFFIXES) {
      if (word.length > suffix.length + 1 && word.endsWith(suffix)) return word.slice(0, -suffix.length);
    }
    return word;
  }
  if (word.length <= 3) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(sses|xes|ches|shes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !/(ss|us|is)$/.test(word)) word = word.slice(0, -1);
  if (word.endsWith("ation") && word.length > 7) return word.slice(0, -5);
  if (word.endsWith("ate") && word.length > 6) return word.slice(0, -3);
  if (word.endsWith("ing") && word.length > 6) return word.slice(0, -3);
  if (word.endsWith("ed") && word.length > 5) return word.slice(0, -2);
  return word;
}

/** The stems of a text's words, as a set (what a sentence or an item "contains"). */
export function stemsOf(text: string): Set<string> {
  return new Set(wordsOf(text).map(stem));
}

/**
 * How much a text reads as prose (0–1): written sentences are about a third function words,
 * keyword lists and tag clouds have almost none. A sentence made only of keywords answers
 * nothing even when it holds every word asked about.
 */
export function readability(text: string): number {
  const words = wordsOf(text);
  if (words.length < 4) return 0.5;
  const share = words.filter((w) => STOP_WORDS.has(w) || FUNCTION_WORDS.has(w)).length / words.length;
  return Math.min(1, share / 0.25);
}

/** Function words that are not stop words for retrieval but mark prose. */
const FUNCTION_WORDS = new Set(["the", "of", "and", "to", "in", "for", "with", "on", "by", "from", "its", "their", "that", "which"]);
