import type { User } from '@roamstead/contract';
import { initials } from '@roamstead/contract/constants';

const SIZES = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-20 text-2xl' } as const;

/** The user's picture, or SPEC §3 initials on a brand disc. Decorative: label the control around it. */
export function Avatar({
  user,
  size = 'md',
}: {
  user: Pick<User, 'email' | 'user_metadata'>;
  size?: keyof typeof SIZES;
}) {
  const { name, picture } = user.user_metadata;
  const classes = `${SIZES[size]} shrink-0 rounded-full`;
  if (picture) return <img src={picture} alt="" className={`${classes} object-cover`} />;
  return (
    <span
      aria-hidden="true"
      className={`${classes} inline-flex items-center justify-center bg-brand-500 font-semibold text-white`}
    >
      {initials(name, user.email)}
    </span>
  );
}
