import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateWishlists } from './api';

describe('after a change to the wishlists', () => {
  it('drops an answer asked for before it, even a first one, and asks again', async () => {
    const client = new QueryClient();
    const answers: Array<(ids: number[]) => void> = [];
    const observer = new QueryObserver(client, {
      queryKey: ['wishlists', 1, 'saved-ids'],
      queryFn: () => new Promise<number[]>((resolve) => answers.push(resolve)),
    });
    const unsubscribe = observer.subscribe(() => {});
    // The hearts' first fetch is on its way (signed in a moment ago) when a save completes.
    expect(answers).toHaveLength(1);
    const done = invalidateWishlists(client);
    await expect.poll(() => answers.length).toBe(2);
    answers[0]?.([]);
    answers[1]?.([7]);
    await done;
    expect(observer.getCurrentResult().data).toEqual([7]);
    unsubscribe();
  });
});
