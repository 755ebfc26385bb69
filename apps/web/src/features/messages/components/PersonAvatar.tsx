import { initials } from '@roamstead/contract/constants';
import { UserX } from 'lucide-react';

const SIZES = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-14 text-lg' } as const;

/** A participant's picture, or SPEC §3 initials; a neutral icon for a former (deleted) user. Decorative. */
export function PersonAvatar({
  name,
  email = null,
  picture,
  former = false,
  size = 'md',
}: {
  name: string;
  email?: string | null;
  picture: string | null;
  former?: boolean;
  size?: keyof typeof SIZES;
}) {
  const classes = `${SIZES[size]} shrink-0 rounded-full`;
  if (former) {
    return (
      <span aria-hidden="true" className={`${classes} inline-flex items-center justify-center bg-line text-muted`}>
        <UserX className="size-1/2" />
      </span>
    );
  }
  if (picture) return <img src={picture} alt="" className={`${classes} object-cover`} />;
  return (
    <span
      aria-hidden="true"
      className={`${classes} inline-flex items-center justify-center bg-brand-500 font-semibold text-white`}
    >
      {initials(name, email)}
    </span>
  );
}
