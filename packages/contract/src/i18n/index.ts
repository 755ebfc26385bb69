// UI strings, one JSON file per language and namespace; served by GET /translations.
// `en` is the reference: every other language has the same keys (checked by i18n.test.ts).
import arAccount from './ar/account.json';
import arAdmin from './ar/admin.json';
import arAdminContent from './ar/adminContent.json';
import arAdminMoney from './ar/adminMoney.json';
import arArrival from './ar/arrival.json';
import arAuth from './ar/auth.json';
import arBooking from './ar/booking.json';
import arCatalogue from './ar/catalogue.json';
import arCheckout from './ar/checkout.json';
import arCohosts from './ar/cohosts.json';
import arCommon from './ar/common.json';
import arCompany from './ar/company.json';
import arConversations from './ar/conversations.json';
import arDashboard from './ar/dashboard.json';
import arDateChanges from './ar/dateChanges.json';
import arEarningsRange from './ar/earningsRange.json';
import arFlexibleDates from './ar/flexibleDates.json';
import arHelp from './ar/help.json';
import arHosting from './ar/hosting.json';
import arHostListings from './ar/hostListings.json';
import arLegal from './ar/legal.json';
import arListings from './ar/listings.json';
import arMapPins from './ar/mapPins.json';
import arModeration from './ar/moderation.json';
import arMultiCalendar from './ar/multiCalendar.json';
import arNotFound from './ar/notFound.json';
import arNotifications from './ar/notifications.json';
import arOffline from './ar/offline.json';
import arQuickReplies from './ar/quickReplies.json';
import arReports from './ar/reports.json';
import arReviews from './ar/reviews.json';
import arSavedSearches from './ar/savedSearches.json';
import arSite from './ar/site.json';
import arTrip from './ar/trip.json';
import arUi from './ar/ui.json';
import arWishlists from './ar/wishlists.json';
import deAccount from './de/account.json';
import deAdmin from './de/admin.json';
import deAdminContent from './de/adminContent.json';
import deAdminMoney from './de/adminMoney.json';
import deArrival from './de/arrival.json';
import deAuth from './de/auth.json';
import deBooking from './de/booking.json';
import deCatalogue from './de/catalogue.json';
import deCheckout from './de/checkout.json';
import deCohosts from './de/cohosts.json';
import deCommon from './de/common.json';
import deCompany from './de/company.json';
import deConversations from './de/conversations.json';
import deDashboard from './de/dashboard.json';
import deDateChanges from './de/dateChanges.json';
import deEarningsRange from './de/earningsRange.json';
import deFlexibleDates from './de/flexibleDates.json';
import deHelp from './de/help.json';
import deHosting from './de/hosting.json';
import deHostListings from './de/hostListings.json';
import deLegal from './de/legal.json';
import deListings from './de/listings.json';
import deMapPins from './de/mapPins.json';
import deModeration from './de/moderation.json';
import deMultiCalendar from './de/multiCalendar.json';
import deNotFound from './de/notFound.json';
import deNotifications from './de/notifications.json';
import deOffline from './de/offline.json';
import deQuickReplies from './de/quickReplies.json';
import deReports from './de/reports.json';
import deReviews from './de/reviews.json';
import deSavedSearches from './de/savedSearches.json';
import deSite from './de/site.json';
import deTrip from './de/trip.json';
import deUi from './de/ui.json';
import deWishlists from './de/wishlists.json';
import enAccount from './en/account.json';
import enAdmin from './en/admin.json';
import enAdminContent from './en/adminContent.json';
import enAdminMoney from './en/adminMoney.json';
import enArrival from './en/arrival.json';
import enAuth from './en/auth.json';
import enBooking from './en/booking.json';
import enCatalogue from './en/catalogue.json';
import enCheckout from './en/checkout.json';
import enCohosts from './en/cohosts.json';
import enCommon from './en/common.json';
import enCompany from './en/company.json';
import enConversations from './en/conversations.json';
import enDashboard from './en/dashboard.json';
import enDateChanges from './en/dateChanges.json';
import enEarningsRange from './en/earningsRange.json';
import enFlexibleDates from './en/flexibleDates.json';
import enHelp from './en/help.json';
import enHosting from './en/hosting.json';
import enHostListings from './en/hostListings.json';
import enLegal from './en/legal.json';
import enListings from './en/listings.json';
import enMapPins from './en/mapPins.json';
import enModeration from './en/moderation.json';
import enMultiCalendar from './en/multiCalendar.json';
import enNotFound from './en/notFound.json';
import enNotifications from './en/notifications.json';
import enOffline from './en/offline.json';
import enQuickReplies from './en/quickReplies.json';
import enReports from './en/reports.json';
import enReviews from './en/reviews.json';
import enSavedSearches from './en/savedSearches.json';
import enSite from './en/site.json';
import enTrip from './en/trip.json';
import enUi from './en/ui.json';
import enWishlists from './en/wishlists.json';
import esAccount from './es/account.json';
import esAdmin from './es/admin.json';
import esAdminContent from './es/adminContent.json';
import esAdminMoney from './es/adminMoney.json';
import esArrival from './es/arrival.json';
import esAuth from './es/auth.json';
import esBooking from './es/booking.json';
import esCatalogue from './es/catalogue.json';
import esCheckout from './es/checkout.json';
import esCohosts from './es/cohosts.json';
import esCommon from './es/common.json';
import esCompany from './es/company.json';
import esConversations from './es/conversations.json';
import esDashboard from './es/dashboard.json';
import esDateChanges from './es/dateChanges.json';
import esEarningsRange from './es/earningsRange.json';
import esFlexibleDates from './es/flexibleDates.json';
import esHelp from './es/help.json';
import esHosting from './es/hosting.json';
import esHostListings from './es/hostListings.json';
import esLegal from './es/legal.json';
import esListings from './es/listings.json';
import esMapPins from './es/mapPins.json';
import esModeration from './es/moderation.json';
import esMultiCalendar from './es/multiCalendar.json';
import esNotFound from './es/notFound.json';
import esNotifications from './es/notifications.json';
import esOffline from './es/offline.json';
import esQuickReplies from './es/quickReplies.json';
import esReports from './es/reports.json';
import esReviews from './es/reviews.json';
import esSavedSearches from './es/savedSearches.json';
import esSite from './es/site.json';
import esTrip from './es/trip.json';
import esUi from './es/ui.json';
import esWishlists from './es/wishlists.json';
import frAccount from './fr/account.json';
import frAdmin from './fr/admin.json';
import frAdminContent from './fr/adminContent.json';
import frAdminMoney from './fr/adminMoney.json';
import frArrival from './fr/arrival.json';
import frAuth from './fr/auth.json';
import frBooking from './fr/booking.json';
import frCatalogue from './fr/catalogue.json';
import frCheckout from './fr/checkout.json';
import frCohosts from './fr/cohosts.json';
import frCommon from './fr/common.json';
import frCompany from './fr/company.json';
import frConversations from './fr/conversations.json';
import frDashboard from './fr/dashboard.json';
import frDateChanges from './fr/dateChanges.json';
import frEarningsRange from './fr/earningsRange.json';
import frFlexibleDates from './fr/flexibleDates.json';
import frHelp from './fr/help.json';
import frHosting from './fr/hosting.json';
import frHostListings from './fr/hostListings.json';
import frLegal from './fr/legal.json';
import frListings from './fr/listings.json';
import frMapPins from './fr/mapPins.json';
import frModeration from './fr/moderation.json';
import frMultiCalendar from './fr/multiCalendar.json';
import frNotFound from './fr/notFound.json';
import frNotifications from './fr/notifications.json';
import frOffline from './fr/offline.json';
import frQuickReplies from './fr/quickReplies.json';
import frReports from './fr/reports.json';
import frReviews from './fr/reviews.json';
import frSavedSearches from './fr/savedSearches.json';
import frSite from './fr/site.json';
import frTrip from './fr/trip.json';
import frUi from './fr/ui.json';
import frWishlists from './fr/wishlists.json';

export const TRANSLATIONS = {
  en: {
    booking: enBooking,
    catalogue: enCatalogue,
    checkout: enCheckout,
    offline: enOffline,
    wishlists: enWishlists,
    auth: enAuth,
    ui: enUi,
    common: enCommon,
    notFound: enNotFound,
    company: enCompany,
    conversations: enConversations,
    cohosts: enCohosts,
    help: enHelp,
    hostListings: enHostListings,
    hosting: enHosting,
    legal: enLegal,
    listings: enListings,
    multiCalendar: enMultiCalendar,
    site: enSite,
    dashboard: enDashboard,
    notifications: enNotifications,
    account: enAccount,
    admin: enAdmin,
    adminContent: enAdminContent,
    moderation: enModeration,
    reports: enReports,
    adminMoney: enAdminMoney,
    mapPins: enMapPins,
    earningsRange: enEarningsRange,
    reviews: enReviews,
    trip: enTrip,
    arrival: enArrival,
    dateChanges: enDateChanges,
    savedSearches: enSavedSearches,
    quickReplies: enQuickReplies,
    flexibleDates: enFlexibleDates,
  },
  es: {
    booking: esBooking,
    catalogue: esCatalogue,
    checkout: esCheckout,
    offline: esOffline,
    wishlists: esWishlists,
    auth: esAuth,
    ui: esUi,
    common: esCommon,
    notFound: esNotFound,
    company: esCompany,
    conversations: esConversations,
    cohosts: esCohosts,
    help: esHelp,
    hostListings: esHostListings,
    hosting: esHosting,
    legal: esLegal,
    listings: esListings,
    multiCalendar: esMultiCalendar,
    site: esSite,
    dashboard: esDashboard,
    notifications: esNotifications,
    account: esAccount,
    admin: esAdmin,
    adminContent: esAdminContent,
    moderation: esModeration,
    reports: esReports,
    adminMoney: esAdminMoney,
    mapPins: esMapPins,
    earningsRange: esEarningsRange,
    reviews: esReviews,
    trip: esTrip,
    arrival: esArrival,
    dateChanges: esDateChanges,
    savedSearches: esSavedSearches,
    quickReplies: esQuickReplies,
    flexibleDates: esFlexibleDates,
  },
  fr: {
    booking: frBooking,
    catalogue: frCatalogue,
    checkout: frCheckout,
    offline: frOffline,
    wishlists: frWishlists,
    auth: frAuth,
    ui: frUi,
    common: frCommon,
    notFound: frNotFound,
    company: frCompany,
    conversations: frConversations,
    cohosts: frCohosts,
    help: frHelp,
    hostListings: frHostListings,
    hosting: frHosting,
    legal: frLegal,
    listings: frListings,
    multiCalendar: frMultiCalendar,
    site: frSite,
    dashboard: frDashboard,
    notifications: frNotifications,
    account: frAccount,
    admin: frAdmin,
    adminContent: frAdminContent,
    moderation: frModeration,
    reports: frReports,
    adminMoney: frAdminMoney,
    mapPins: frMapPins,
    earningsRange: frEarningsRange,
    reviews: frReviews,
    trip: frTrip,
    arrival: frArrival,
    dateChanges: frDateChanges,
    savedSearches: frSavedSearches,
    quickReplies: frQuickReplies,
    flexibleDates: frFlexibleDates,
  },
  de: {
    booking: deBooking,
    catalogue: deCatalogue,
    checkout: deCheckout,
    offline: deOffline,
    wishlists: deWishlists,
    auth: deAuth,
    ui: deUi,
    common: deCommon,
    notFound: deNotFound,
    company: deCompany,
    conversations: deConversations,
    cohosts: deCohosts,
    help: deHelp,
    hostListings: deHostListings,
    hosting: deHosting,
    legal: deLegal,
    listings: deListings,
    multiCalendar: deMultiCalendar,
    site: deSite,
    dashboard: deDashboard,
    notifications: deNotifications,
    account: deAccount,
    admin: deAdmin,
    adminContent: deAdminContent,
    moderation: deModeration,
    reports: deReports,
    adminMoney: deAdminMoney,
    mapPins: deMapPins,
    earningsRange: deEarningsRange,
    reviews: deReviews,
    trip: deTrip,
    arrival: deArrival,
    dateChanges: deDateChanges,
    savedSearches: deSavedSearches,
    quickReplies: deQuickReplies,
    flexibleDates: deFlexibleDates,
  },
  ar: {
    booking: arBooking,
    catalogue: arCatalogue,
    checkout: arCheckout,
    offline: arOffline,
    wishlists: arWishlists,
    auth: arAuth,
    ui: arUi,
    common: arCommon,
    notFound: arNotFound,
    company: arCompany,
    conversations: arConversations,
    cohosts: arCohosts,
    help: arHelp,
    hostListings: arHostListings,
    hosting: arHosting,
    legal: arLegal,
    listings: arListings,
    multiCalendar: arMultiCalendar,
    site: arSite,
    dashboard: arDashboard,
    notifications: arNotifications,
    account: arAccount,
    admin: arAdmin,
    adminContent: arAdminContent,
    moderation: arModeration,
    reports: arReports,
    adminMoney: arAdminMoney,
    mapPins: arMapPins,
    earningsRange: arEarningsRange,
    reviews: arReviews,
    trip: arTrip,
    arrival: arArrival,
    dateChanges: arDateChanges,
    savedSearches: arSavedSearches,
    quickReplies: arQuickReplies,
    flexibleDates: arFlexibleDates,
  },
};

export type Resources = typeof TRANSLATIONS.en;

/** The resources of one language, or undefined when it has none. */
export const translationsFor = (code: string): Resources | undefined =>
  (TRANSLATIONS as Record<string, Resources>)[code];
