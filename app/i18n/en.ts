/**
 * English interface text: the complete dictionary. Another language is a file of the same
 * shape (Dictionary), added to LANGUAGES in ./index.ts; components never change.
 * {name} placeholders are filled by t(key, { name }).
 */
export const en = {
  "skip.toMain": "Skip to main content",
  "site.homeLink": "{product} home",

  "header.mainNav": "Main",
  "header.tab.pillars": "Pillars",
  "header.tab.portal": "{product} Portal",
  "header.tab.resources": "Resources",
  "header.tab.ecosystem": "Ecosystem",
  "header.tab.sectors": "Sectors",
  "header.new": "New",
  "header.newItems": "new since your last visit",
  "header.search.label": "Search",
  "header.search.placeholder": "Search articles, news, people…",
  "header.search.submit": "Search",
  "header.signIn": "Sign in",
  "header.profile.menu": "Account menu for {name}",
  "header.profile.myAccount": "My Account",
  "header.profile.myUploads": "My Uploads",
  "header.profile.contribute": "Contribute",
  "header.profile.logout": "Logout",


  "footer.label": "Site footer",
  "footer.explore": "Explore",
  "footer.importantLinks": "Important Links",
  "footer.legal": "Legal",
  "footer.follow": "Follow us",
  "footer.ministries": "Ministries",
  "footer.link.contribute": "Contribute",
  "footer.link.contactUs": "Contact Us",
  "footer.link.governmentPortal": "Government of India portal",
  "footer.link.raise": "Raise 2020",
  "footer.link.aboutUs": "About Us",
  "footer.link.privacy": "Privacy Policy",
  "footer.link.terms": "Terms of Use",
  "footer.link.cookies": "Cookie Policy",
  "footer.social.facebook": "Facebook",
  "footer.social.linkedin": "LinkedIn",
  "footer.social.twitter": "X (Twitter)",
  "footer.social.instagram": "Instagram",
  "footer.social.youtube": "YouTube",
  "footer.opensNewTab": "(opens in a new tab)",
  "footer.copyright": "© {year} {product}. Sample content for demonstration.",

  "newsletter.heading": "Subscribe to our newsletter",
  "newsletter.intro": "The latest on AI in India, in your inbox.",
  "newsletter.emailLabel": "Email Address",
  "newsletter.submit": "Subscribe",
  "newsletter.submitting": "Subscribing…",
  "newsletter.thanks": "Thank you for subscribing to our newsletter.",
  "newsletter.error.required": "Please enter Email Address.",
  "newsletter.error.invalid": "Please enter a valid email.",
  "newsletter.error.failed": "Please try again later",
  "form.honeypot": "Leave this field empty",
  "newsletter.pageTitle": "Newsletter",

  "forms.errorPrefix": "Error:",
  "forms.errorSummary": "There is a problem",

  "cookie.label": "Cookie consent",
  "cookie.text": "We use essential cookies to make this site work, and to remember your choices.",
  "cookie.policy": "Read our cookie policy",
  "cookie.accept": "Accept",

  "contact.heading": "Contact us",
  "contact.intro": "Write to our support team at",
  "contact.copy": "Copy",
  "contact.copied": "Copied",

  "home.heading": "{product}",
  "home.lead": "Articles, news, research, people and organisations shaping artificial intelligence in India.",
  "home.pillars": "Pillars",
  "home.latest": "Latest",

  "notFound.heading": "Something’s went wrong here...",
  "notFound.text": "We can’t find the page you are looking for. Check out our Help Center or head back to home.",
  "notFound.backHome": "Back to Home",

  "error.heading.server": "Sorry, something went wrong on our side",
  "error.heading.request": "Sorry, we could not handle that request",
  "error.status": "Status code: {status}",
  "error.backHome": "Go back to home",

  "unavailable.heading": "This page is temporarily unavailable",
  "unavailable.text": "We can’t reach the content service right now. Please try again in a few minutes.",
  "unavailable.retry": "Try again",

  "offline.heading": "Please connect to the internet",
  "offline.text": "You are offline. This page will be usable again when your connection returns.",

  "progress.label": "Reading progress",
} as const;

export type MessageKey = keyof typeof en;
export type Dictionary = Record<MessageKey, string>;
