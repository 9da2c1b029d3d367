import { describe, expect, it } from 'vitest';
import { type Page, PagedListStore } from './paged-list-store.ts';

/** A list of numbers whose pages record what was asked. */
function numbers() {
  const asked: number[] = [];
  const fetchPage = (page: number): Promise<Page<number>> => {
    asked.push(page);
    return Promise.resolve({ items: [page * 10], hasMore: true });
  };
  return { asked, fetchPage };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A store that took up three pages of ideas from memory and was then started (a Back). */
function resumedIdeas() {
  const store = new PagedListStore<number>();
  const { asked, fetchPage } = numbers();
  store.resume('ideas', { items: [10, 20, 30], page: 3, hasMore: true });
  store.start('ideas', fetchPage);
  return { store, asked, fetchPage };
}

describe('issue 29 a list resumed from memory', () => {
  it('shows the resumed pages at once and does not ask page 1 again', async () => {
    const { store, asked, fetchPage } = resumedIdeas();
    // A second start of the same key (React's development double effect) asks nothing either.
    store.start('ideas', fetchPage);
    await settled();
    expect(asked).toEqual([]);
    expect(store.first.view('ideas')).toEqual({
      status: 'success',
      data: { items: [10, 20, 30], page: 3, hasMore: true },
    });
  });

  it('goes on from the last page it held', async () => {
    const { store, asked } = resumedIdeas();
    store.loadMore();
    await settled();
    expect(asked).toEqual([4]);
    expect(store.first.view('ideas')).toMatchObject({ data: { items: [10, 20, 30, 40], page: 4 } });
  });

  it('asks page 1 again on a retry or for another key', async () => {
    const { store, asked, fetchPage } = resumedIdeas();
    store.retry();
    await settled();
    store.start('watchlist', fetchPage);
    await settled();
    expect(asked).toEqual([1, 1]);
    expect(store.first.view('watchlist')).toMatchObject({ data: { items: [10], page: 1 } });
  });
});
