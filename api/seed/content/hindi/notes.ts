/**
 * Sentences the Hindi content shares: the sample-content note every English body ends with
 * (../helpers.ts SAMPLE_NOTE) and the alt texts of the theme illustrations (../helpers.ts THEMES).
 */
import type { Theme } from "../helpers";
import type { HindiItem } from "./types";

export const SAMPLE_NOTE = "<p><em>यह पोर्टल के प्रदर्शन के लिए तैयार की गई नमूना सामग्री है।</em></p>";

/** Every English body ends with the note (../helpers.ts html()), so every Hindi body does too. */
export const withSampleNote = (body: string[]) => [...body, SAMPLE_NOTE];

export const THEME_ALT: Partial<Record<Theme, string>> = {
  agriculture: "अमूर्त चित्र: केसरिया सूरज के नीचे हरी फसलों की कतारें और एक नन्हा अंकुर",
  healthcare: "अमूर्त चित्र: केसरिया धड़कन-रेखा के पास हरा चिकित्सा क्रॉस",
  education: "अमूर्त चित्र: रेखांकित पन्नों वाली खुली किताब",
  governance: "अमूर्त चित्र: गहरे नीले और सफेद रंग में खंभों वाला सार्वजनिक भवन",
  language: "अमूर्त चित्र: गहरे नीले और हरे रंग के, एक-दूसरे पर चढ़े दो संवाद-बुलबुले",
  compute: "अमूर्त चित्र: गहरी नीली पृष्ठभूमि पर प्रोसेसर चिपों का ग्रिड",
  data: "अमूर्त चित्र: डेटा बिंदुओं से घिरा डेटाबेस सिलिंडर",
  "responsible-ai": "अमूर्त चित्र: केसरिया सही के निशान वाली गहरी नीली ढाल",
  research: "अमूर्त चित्र: बिखरे बिंदुओं वाले आलेख पर रखा आवर्धक लेंस",
  video: "अमूर्त चित्र: केसरिया प्ले बटन वाला वीडियो प्लेयर",
  skilling: "अमूर्त चित्र: ऊपर की ओर जाती सीढ़ियां और शिखर पर खड़ी एक आकृति",
};

/** The alt text of a theme's illustration; throws so a missing translation fails the seed, not a page. */
export function themeAlt(theme: Theme): string {
  const alt = THEME_ALT[theme];
  if (!alt) throw new Error(`no Hindi alt text for the ${theme} illustration`);
  return alt;
}

/** One translated item: its body ends with the sample note, its alt text is its theme's. */
export const translated = (
  collection_type: number,
  slug: string,
  updated: string,
  theme: Theme,
  title: string,
  excerpt: string,
  body: string[],
): HindiItem => ({ collection_type, slug, title, excerpt, body: withSampleNote(body), featured_image_alt: themeAlt(theme), updated });
