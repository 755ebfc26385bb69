import type { User } from '@roamstead/contract';
import type { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The public user object of SPEC §3 / DESIGN.md; secrets (password hash, Google id) stay behind. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    phone: row.phone,
    role: row.role,
    created_at: row.createdAt.toISOString(),
    aud: 'authenticated',
    app_metadata: { provider: row.provider },
    user_metadata: { name: `${row.firstName} ${row.lastName}`.trim(), picture: row.pictureUrl },
    first_name: row.firstName,
    last_name: row.lastName,
    about: row.about,
    address: row.address,
    city: row.city,
    state: row.state,
    zip_code: row.zipCode,
    country: row.country,
    currency: row.currency,
    language: row.language,
    email_verified: row.emailVerifiedAt !== null,
    phone_verified: row.phoneVerifiedAt !== null,
  };
}
