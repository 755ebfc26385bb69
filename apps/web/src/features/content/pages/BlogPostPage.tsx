import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { RichText } from '../../../ui/RichText';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useLocale } from '../../preferences';
import { contentQueries } from '../api';
import { isMissing, QueryView, useDateFormat, useMinutesFormat } from '../Page';

export default function BlogPostPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const formatDate = useDateFormat();
  const formatMinutes = useMinutesFormat();
  const lang = useLocale();
  const query = useQuery({ ...contentQueries.blogPost(id, lang), retry: false });
  usePageTitle(query.data?.title ?? t('company.blog.postTitle'));
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/blog" className="inline-flex items-center gap-1 text-sm font-medium text-muted hover:text-ink">
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t('site.common.backTo', { page: t('company.blog.title') })}
      </Link>
      {isMissing(query.error) ? (
        <>
          <h1 className="mt-6 text-3xl font-bold">{t('company.blog.postTitle')}</h1>
          <p className="mt-3 text-muted">{t('company.blog.notFound')}</p>
        </>
      ) : (
        <QueryView query={query} skeleton={4}>
          {(post) => (
            <>
              <p className="mt-6 text-xs font-semibold tracking-wide text-brand-600 uppercase">{post.category}</p>
              <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{post.title}</h1>
              <p className="mt-3 text-sm text-muted">
                {/* Isolated, so a Latin author name does not pull the date into its direction in Arabic. */}
                <bdi>{t('company.blog.by', { author: post.author })}</bdi> ·{' '}
                <time dateTime={post.published_at}>{formatDate(post.published_at)}</time> ·{' '}
                {t('site.common.readingTime', { time: formatMinutes(post.reading_minutes) })}
              </p>
              <RichText html={post.body_html} className="mt-8 text-lg leading-relaxed" />
            </>
          )}
        </QueryView>
      )}
    </article>
  );
}
