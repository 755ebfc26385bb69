import { type BlogPost, PRODUCT_NAME, SITE_CONTACT } from '@roamstead/contract';
import { variantUrl } from '../../platform/uploads';
import type { PageData } from './pageData';

// schema.org objects for the JSON-LD of public pages; every URL passed in is already absolute.

const CONTEXT = 'https://schema.org';
type Listing = NonNullable<Awaited<ReturnType<PageData['listing']>>>;
type Url = (path: string) => string;

/** As the listing's map shows it: two decimals, about a kilometre (the exact address stays private). */
const roundCoordinate = (value: number) => Math.round(value * 100) / 100;

/** Minor units as a schema.org price: "120.00" (2 digits), "15000" (0). */
const price = (minor: number, digits: number) => (minor / 10 ** digits).toFixed(digits);

export const organization = (url: Url) => ({
  '@context': CONTEXT,
  '@type': 'Organization',
  '@id': url('/#organization'),
  name: PRODUCT_NAME,
  url: url('/'),
  logo: url('/logo.svg'),
  email: SITE_CONTACT.supportEmail,
  contactPoint: {
    '@type': 'ContactPoint',
    contactType: 'customer support',
    telephone: SITE_CONTACT.supportPhone,
    email: SITE_CONTACT.supportEmail,
  },
});

export const website = (url: Url, lang: string) => ({
  '@context': CONTEXT,
  '@type': 'WebSite',
  '@id': url('/#website'),
  name: PRODUCT_NAME,
  url: url('/'),
  inLanguage: lang,
  publisher: { '@id': url('/#organization') },
  potentialAction: {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${url('/')}?place={search_term_string}` },
    'query-input': 'required name=search_term_string',
  },
});

/** Home › … › the page; each step a name and a site path. */
export const breadcrumbs = (url: Url, steps: { name: string; path: string }[]) => ({
  '@context': CONTEXT,
  '@type': 'BreadcrumbList',
  itemListElement: steps.map((step, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: step.name,
    item: url(step.path),
  })),
});

/** A home as a VacationRental (a LodgingBusiness), an experience as a TouristTrip; both with their price. */
export function listingJsonLd(listing: Listing, url: Url) {
  const priceDigits = listing.currencyDigits;
  const page = url(`/listings/${listing.id}`);
  const images = listing.photos.map((p) => url(variantUrl(p.storageKey, p.width)));
  const place = listing.place;
  const address = place && {
    '@type': 'PostalAddress',
    addressLocality: place.name,
    ...(place.region ? { addressRegion: place.region } : {}),
    addressCountry: place.countryCode,
  };
  const lat = listing.lat ?? place?.lat;
  const lng = listing.lng ?? place?.lng;
  const offer = {
    '@type': 'Offer',
    url: page,
    price: price(listing.nightlyPrice, priceDigits),
    priceCurrency: listing.currency,
    availability: 'https://schema.org/InStock',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: price(listing.nightlyPrice, priceDigits),
      priceCurrency: listing.currency,
      ...(listing.kind === 'home' ? { unitCode: 'DAY', unitText: 'night' } : { unitText: 'person' }),
    },
  };
  if (listing.kind === 'experience') {
    return {
      '@context': CONTEXT,
      '@type': 'TouristTrip',
      '@id': `${page}#listing`,
      name: listing.title,
      description: listing.description,
      url: page,
      image: images,
      ...(place ? { itinerary: { '@type': 'City', name: place.name, address } } : {}),
      provider: { '@type': 'Person', name: listing.hostName },
      offers: offer,
    };
  }
  return {
    '@context': CONTEXT,
    '@type': 'VacationRental',
    '@id': `${page}#listing`,
    identifier: String(listing.id),
    name: listing.title,
    description: listing.description,
    url: page,
    image: images,
    ...(address ? { address } : {}),
    ...(lat != null && lng != null
      ? {
          latitude: roundCoordinate(lat),
          longitude: roundCoordinate(lng),
          geo: { '@type': 'GeoCoordinates', latitude: roundCoordinate(lat), longitude: roundCoordinate(lng) },
        }
      : {}),
    containsPlace: {
      '@type': 'Accommodation',
      additionalType: listing.propertyType,
      occupancy: { '@type': 'QuantitativeValue', value: listing.maxGuests, maxValue: listing.maxGuests },
      numberOfBedrooms: listing.bedrooms,
      numberOfBathroomsTotal: listing.bathrooms,
      bed: { '@type': 'BedDetails', numberOfBeds: listing.beds },
    },
    amenityFeature: listing.amenities.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })),
    checkinTime: listing.checkInTime,
    checkoutTime: listing.checkOutTime,
    ...(listing.reviewCount > 0 && listing.ratingAvg !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: listing.ratingAvg,
            reviewCount: listing.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    makesOffer: offer,
  };
}

export const blogPosting = (post: BlogPost, url: Url, lang: string) => ({
  '@context': CONTEXT,
  '@type': 'BlogPosting',
  headline: post.title,
  description: post.excerpt,
  datePublished: post.published_at,
  inLanguage: lang,
  author: { '@type': 'Person', name: post.author },
  publisher: { '@id': url('/#organization') },
  url: url(`/blogs/${post.id}`),
});
