/** Published company content every installation ships with (upserted by slug on start). */

const day = (iso: string) => new Date(`${iso}T09:00:00Z`);

export const BLOG_POSTS = [
  {
    slug: 'first-time-hosting-checklist',
    title: 'The first-time host checklist',
    category: 'Hosting',
    author: 'Maya Okafor',
    readingMinutes: 6,
    publishedAt: day('2026-10-28'),
    excerpt:
      'Ten things our most-loved hosts set up before their first guest arrives, from door codes to a welcome note.',
    body: `Hosting for the first time is mostly about removing surprises. Guests who arrive tired after a long trip want three things: to get in, to find the Wi-Fi and to know where to sleep.

Start with check-in. A keypad or a lockbox lets guests arrive at any hour, and a short message with photos of the entrance answers most questions before they are asked.

Write your house rules in plain words and keep them short. Quiet hours, smoking, pets and the number of guests cover nearly every case.

Stock the basics: clean towels for each guest, toilet paper, soap, a hair dryer, coffee and a first-aid kit. Guests mention these small things in reviews more often than the view.

Finally, price your first weeks a little below the neighbourhood average. Early reviews matter more than early revenue, and you can raise the price once you have them.`,
  },
  {
    slug: 'slow-travel-lisbon',
    title: 'A slow week in Lisbon',
    category: 'Travel guides',
    author: 'Tomás Ferreira',
    readingMinutes: 8,
    publishedAt: day('2026-10-14'),
    excerpt: 'Trams, tiled facades and long lunches: how to spend seven unhurried days in the city of seven hills.',
    body: `Lisbon rewards people who stay longer than a weekend. Rent a flat in Graça or Campo de Ourique instead of the centre, and the city starts to feel like a neighbourhood rather than a sight.

Mornings belong to the miradouros, the viewpoints at the top of each hill. Go before ten and you will share them with locals walking their dogs.

Lunch is the main meal. Look for a prato do dia chalked on a board by the door; it is usually fish, rice and salad for the price of a coffee elsewhere in Europe.

Spend one day on the train to Cascais and another in Sintra, but leave a day with no plan at all. The best hours in Lisbon are the ones spent on a bench with a pastel de nata.`,
  },
  {
    slug: 'pricing-your-home-by-season',
    title: 'Pricing your home through the seasons',
    category: 'Hosting',
    author: 'Maya Okafor',
    readingMinutes: 5,
    publishedAt: day('2026-09-30'),
    excerpt: 'Weekend premiums, minimum stays and last-minute discounts explained with real numbers.',
    body: `Demand for short stays moves with the calendar, and your price should move with it.

Weekends in cities and summer weeks at the coast book first. A premium of 15 to 25 percent on Friday and Saturday nights is common and rarely slows bookings.

In quiet months, a longer minimum stay protects you from cleaning costs eating a one-night booking, while a weekly discount attracts remote workers.

Last-minute gaps are different: an empty night earns nothing, so a small discount in the final week before an open date usually pays for itself.

Review your calendar once a month and compare with similar homes nearby. Roamstead's earnings estimate uses the same neighbourhood prices you see in search.`,
  },
  {
    slug: 'travelling-with-kids',
    title: 'Booking a stay that works for the whole family',
    category: 'Guest tips',
    author: 'Lena Vogt',
    readingMinutes: 4,
    publishedAt: day('2026-09-12'),
    excerpt: 'Cots, stair gates and kitchens: what to ask a host before you travel with children.',
    body: `Homes work well for families because everyone gets space and there is a kitchen for picky eaters. A few questions before you book make the difference.

Ask whether the host can provide a cot or a high chair, and whether the stairs have gates. Many hosts keep these in storage and only mention them when asked.

Check the bed layout rather than the bedroom count. Two double beds in one room may suit toddlers better than two separate rooms.

Look at the location on the map. A playground, a supermarket and a bakery within walking distance are worth more than a view when you travel with children.`,
  },
  {
    slug: 'hosting-experiences',
    title: 'Turning your passion into an experience',
    category: 'Experiences',
    author: 'Samir Haddad',
    readingMinutes: 5,
    publishedAt: day('2026-08-27'),
    excerpt: 'Cooking classes, photo walks and workshops: what makes guests book an experience and come back.',
    body: `The best experiences are built around something the host would do anyway. A baker who opens the kitchen at dawn, a photographer who knows where the light falls at sunset, a gardener who grows twenty kinds of tomato.

Keep groups small. Six to eight guests lets everyone ask questions and keeps the atmosphere personal.

Be specific in your description: how long it lasts, what is included, how much walking there is and what guests should bring.

Finally, end with something to take home, a recipe card, a print or a jar of jam. It is the detail guests remember when they write their review.`,
  },
  {
    slug: 'accessible-stays',
    title: 'Finding accessible stays',
    category: 'Guest tips',
    author: 'Lena Vogt',
    readingMinutes: 4,
    publishedAt: day('2026-08-05'),
    excerpt: 'Step-free entrances, wide doorways and roll-in showers: how to search and what to confirm with hosts.',
    body: `Accessibility needs are personal, so treat listing details as a starting point and confirm the rest with the host.

Use the amenities filter for step-free access and an elevator, then read the listing photos closely. Doorway widths and bathroom layouts are easier to judge from pictures than from descriptions.

Message the host before booking with your specific needs. Good hosts answer with measurements and extra photos.

Save homes that work for you to a wishlist so you can return to them for future trips.`,
  },
  {
    slug: 'mountain-cabins-autumn',
    title: 'Five mountain cabins for an autumn weekend',
    category: 'Travel guides',
    author: 'Tomás Ferreira',
    readingMinutes: 6,
    publishedAt: day('2026-07-22'),
    excerpt: 'Wood stoves, forest trails and clear night skies: why autumn is the best season in the mountains.',
    body: `Autumn is the quiet season in the mountains. Summer crowds have gone, the ski season has not started and prices fall accordingly.

Look for cabins with a wood stove or fireplace and check whether firewood is included. Evenings get cold quickly at altitude.

Plan hikes for the middle of the day when it is warmest, and carry layers. Trails are emptier and the colours of the larches and maples are at their best.

At night, step outside. Far from city lights, clear autumn skies are among the best for stargazing all year.`,
  },
  {
    slug: 'safer-payments',
    title: 'How we keep your payments safe',
    category: 'Company news',
    author: 'Roamstead Trust team',
    readingMinutes: 3,
    publishedAt: day('2026-07-02'),
    excerpt: 'Why you should always pay through Roamstead, and what happens to your money until check-in.',
    body: `Every booking on Roamstead is paid through the platform. We hold the payment until 24 hours after check-in and only then release it to the host.

This protects both sides. If the home is not as described, guests contact us and we can refund before the host is paid. Hosts know the money is secured the moment a booking is confirmed.

Never pay a host by bank transfer or any method outside Roamstead. A request to do so breaks our terms, and we will always help you report it.`,
  },
] as const;

export const PRESS_RELEASES = [
  {
    slug: 'roamstead-launches-experiences',
    title: 'Roamstead launches Experiences in 40 cities',
    location: 'San Francisco',
    publishedAt: day('2026-10-20'),
    summary:
      'Guests can now book activities led by local hosts, from cooking classes to guided walks, alongside their stay.',
  },
  {
    slug: 'twelve-currencies',
    title: 'Roamstead now shows prices in twelve currencies',
    location: 'London',
    publishedAt: day('2026-09-08'),
    summary:
      'Guests choose the currency they think in; prices are converted at daily rates while hosts keep being paid in their own currency.',
  },
  {
    slug: 'host-protection-programme',
    title: 'New host protection programme',
    location: 'Berlin',
    publishedAt: day('2026-06-16'),
    summary: 'Every host now receives damage protection and 24-hour neighbourhood support at no additional cost.',
  },
  {
    slug: 'arabic-language-support',
    title: 'Roamstead available in Arabic, French, German and Spanish',
    location: 'Dubai',
    publishedAt: day('2026-04-02'),
    summary: 'The full site, including right-to-left layout for Arabic, is now available in five languages.',
  },
] as const;

export const JOB_OPENINGS = [
  {
    slug: 'senior-frontend-engineer',
    title: 'Senior Frontend Engineer',
    team: 'Engineering',
    location: 'Remote (Europe)',
    employmentType: 'Full-time',
    summary: 'Build the search, booking and hosting screens used by millions of guests and hosts.',
    responsibilities: [
      'Own features from design review to release',
      'Keep our web app fast and accessible on every device',
      'Mentor engineers and review code with care',
    ],
    requirements: [
      'Five or more years building web applications with React and TypeScript',
      'Experience with accessibility and internationalisation',
      'Clear written communication',
    ],
  },
  {
    slug: 'backend-engineer-payments',
    title: 'Backend Engineer, Payments',
    team: 'Engineering',
    location: 'London',
    employmentType: 'Full-time',
    summary: 'Design the services that move money between guests and hosts in twelve currencies.',
    responsibilities: [
      'Build reliable payment and payout services',
      'Work with finance on reconciliation and reporting',
      'Take part in a shared on-call rotation',
    ],
    requirements: [
      'Experience with PostgreSQL and Node.js or a similar stack',
      'Understanding of idempotency and distributed failure modes',
      'Curiosity about how money moves',
    ],
  },
  {
    slug: 'product-designer',
    title: 'Product Designer',
    team: 'Design',
    location: 'Lisbon',
    employmentType: 'Full-time',
    summary: 'Shape how hosts list their homes and manage their calendar.',
    responsibilities: [
      'Run research with hosts and turn insight into designs',
      'Prototype and test flows on mobile and desktop',
      'Contribute to our design system',
    ],
    requirements: [
      'A portfolio showing product thinking and craft',
      'Experience designing for several languages and right-to-left layouts is a plus',
    ],
  },
  {
    slug: 'community-support-specialist',
    title: 'Community Support Specialist (Arabic and English)',
    team: 'Community Support',
    location: 'Dubai',
    employmentType: 'Full-time',
    summary: 'Help guests and hosts by phone, chat and e-mail when something does not go to plan.',
    responsibilities: [
      'Resolve booking and payment questions',
      'Handle urgent safety and neighbourhood reports',
      'Suggest improvements to our help articles',
    ],
    requirements: ['Fluent Arabic and English', 'Calm, kind and organised under pressure'],
  },
  {
    slug: 'city-partnerships-manager',
    title: 'City Partnerships Manager',
    team: 'Policy',
    location: 'Berlin',
    employmentType: 'Full-time',
    summary: 'Work with city governments on fair rules for short-term rentals.',
    responsibilities: [
      'Build relationships with local authorities',
      'Translate regulation into product requirements',
      'Represent hosts in public consultations',
    ],
    requirements: ['Background in public policy or urban planning', 'Fluent German and English'],
  },
] as const;

export const HELP_ARTICLES = [
  {
    slug: 'how-to-book',
    audience: 'guest',
    title: 'How to book a stay',
    body: 'Search for a destination, choose your dates and the number of guests, then open a listing. Check the total price, the house rules and the cancellation policy, and press Reserve. Homes with Instant Book are confirmed at once; others wait for the host to accept within 24 hours.',
  },
  {
    slug: 'change-dates',
    audience: 'guest',
    title: 'Changing the dates of a reservation',
    body: 'Open Trips in your dashboard, select the reservation and ask the host to change the dates. The host can accept or decline; the price difference is charged or refunded automatically.',
  },
  {
    slug: 'cancel-as-guest',
    audience: 'guest',
    title: 'Cancelling a reservation as a guest',
    body: "Open the trip and press Cancel. The refund follows the listing's cancellation policy (Flexible, Moderate or Strict) and the time left before check-in. The refund is shown before you confirm.",
  },
  {
    slug: 'payment-methods',
    audience: 'guest',
    title: 'Accepted payment methods',
    body: 'We accept major credit and debit cards. You pay in the currency shown at checkout; your bank may apply its own exchange fee if it differs from your card currency.',
  },
  {
    slug: 'create-listing',
    audience: 'host',
    title: 'Creating your first listing',
    body: 'Choose Become a host, sign in, then add your home step by step: type of place, location, photos, description, amenities, price and availability. You can save a draft at any time and publish when you are ready.',
  },
  {
    slug: 'payouts',
    audience: 'host',
    title: 'When you get paid',
    body: 'Payouts are released 24 hours after your guest checks in, in the currency of your listing. You can follow every payout under Earnings in the hosting dashboard.',
  },
  {
    slug: 'set-cancellation-policy',
    audience: 'host',
    title: 'Choosing a cancellation policy',
    body: 'Pick Flexible, Moderate or Strict for each listing. Flexible attracts more last-minute bookings; Strict protects long stays planned far ahead. The policy applies to bookings made after you change it.',
  },
  {
    slug: 'account-security',
    audience: 'everyone',
    title: 'Keeping your account secure',
    body: 'Sign in with a one-time code sent to your phone or e-mail, never share codes with anyone, and check Login & security in your account for active sessions. We will never ask for a code by phone.',
  },
  {
    slug: 'change-language-currency',
    audience: 'everyone',
    title: 'Changing language and currency',
    body: 'Use the globe and currency buttons in the header. Your choice applies at once; when you are signed in it is saved to your account and follows you on every device.',
  },
  {
    slug: 'report-neighbourhood-issue',
    audience: 'everyone',
    title: 'Reporting a problem with a home near you',
    body: 'If a home in your neighbourhood causes noise, parties or other problems, send a report from the Neighbourhood concern page. Our team contacts the host and follows up with you.',
  },
] as const;

export const FAQS = [
  {
    slug: 'what-is-roamstead',
    topic: 'General',
    question: 'What is Roamstead?',
    answer:
      'A marketplace where travellers book homes and experiences offered by local hosts in cities and countryside around the world.',
  },
  {
    slug: 'fees',
    topic: 'General',
    question: 'What fees do guests pay?',
    answer:
      'The total you see before booking includes the nightly price, any cleaning fee set by the host and our service fee. There are no hidden charges at checkout.',
  },
  {
    slug: 'account-needed',
    topic: 'Booking',
    question: 'Do I need an account to book?',
    answer:
      'You can browse without an account. To book, message a host or save a wishlist you sign in with your phone number or e-mail and a one-time code.',
  },
  {
    slug: 'when-charged',
    topic: 'Booking',
    question: 'When am I charged?',
    answer:
      'Your payment is taken when the host confirms the booking. We hold it and release it to the host 24 hours after check-in.',
  },
  {
    slug: 'refunds',
    topic: 'Cancellations',
    question: 'How do refunds work?',
    answer:
      'Refunds follow the cancellation policy of the listing and reach your original payment method within 5 to 10 business days.',
  },
  {
    slug: 'host-cancels',
    topic: 'Cancellations',
    question: 'What if my host cancels?',
    answer: 'You receive a full refund automatically and our team helps you find a similar home nearby.',
  },
  {
    slug: 'become-host-cost',
    topic: 'Hosting',
    question: 'Does it cost anything to list my home?',
    answer:
      'Listing is free. We keep a 3% host fee from each confirmed booking to cover payment processing and support.',
  },
  {
    slug: 'host-requirements',
    topic: 'Hosting',
    question: 'What do I need to start hosting?',
    answer:
      'A verified account, clear photos, an accurate description and a space that meets local rules. Some cities require a registration number, which you add to your listing.',
  },
  {
    slug: 'currencies',
    topic: 'Payments',
    question: 'Which currencies can I use?',
    answer:
      'Prices can be shown in twelve currencies, including US dollars, euros, pounds, yen and rand. Hosts are paid in the currency of their listing.',
  },
] as const;

type Region = 'Africa' | 'Americas' | 'Asia' | 'Europe' | 'Middle East' | 'Oceania';
const c = (code: string, name: string, region: Region, hosting = true) => ({ code, name, region, hosting });

export const COUNTRIES = [
  c('ZA', 'South Africa', 'Africa'),
  c('ZM', 'Zambia', 'Africa'),
  c('ZW', 'Zimbabwe', 'Africa'),
  c('KE', 'Kenya', 'Africa'),
  c('MA', 'Morocco', 'Africa'),
  c('EG', 'Egypt', 'Africa'),
  c('NG', 'Nigeria', 'Africa', false),
  c('US', 'United States', 'Americas'),
  c('CA', 'Canada', 'Americas'),
  c('MX', 'Mexico', 'Americas'),
  c('BR', 'Brazil', 'Americas'),
  c('AR', 'Argentina', 'Americas'),
  c('CL', 'Chile', 'Americas'),
  c('CO', 'Colombia', 'Americas'),
  c('PE', 'Peru', 'Americas', false),
  c('JP', 'Japan', 'Asia'),
  c('IN', 'India', 'Asia'),
  c('TH', 'Thailand', 'Asia'),
  c('ID', 'Indonesia', 'Asia'),
  c('VN', 'Vietnam', 'Asia', false),
  c('SG', 'Singapore', 'Asia', false),
  c('GB', 'United Kingdom', 'Europe'),
  c('IE', 'Ireland', 'Europe'),
  c('FR', 'France', 'Europe'),
  c('DE', 'Germany', 'Europe'),
  c('ES', 'Spain', 'Europe'),
  c('PT', 'Portugal', 'Europe'),
  c('IT', 'Italy', 'Europe'),
  c('NL', 'Netherlands', 'Europe'),
  c('CH', 'Switzerland', 'Europe'),
  c('AT', 'Austria', 'Europe'),
  c('GR', 'Greece', 'Europe'),
  c('HR', 'Croatia', 'Europe'),
  c('NO', 'Norway', 'Europe'),
  c('SE', 'Sweden', 'Europe'),
  c('AE', 'United Arab Emirates', 'Middle East'),
  c('JO', 'Jordan', 'Middle East'),
  c('OM', 'Oman', 'Middle East'),
  c('AU', 'Australia', 'Oceania'),
  c('NZ', 'New Zealand', 'Oceania'),
];
