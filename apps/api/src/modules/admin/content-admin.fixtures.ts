import type { AuthResult, OperatorArea } from '@roamstead/contract';
import type { LightMyRequestResponse } from 'fastify';

type Call = (method: string, url: string, who?: AuthResult, payload?: object) => Promise<LightMyRequestResponse>;

const faq = (question: string) => ({
  kind: 'faq',
  published: true,
  fields: { topic: 'Testing', question, answer: 'An **answer**.', position: 0 },
  translations: { fr: null, es: null, de: null, ar: null },
});

let n = 0;
const unique = (prefix: string) => `${prefix} ${++n}${Math.random().toString(36).slice(2, 6)}`;

/**
 * The content section's rows of the admin test's route table (admin.test.ts): each write route
 * with a valid call on something made for it.
 */
export function contentAdminRoutes(ctx: () => { call: Call; admin: AuthResult }) {
  const newFaq = async () => {
    const { call, admin } = ctx();
    const res = await call('POST', '/admin/content', admin, faq(unique('Question')));
    return res.json().data.id as number;
  };
  const newCategory = async () => {
    const { call, admin } = ctx();
    return (await call('POST', '/admin/categories', admin, { name: unique('Cat') })).json().data.id as number;
  };
  const newAmenity = async () => {
    const { call, admin } = ctx();
    return (await call('POST', '/admin/amenities', admin, { name: unique('Amenity'), group: 'features' })).json().data
      .slug as string;
  };
  const content: OperatorArea = 'content';
  const catalogue: OperatorArea = 'catalogue';
  return {
    'POST /api/v1/admin/content/preview': {
      area: content,
      readOnly: true as const,
      body: async () => ({ markdown: '**Hi**' }),
    },
    'GET /api/v1/admin/content/{kind}': { area: content },
    'POST /api/v1/admin/content': { area: content, body: async () => faq(unique('Question')) },
    'GET /api/v1/admin/content/{kind}/{id}': { area: content },
    'PUT /api/v1/admin/content/{kind}/{id}': {
      area: content,
      body: async () => faq(unique('Edited')),
      url: async () => `/admin/content/faq/${await newFaq()}`,
    },
    'POST /api/v1/admin/content/{kind}/{id}/publication': {
      area: content,
      body: async () => ({ published: false }),
      url: async () => `/admin/content/faq/${await newFaq()}/publication`,
    },
    'DELETE /api/v1/admin/content/{kind}/{id}': {
      area: content,
      body: async () => ({}),
      url: async () => `/admin/content/faq/${await newFaq()}`,
    },
    'GET /api/v1/admin/categories': { area: catalogue },
    'POST /api/v1/admin/categories': { area: catalogue, body: async () => ({ name: unique('Cat') }) },
    'PUT /api/v1/admin/categories/{id}': {
      area: catalogue,
      body: async () => ({ name: unique('Renamed'), names: { fr: 'Nom' } }),
      url: async () => `/admin/categories/${await newCategory()}`,
    },
    'DELETE /api/v1/admin/categories/{id}': {
      area: catalogue,
      body: async () => ({}),
      url: async () => `/admin/categories/${await newCategory()}`,
    },
    'GET /api/v1/admin/amenities': { area: catalogue },
    'POST /api/v1/admin/amenities': {
      area: catalogue,
      body: async () => ({ name: unique('Amenity'), group: 'features' }),
    },
    'PUT /api/v1/admin/amenities/{slug}': {
      area: catalogue,
      body: async () => ({ name: unique('Renamed'), group: 'safety' }),
      url: async () => `/admin/amenities/${await newAmenity()}`,
    },
    'DELETE /api/v1/admin/amenities/{slug}': {
      area: catalogue,
      body: async () => ({}),
      url: async () => `/admin/amenities/${await newAmenity()}`,
    },
  };
}
