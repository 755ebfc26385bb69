import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button';

/** "Show more" under a paged console list, while the query has a next page. */
export function LoadMore({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
}) {
  const { t } = useTranslation();
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      className="mt-4"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {t('adminMoney.more')}
    </Button>
  );
}
