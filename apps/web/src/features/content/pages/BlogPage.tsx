import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useLocale } from '../../preferences';
import { BLOG_PAGE_SIZE, contentQueries } from '../api';
import { Page, QueryView, useDateFormat, useMinutesFormat } from '../Page';

export default function BlogPage() {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  const formatMinutes = useMinutesFormat();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const lang = useLocale();
  const query = useQuery(contentQueries.blogPage(page, lang));
  return (
    <Page title={t('company.blog.title')} lead={t('company.blog.lead')}>
      <QueryView query={query} empty={t('company.blog.empty')} isEmpty={(d) => d.total === 0} skeleton={BLOG_PAGE_SIZE}>
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / BLOG_PAGE_SIZE));
          // A page past the end (an old link, a typed URL) shows the last page instead.
          if (page > pages) return <Navigate to={`?page=${pages}`} replace />;
          return (
            <>
              <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
                {data.items.map((post) => (
                  <li key={post.id} className="flex flex-col rounded-card border border-line p-5">
                    <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">{post.category}</p>
                    <h2 className="mt-2 text-lg font-semibold">
                      <Link to={`/blogs/${post.id}`} className="hover:underline">
                        {post.title}
                      </Link>
                    </h2>
                    <p className="mt-2 flex-1 text-sm text-muted">{post.excerpt}</p>
                    <p className="mt-4 text-xs text-muted">
                      <time dateTime={post.published_at}>{formatDate(post.published_at)}</time> ·{' '}
                      {t('site.common.readingTime', { time: formatMinutes(post.reading_minutes) })}
                    </p>
                  </li>
                ))}
              </ul>
              <nav className="mt-8 flex items-center justify-between gap-3" aria-label={t('company.blog.title')}>
                <button
                  type="button"
                  className="rounded-lg border border-line px-4 py-2 text-sm font-semibold disabled:opacity-50"
                  disabled={page <= 1}
                  onClick={() => setParams({ page: String(page - 1) })}
                >
                  {t('site.common.previous')}
                </button>
                <p className="text-sm text-muted" aria-live="polite">
                  {t('site.common.pageOf', { page, pages })}
                </p>
                <button
                  type="button"
                  className="rounded-lg border border-line px-4 py-2 text-sm font-semibold disabled:opacity-50"
                  disabled={page >= pages}
                  onClick={() => setParams({ page: String(page + 1) })}
                >
                  {t('site.common.next')}
                </button>
              </nav>
            </>
          );
        }}
      </QueryView>
    </Page>
  );
}
