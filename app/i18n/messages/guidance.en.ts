/** The Responsible-AI guidance pages: their navigation, breadcrumbs, page furniture and search. */
export const en = {
  "guidance.section": "Responsible AI",
  "guidance.crumb.home": "Home",
  "guidance.nav.label": "Responsible AI guidance",
  "guidance.nav.homepage": "Overview",
  "guidance.nav.principles": "The seven principles",
  "guidance.nav.architect": "Architect’s guide",
  "guidance.nav.committees": "Ethics committees",
  "guidance.nav.governance": "Governance framework",
  "guidance.nav.assessment": "Self-assessment",
  "guidance.lastUpdated": "Last updated",
  "guidance.toc": "On this page",
  "guidance.meta.description": "{page}: responsible AI guidance for government teams that build and use AI systems.",
};
