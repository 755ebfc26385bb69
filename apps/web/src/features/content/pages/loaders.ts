import type { LoaderFunction } from 'react-router';
import { serverLoadContext, startQueries } from '../../../api/queryClient';
import { i18next } from '../../../i18n';
import { currenciesQuery } from '../../preferences';
import { contentQueries, ESTIMATE_NIGHTS } from '../api';

// Route loaders of the content pages: each starts its page's content before it first renders, so
// the server's HTML holds it (docs/adr/0047).

/** The language the page is shown in: on the server its request's, in the browser the app's. */
const languageOf = (context: unknown) => serverLoadContext(context)?.language ?? i18next.language;
const searchOf = (request: Request) => new URL(request.url).searchParams;

export const blogLoader: LoaderFunction = ({ request, context }) =>
  startQueries(context, (client) => [
    client.prefetchQuery(
      contentQueries.blogPage(Math.max(1, Number(searchOf(request).get('page')) || 1), languageOf(context)),
    ),
  ]);
export const blogPostLoader: LoaderFunction = ({ params, context }) =>
  startQueries(context, (client) => [
    client.prefetchQuery({ ...contentQueries.blogPost(params.id ?? '', languageOf(context)), retry: false }),
  ]);
export const pressLoader: LoaderFunction = ({ context }) =>
  startQueries(context, (client) => [client.prefetchQuery(contentQueries.pressReleases(languageOf(context)))]);
export const careersLoader: LoaderFunction = ({ context }) =>
  startQueries(context, (client) => [client.prefetchQuery(contentQueries.openings(languageOf(context)))]);
export const careerLoader: LoaderFunction = ({ params, context }) =>
  startQueries(context, (client) => [
    client.prefetchQuery({ ...contentQueries.opening(params.id ?? '', languageOf(context)), retry: false }),
  ]);
export const helpLoader: LoaderFunction = ({ request, context }) =>
  startQueries(context, (client) => [
    client.prefetchQuery(contentQueries.helpArticles((searchOf(request).get('q') ?? '').trim(), languageOf(context))),
  ]);
export const faqsLoader: LoaderFunction = ({ context }) =>
  startQueries(context, (client) => [client.prefetchQuery(contentQueries.faqs(languageOf(context)))]);
export const countriesLoader: LoaderFunction = ({ context }) =>
  startQueries(context, (client) => [client.prefetchQuery(contentQueries.countries())]);
export const experiencesLoader: LoaderFunction = ({ context }) =>
  startQueries(context, (client) => [
    client.prefetchQuery(contentQueries.experiences()),
    client.prefetchQuery(currenciesQuery),
  ]);
export const becomeHostLoader: LoaderFunction = ({ context }) =>
  startQueries(context, (client) => [
    client.prefetchQuery(contentQueries.earnings('', ESTIMATE_NIGHTS)),
    client.prefetchQuery(currenciesQuery),
  ]);
