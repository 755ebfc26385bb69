/** The feature's screens, loaded lazily by the route table in app/routes. */
export const contentPages = {
  about: () => import('./AboutPage'),
  blog: () => import('./BlogPage'),
  blogPost: () => import('./BlogPostPage'),
  media: () => import('./MediaPage'),
  careers: () => import('./CareersPage'),
  careerDetail: () => import('./CareerDetailPage'),
  terms: () => import('./LegalPage').then((m) => ({ default: m.TermsPage })),
  privacy: () => import('./LegalPage').then((m) => ({ default: m.PrivacyPage })),
  contact: () => import('./ContactPage'),
  helpCenter: () => import('./HelpCenterPage'),
  faqs: () => import('./FaqsPage'),
  cancellation: () => import('./CancellationPage'),
  neighborhood: () => import('./NeighborhoodPage'),
  countries: () => import('./CountriesPage'),
  experiences: () => import('./ExperiencesPage'),
  becomeHost: () => import('./BecomeHostPage'),
  pricing: () => import('./TemplatePages').then((m) => ({ default: m.PricingPage })),
};

/** Loaders of its screens' data (the route table pairs them with the screens). */
export * as contentLoaders from './loaders';
