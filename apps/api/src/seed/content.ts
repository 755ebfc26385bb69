import type { PropertyType } from '@roamstead/contract';
import { PLACES } from '../db/reference-places';

/** The words the demo seed composes its marketplace from. */

type ReferencePlace = (typeof PLACES)[number] & { slug: string; currency: string };

/** The reference place a demo city is: its name, country, centre, time zone and currency. */
function referencePlace(slug: string): ReferencePlace {
  const place = PLACES.find((p) => p.slug === slug);
  if (!place) throw new Error(`${slug} is not a reference place`);
  return place as ReferencePlace;
}

/** A demo city: a reference place (db/reference-places.ts) and how the seed fills it. */
export interface SeedCity extends ReferencePlace {
  /** How far (degrees) listings spread around the centre. */
  spread: number;
  /** Typical nightly price of a mid-range home, in USD. */
  baseUsd: number;
  /** Category slug → weight. */
  categories: Record<string, number>;
  neighbourhoods: string[];
  streets: string[];
  firstNames: string[];
  lastNames: string[];
}

export const CITIES: SeedCity[] = [
  {
    ...referencePlace('lisbon'),
    spread: 0.05,
    baseUsd: 120,
    categories: { 'city-apartments': 5, beachfront: 2, design: 2, 'amazing-pools': 1, 'tiny-homes': 1 },
    neighbourhoods: ['Alfama', 'Bairro Alto', 'Príncipe Real', 'Belém', 'Graça', 'Chiado'],
    streets: ['Rua da Saudade', 'Rua do Norte', 'Travessa do Carmo', 'Rua dos Remédios', 'Calçada da Glória'],
    firstNames: ['Inês', 'João', 'Beatriz', 'Tiago'],
    lastNames: ['Carvalho', 'Ferreira', 'Sousa', 'Marques'],
  },
  {
    ...referencePlace('barcelona'),
    spread: 0.05,
    baseUsd: 140,
    categories: { 'city-apartments': 5, beachfront: 2, design: 2, 'amazing-pools': 1 },
    neighbourhoods: ['El Born', 'Gràcia', 'Eixample', 'Barceloneta', 'Poblenou', 'El Raval'],
    streets: ['Carrer de Verdi', 'Carrer del Rec', 'Passeig de Sant Joan', 'Carrer de Blai', 'Carrer de Pujades'],
    firstNames: ['Jordi', 'Núria', 'Marc', 'Laia'],
    lastNames: ['Puig', 'Vidal', 'Soler', 'Ferrer'],
  },
  {
    ...referencePlace('paris'),
    spread: 0.04,
    baseUsd: 170,
    categories: { 'city-apartments': 6, design: 3, castles: 1, 'tiny-homes': 1 },
    neighbourhoods: ['Le Marais', 'Montmartre', 'Saint-Germain-des-Prés', 'Canal Saint-Martin', 'Belleville'],
    streets: ['Rue des Rosiers', 'Rue Lepic', 'Rue du Bac', 'Quai de Valmy', 'Rue Oberkampf'],
    firstNames: ['Camille', 'Julien', 'Manon', 'Antoine'],
    lastNames: ['Laurent', 'Moreau', 'Girard', 'Lefèvre'],
  },
  {
    ...referencePlace('london'),
    spread: 0.07,
    baseUsd: 180,
    categories: { 'city-apartments': 6, design: 2, 'tiny-homes': 1, countryside: 1 },
    neighbourhoods: ['Shoreditch', 'Notting Hill', 'Camden', 'Greenwich', 'Islington', 'Brixton'],
    streets: ['Columbia Road', 'Portobello Road', 'Upper Street', 'Royal Hill', 'Electric Avenue'],
    firstNames: ['Oliver', 'Amelia', 'Harry', 'Isla'],
    lastNames: ['Bennett', 'Hughes', 'Clarke', 'Patel'],
  },
  {
    ...referencePlace('edinburgh'),
    spread: 0.06,
    baseUsd: 140,
    categories: { castles: 4, 'city-apartments': 3, countryside: 2, cabins: 1 },
    neighbourhoods: ['Old Town', 'New Town', 'Stockbridge', 'Leith', 'Dean Village'],
    streets: ['Cockburn Street', 'Thistle Street', 'Raeburn Place', 'The Shore', 'Bell’s Brae'],
    firstNames: ['Fiona', 'Callum', 'Eilidh', 'Ruaridh'],
    lastNames: ['MacLeod', 'Fraser', 'Campbell', 'Stewart'],
  },
  {
    ...referencePlace('reykjavik'),
    spread: 0.08,
    baseUsd: 190,
    categories: { cabins: 4, 'mountain-views': 3, design: 2, lakefront: 2, camping: 1, 'city-apartments': 2 },
    neighbourhoods: ['Miðborg', 'Vesturbær', 'Hlíðar', 'Laugardalur', 'Grandi'],
    streets: ['Laugavegur', 'Skólavörðustígur', 'Hverfisgata', 'Bergstaðastræti', 'Grandagarður'],
    firstNames: ['Sigrún', 'Gunnar', 'Katrín', 'Einar'],
    lastNames: ['Jónsdóttir', 'Magnússon', 'Sigurðardóttir', 'Ólafsson'],
  },
  {
    ...referencePlace('zermatt'),
    spread: 0.03,
    baseUsd: 260,
    categories: { 'mountain-views': 5, cabins: 4, design: 1, lakefront: 1 },
    neighbourhoods: ['Winkelmatten', 'Steinmatten', 'Wiesti', 'Oberdorf'],
    streets: ['Bahnhofstrasse', 'Hofmattstrasse', 'Schluhmattstrasse', 'Vispastrasse'],
    firstNames: ['Lukas', 'Anna', 'Reto', 'Seraina'],
    lastNames: ['Meier', 'Julen', 'Perren', 'Biner'],
  },
  {
    ...referencePlace('new-york'),
    spread: 0.07,
    baseUsd: 210,
    categories: { 'city-apartments': 7, design: 3, 'tiny-homes': 1 },
    neighbourhoods: ['Williamsburg', 'West Village', 'Harlem', 'Park Slope', 'Lower East Side', 'Astoria'],
    streets: ['Bedford Avenue', 'Bleecker Street', 'Lenox Avenue', '7th Avenue', 'Orchard Street'],
    firstNames: ['Maya', 'Daniel', 'Grace', 'Marcus'],
    lastNames: ['Goldberg', 'Rivera', 'Washington', 'Kim'],
  },
  {
    ...referencePlace('toronto'),
    spread: 0.08,
    baseUsd: 150,
    categories: { 'city-apartments': 5, lakefront: 3, cabins: 2, design: 1 },
    neighbourhoods: ['Kensington Market', 'Leslieville', 'The Annex', 'Liberty Village', 'The Beaches'],
    streets: ['Augusta Avenue', 'Queen Street East', 'Bloor Street West', 'Atlantic Avenue', 'Queen Street West'],
    firstNames: ['Liam', 'Chloé', 'Noah', 'Priya'],
    lastNames: ['Tremblay', 'Wilson', 'Singh', 'MacDonald'],
  },
  {
    ...referencePlace('mexico-city'),
    spread: 0.06,
    baseUsd: 80,
    categories: { 'city-apartments': 5, design: 3, 'amazing-pools': 1, countryside: 1 },
    neighbourhoods: ['Roma Norte', 'Condesa', 'Coyoacán', 'Polanco', 'Juárez'],
    streets: ['Calle Colima', 'Avenida Ámsterdam', 'Calle Francisco Sosa', 'Calle Julio Verne', 'Calle Havre'],
    firstNames: ['Sofía', 'Mateo', 'Valentina', 'Diego'],
    lastNames: ['Hernández', 'García', 'Ramírez', 'Torres'],
  },
  {
    ...referencePlace('rio-de-janeiro'),
    spread: 0.06,
    baseUsd: 90,
    categories: { beachfront: 5, 'city-apartments': 3, tropical: 2, 'amazing-pools': 1 },
    neighbourhoods: ['Ipanema', 'Copacabana', 'Santa Teresa', 'Leblon', 'Botafogo'],
    streets: ['Rua Farme de Amoedo', 'Avenida Atlântica', 'Rua Almirante Alexandrino', 'Rua Dias Ferreira'],
    firstNames: ['Thiago', 'Ana Clara', 'Rafael', 'Luísa'],
    lastNames: ['Almeida', 'Costa', 'Oliveira', 'Barbosa'],
  },
  {
    ...referencePlace('cape-town'),
    spread: 0.06,
    baseUsd: 95,
    categories: { beachfront: 4, 'mountain-views': 3, 'amazing-pools': 2, 'city-apartments': 2, design: 1 },
    neighbourhoods: ['Camps Bay', 'Bo-Kaap', 'Sea Point', 'Gardens', 'Muizenberg', 'Tamboerskloof'],
    streets: ['Victoria Road', 'Wale Street', 'Regent Road', 'Kloof Street', 'Beach Road'],
    firstNames: ['Thandiwe', 'Pieter', 'Naledi', 'Sipho'],
    lastNames: ['Nkosi', 'van der Merwe', 'Dlamini', 'Botha'],
  },
  {
    ...referencePlace('marrakesh'),
    spread: 0.05,
    baseUsd: 85,
    categories: { 'amazing-pools': 3, design: 3, countryside: 2, camping: 1, 'city-apartments': 1 },
    neighbourhoods: ['Medina', 'Gueliz', 'Kasbah', 'Palmeraie', 'Hivernage'],
    streets: ['Derb Dabachi', 'Rue de la Liberté', 'Derb Sidi Bouloukat', 'Route de Fès', 'Rue Mouassine'],
    firstNames: ['Youssef', 'Salma', 'Karim', 'Leila'],
    lastNames: ['Benali', 'El Idrissi', 'Alaoui', 'Berrada'],
  },
  {
    ...referencePlace('lusaka'),
    spread: 0.07,
    baseUsd: 60,
    categories: { countryside: 3, 'city-apartments': 3, 'amazing-pools': 1, camping: 2, 'tiny-homes': 1 },
    neighbourhoods: ['Kabulonga', 'Rhodes Park', 'Woodlands', 'Roma', 'Ibex Hill'],
    streets: ['Leopards Hill Road', 'Addis Ababa Drive', 'Great East Road', 'Kabulonga Road', 'Los Angeles Boulevard'],
    firstNames: ['Chipo', 'Mwila', 'Bwalya', 'Natasha'],
    lastNames: ['Banda', 'Mulenga', 'Phiri', 'Tembo'],
  },
  {
    ...referencePlace('goa'),
    spread: 0.12,
    baseUsd: 70,
    categories: { beachfront: 4, tropical: 4, 'amazing-pools': 2, 'tiny-homes': 1 },
    neighbourhoods: ['Fontainhas', 'Anjuna', 'Assagao', 'Candolim', 'Palolem'],
    streets: ['Rua de Ourém', 'Flea Market Road', 'Mapusa Road', 'Fort Aguada Road', 'Beach Road'],
    firstNames: ['Priya', 'Arjun', 'Ananya', 'Rohan'],
    lastNames: ['Nair', 'Fernandes', 'Kamat', 'D’Souza'],
  },
  {
    ...referencePlace('tokyo'),
    spread: 0.08,
    baseUsd: 130,
    categories: { 'city-apartments': 6, design: 3, 'tiny-homes': 2 },
    neighbourhoods: ['Shimokitazawa', 'Nakameguro', 'Asakusa', 'Koenji', 'Yanaka', 'Ebisu'],
    streets: ['Chazawa-dori', 'Yamate-dori', 'Kappabashi-dori', 'Kitanaka-dori', 'Yomise-dori'],
    firstNames: ['Haruto', 'Yui', 'Sota', 'Aiko'],
    lastNames: ['Sato', 'Takahashi', 'Watanabe', 'Yamamoto'],
  },
  {
    ...referencePlace('ubud'),
    spread: 0.05,
    baseUsd: 75,
    categories: { tropical: 5, 'amazing-pools': 4, design: 2, 'tiny-homes': 1, camping: 1 },
    neighbourhoods: ['Penestanan', 'Sayan', 'Tegallalang', 'Nyuh Kuning', 'Peliatan'],
    streets: ['Jalan Raya Sayan', 'Jalan Bisma', 'Jalan Hanoman', 'Jalan Kajeng', 'Jalan Monkey Forest'],
    firstNames: ['Made', 'Ketut', 'Putu', 'Komang'],
    lastNames: ['Wirawan', 'Suartana', 'Adnyana', 'Pratiwi'],
  },
  {
    ...referencePlace('sydney'),
    spread: 0.08,
    baseUsd: 170,
    categories: { beachfront: 4, 'city-apartments': 4, design: 2, 'amazing-pools': 1 },
    neighbourhoods: ['Bondi', 'Surry Hills', 'Manly', 'Newtown', 'Paddington', 'Coogee'],
    streets: ['Campbell Parade', 'Crown Street', 'The Corso', 'King Street', 'Oxford Street'],
    firstNames: ['Chloe', 'Jack', 'Mia', 'Lachlan'],
    lastNames: ['Mitchell', 'Nguyen', 'Kelly', 'Thompson'],
  },
];

export interface CategoryWords {
  /** USD price multiplier against the city's base. */
  priceFactor: number;
  adjectives: string[];
  /** The property types this category offers, with what to call them. */
  nouns: Partial<Record<PropertyType, string[]>>;
  features: string[];
  openings: string[];
  amenities: string[];
}

/** Per reference category (db/reference.ts). */
export const CATEGORY_WORDS: Record<string, CategoryWords> = {
  beachfront: {
    priceFactor: 1.4,
    adjectives: ['Sun-washed', 'Breezy', 'Barefoot', 'Sea-view'],
    nouns: {
      house: ['beach house', 'surf house'],
      villa: ['beach villa', 'seaside villa'],
      apartment: ['seaside flat'],
    },
    features: ['steps from the sand', 'ocean views', 'a wraparound deck', 'sunset views'],
    openings: [
      'Wake up to the sound of waves and walk straight onto the sand.',
      'A relaxed place by the water, made for long days at the beach and slow dinners on the deck.',
    ],
    amenities: ['beach-access', 'outdoor-shower', 'patio', 'bbq-grill'],
  },
  cabins: {
    priceFactor: 1.1,
    adjectives: ['Cosy', 'Secluded', 'Rustic', 'Timber'],
    nouns: { cabin: ['A-frame cabin', 'log cabin', 'forest cabin'] },
    features: ['a wood stove', 'a cedar hot tub', 'forest views', 'a sauna'],
    openings: [
      'Tucked among the trees, this cabin is the place to switch off and light the fire.',
      'Timber walls, big windows and nothing but forest outside.',
    ],
    amenities: ['fireplace', 'hot-tub', 'bbq-grill', 'free-parking'],
  },
  countryside: {
    priceFactor: 0.9,
    adjectives: ['Peaceful', 'Charming', 'Restored', 'Sunny'],
    nouns: {
      cottage: ['country cottage', 'stone cottage'],
      house: ['farmhouse', 'country house'],
      guesthouse: ['garden guesthouse'],
    },
    features: ['a big garden', 'valley views', 'an orchard', 'a shaded terrace'],
    openings: [
      'Open fields, birdsong and a kitchen table made for long lunches.',
      'A restored country home surrounded by gardens and quiet lanes.',
    ],
    amenities: ['garden', 'free-parking', 'bbq-grill', 'fireplace'],
  },
  'amazing-pools': {
    priceFactor: 1.9,
    adjectives: ['Stunning', 'Private', 'Sunlit', 'Elegant'],
    nouns: { villa: ['pool villa', 'garden villa'], house: ['pool house'] },
    features: ['an infinity pool', 'a heated pool', 'a pool terrace', 'a private pool'],
    openings: [
      'The pool is the heart of this house: swim in the morning, read beside it all afternoon.',
      'A private villa built around a sparkling pool and a shaded terrace.',
    ],
    amenities: ['pool', 'air-conditioning', 'patio', 'free-parking'],
  },
  'tiny-homes': {
    priceFactor: 0.6,
    adjectives: ['Clever', 'Snug', 'Little', 'Off-grid'],
    nouns: { tiny_home: ['tiny home', 'micro cabin', 'tiny house', 'cabin on wheels'] },
    features: ['a sleeping loft', 'a private deck', 'big skylights', 'a garden nook'],
    openings: [
      'Everything you need and nothing you do not, in a beautifully built tiny home.',
      'Small footprint, big windows: a tiny house that feels surprisingly roomy.',
    ],
    amenities: ['patio', 'garden', 'coffee-maker'],
  },
  castles: {
    priceFactor: 3.2,
    adjectives: ['Historic', 'Medieval', 'Grand', 'Turreted'],
    nouns: { castle: ['castle', 'tower house', 'château'] },
    features: ['a great hall', 'a walled garden', 'a spiral staircase', 'a library tower'],
    openings: [
      'Sleep behind walls that have stood for centuries, with every modern comfort added.',
      'A storybook castle with stone halls, open fires and grounds to explore.',
    ],
    amenities: ['fireplace', 'garden', 'free-parking', 'dedicated-workspace'],
  },
  'city-apartments': {
    priceFactor: 1,
    adjectives: ['Bright', 'Stylish', 'Central', 'Light-filled'],
    nouns: { apartment: ['apartment', 'flat'], loft: ['loft'] },
    features: ['a sunny balcony', 'rooftop views', 'high ceilings', 'a reading nook'],
    openings: [
      'A bright home base in the middle of the city, close to cafés, markets and the metro.',
      'High ceilings, good coffee and the whole city on your doorstep.',
    ],
    amenities: ['dedicated-workspace', 'elevator', 'air-conditioning', 'coffee-maker'],
  },
  lakefront: {
    priceFactor: 1.3,
    adjectives: ['Tranquil', 'Peaceful', 'Sunny', 'Quiet'],
    nouns: { cottage: ['lakeside cottage'], cabin: ['lake cabin'], house: ['lake house'] },
    features: ['a private dock', 'lake views', 'kayaks included', 'a fire pit'],
    openings: [
      'Morning swims, paddles at sunset and a fire pit by the water.',
      'A quiet house right on the shore, with the lake as your garden.',
    ],
    amenities: ['lake-access', 'bbq-grill', 'free-parking', 'fireplace'],
  },
  'mountain-views': {
    priceFactor: 1.4,
    adjectives: ['Panoramic', 'Cosy', 'Peak-view', 'Hillside'],
    nouns: { cabin: ['mountain cabin', 'ski chalet'], house: ['chalet', 'mountain house'], villa: ['mountain lodge'] },
    features: ['mountain views', 'a sauna', 'ski-in access', 'a sunny balcony'],
    openings: [
      'Big windows frame the peaks from every room.',
      'A warm chalet for hiking days in summer and skiing in winter.',
    ],
    amenities: ['mountain-view', 'fireplace', 'hot-tub', 'free-parking'],
  },
  tropical: {
    priceFactor: 1,
    adjectives: ['Lush', 'Jungle', 'Open-air', 'Serene'],
    nouns: { villa: ['jungle villa'], guesthouse: ['garden bungalow', 'bamboo bungalow'], house: ['bamboo house'] },
    features: ['rice-field views', 'an outdoor bathtub', 'a plunge pool', 'a yoga deck'],
    openings: [
      'Open-air living among palms and frangipani, with birdsong from sunrise.',
      'A bamboo-and-teak retreat surrounded by tropical gardens.',
    ],
    amenities: ['pool', 'air-conditioning', 'garden', 'outdoor-shower'],
  },
  design: {
    priceFactor: 1.5,
    adjectives: ['Architect-designed', 'Minimalist', 'Award-winning', 'Modernist'],
    nouns: { loft: ['design loft'], house: ['glass house', 'concrete house'], villa: ['design villa'] },
    features: ['floor-to-ceiling windows', 'a chef’s kitchen', 'a courtyard garden', 'a sculptural staircase'],
    openings: [
      'Clean lines, natural materials and a lot of light: a home designed with care.',
      'An architect’s own house, open to guests who love good design.',
    ],
    amenities: ['dedicated-workspace', 'air-conditioning', 'coffee-maker', 'patio'],
  },
  camping: {
    priceFactor: 0.45,
    adjectives: ['Wild', 'Starry', 'Glamping', 'Riverside'],
    nouns: { tent: ['safari tent', 'bell tent', 'glamping tent'] },
    features: ['a fire pit', 'stargazing', 'a real bed', 'a hammock'],
    openings: [
      'Canvas walls, a proper bed and the sky full of stars.',
      'Glamping done right: fresh air, a crackling fire and comfortable nights.',
    ],
    amenities: ['bbq-grill', 'outdoor-shower', 'free-parking'],
  },
};

export const ESSENTIAL_AMENITIES = ['wifi', 'kitchen', 'heating', 'smoke-alarm'];
export const OPTIONAL_AMENITIES = ['washer', 'tv', 'first-aid-kit', 'fire-extinguisher', 'ev-charger', 'coffee-maker'];

export const PLACE_SENTENCES = [
  'You are a short walk from the best of {neighbourhood}, one of the most loved corners of {city}.',
  '{neighbourhood} is right outside: bakeries, little shops and some of the best food in {city}.',
  'Stay in {neighbourhood} and see {city} the way locals do.',
];

export const CLOSINGS = [
  'I will share my favourite places to eat and explore when you book.',
  'Self check-in makes arriving easy, and I am always a message away.',
  'Fresh linen, good towels and a welcome basket are waiting for you.',
  'Perfect for a slow week away or a few nights between adventures.',
];

export const PETS_RULE = 'Pets are welcome on request.';

export const HOUSE_RULES = [
  'No parties or events.',
  'No smoking inside.',
  'Quiet hours from 22:00 to 08:00.',
  PETS_RULE,
  'Please take your shoes off indoors.',
  'Please sort the recycling.',
];

export const HOST_ABOUT = [
  'I have lived in {city} most of my life and love showing guests around.',
  'Designer, cook and keen hiker. Hosting in {city} since {year}.',
  'We are a family of four who fell in love with {city} and never left.',
  'Architect by day; I restore old homes in {city} and share them with travellers.',
];

export const REVIEW_OPENINGS = {
  great: [
    'What a wonderful stay!',
    'Absolutely loved it.',
    'One of our best stays ever.',
    'Perfect from start to finish.',
  ],
  good: ['A lovely stay overall.', 'Really enjoyed our time here.', 'Great spot, would come back.'],
  mixed: ['Decent place for a short stay.', 'Good location, a few small issues.', 'It was fine, mostly as described.'],
};

export const REVIEW_DETAILS = [
  '{host} was quick to answer and gave great tips for {city}.',
  'The {noun} was spotless and even nicer than the photos.',
  'The location in {neighbourhood} was ideal for exploring.',
  'Check-in was easy and everything was clearly explained.',
  'Beds were comfortable and the kitchen had everything we needed.',
  'We loved having {feature}.',
  'The Wi-Fi was a bit slow, but that was the only thing.',
  'It can be a little noisy in the evening.',
];

export const REVIEW_CLOSINGS = ['Highly recommended.', 'We will be back.', 'Thank you, {host}!', ''];
