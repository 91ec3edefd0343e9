import type { SectionId, Text } from "./types";

/** Section titles (a principle's section is titled by the principle) and what each level requires. */
export const SECTION_TITLES: Record<SectionId, Text> = {
  profile: { en: "About the system", hi: "प्रणाली के बारे में" },
  impact: { en: "Impact", hi: "प्रभाव" },
  safety: { en: "Safety and reliability", hi: "सुरक्षा और विश्वसनीयता" },
  equality: { en: "Equality", hi: "समानता" },
  inclusivity: { en: "Inclusivity and non-discrimination", hi: "समावेशिता और भेदभाव-रहितता" },
  privacy: { en: "Privacy and security", hi: "निजता और सुरक्षा" },
  transparency: { en: "Transparency", hi: "पारदर्शिता" },
  accountability: { en: "Accountability", hi: "जवाबदेही" },
  "human-values": { en: "Protection and reinforcement of positive human values", hi: "सकारात्मक मानवीय मूल्यों का संरक्षण और सुदृढ़ीकरण" },
};

/** What each impact level requires; a level requires its own items and those of the levels below. */
export const REQUIREMENTS: Record<1 | 2 | 3 | 4, Text[]> = {
  1: [
    {
      en: "Keep this assessment with the system's records and repeat it on every major change.",
      hi: "इस आकलन को प्रणाली के अभिलेखों के साथ रखें और हर बड़े बदलाव पर इसे दोहराएँ।",
    },
    { en: "Name an officer responsible for the system.", hi: "प्रणाली के लिए एक उत्तरदायी अधिकारी नामित करें।" },
  ],
  2: [
    {
      en: "Tell people that AI is used, and publish a plain description of the system.",
      hi: "लोगों को बताएँ कि एआई का उपयोग होता है और प्रणाली का सरल विवरण प्रकाशित करें।",
    },
    {
      en: "Have the design reviewed by a peer outside the project team.",
      hi: "परियोजना टीम से बाहर के किसी सहकर्मी से अभिकल्पना की समीक्षा कराएँ।",
    },
  ],
  3: [
    {
      en: "Review by an ethics committee with at least one external member before release.",
      hi: "रिलीज़ से पहले कम से कम एक बाहरी सदस्य वाली नैतिकता समिति द्वारा समीक्षा।",
    },
    {
      en: "A human decision-maker for every decision that goes against a person.",
      hi: "किसी व्यक्ति के विरुद्ध जाने वाले हर निर्णय के लिए एक मानवीय निर्णयकर्ता।",
    },
    { en: "A published explanation of how decisions are made.", hi: "निर्णय कैसे लिए जाते हैं, इसकी प्रकाशित व्याख्या।" },
    { en: "A grievance channel with a published time limit for answers.", hi: "उत्तर की प्रकाशित समय-सीमा के साथ एक शिकायत निवारण माध्यम।" },
  ],
  4: [
    { en: "Approval of release by the head of the department.", hi: "विभाग के प्रमुख द्वारा रिलीज़ का अनुमोदन।" },
    { en: "An independent audit before release and every year after.", hi: "रिलीज़ से पहले और उसके बाद हर वर्ष एक स्वतंत्र लेखा-परीक्षा।" },
  ],
};

export function requirementsAt(level: 1 | 2 | 3 | 4): Text[] {
  return ([1, 2, 3, 4] as const).filter((l) => l <= level).flatMap((l) => REQUIREMENTS[l]);
}
