import { pageTitle } from '@roamstead/contract/constants';
import { useEffect } from 'react';

/** Sets the document title to "<page> · Roamstead" (SPEC §2). */
export function usePageTitle(page: string) {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
