import { afterEach, describe, expect, it } from 'vitest';
import {
  MEMORY_ENTRIES,
  PAGE_OFFSETS_KEPT,
  forgetLists,
  recallPageOffset,
  recallList,
  recallScroll,
  rememberList,
  rememberPageOffset,
  rememberScroll,
} from './list-memory.ts';

const list = (page: number) => ({
  items: Array.from({ length: page * 20 }, (_, index) => index),
  page,
  hasMore: true,
});
const scroll = { offset: 4200, measurements: [] };

afterEach(() => forgetLists());

describe('issue 29 Back to a list', () => {
  it('gives back every page the list held when the member returns by Back or Forward', () => {
    rememberList('entry-a', '["stockPickList","latest"]', list(3));
    expect(recallList('entry-a', '["stockPickList","latest"]', 'POP')).toEqual(list(3));
  });

  it('loads afresh on a new visit or a replaced entry (PUSH, REPLACE)', () => {
    rememberList('entry-a', 'key', list(3));
    expect(recallList('entry-a', 'key', 'PUSH')).toBeUndefined();
    expect(recallList('entry-a', 'key', 'REPLACE')).toBeUndefined();
  });

  it('ignores a memory of another history entry or another list key', () => {
    rememberList('entry-a', '["stockList","BB"]', list(2));
    expect(recallList('entry-b', '["stockList","BB"]', 'POP')).toBeUndefined();
    expect(recallList('entry-a', '["stockList","BBCA"]', 'POP')).toBeUndefined();
  });

  it(`keeps only the last ${MEMORY_ENTRIES} history entries, forgetting the oldest first`, () => {
    for (let entry = 0; entry <= MEMORY_ENTRIES; entry += 1) {
      rememberList(`entry-${entry}`, 'key', list(1));
    }
    expect(recallList('entry-0', 'key', 'POP')).toBeUndefined();
    for (let entry = 1; entry <= MEMORY_ENTRIES; entry += 1) {
      expect(recallList(`entry-${entry}`, 'key', 'POP')).toEqual(list(1));
    }
  });

  it('counts an entry remembered again as the newest', () => {
    for (let entry = 0; entry < MEMORY_ENTRIES; entry += 1) {
      rememberList(`entry-${entry}`, 'key', list(1));
    }
    rememberList('entry-0', 'key', list(2));
    rememberList('entry-new', 'key', list(1));
    expect(recallList('entry-0', 'key', 'POP')).toEqual(list(2));
    expect(recallList('entry-1', 'key', 'POP')).toBeUndefined();
  });

  it('gives back the scroll offset only with the rows it belongs to, on Back', () => {
    rememberList('entry-a', 'key', list(3));
    rememberScroll('entry-a', scroll);
    // Rows not (yet) taken back: a list that loads afresh starts at the top.
    expect(recallScroll('entry-a', 'POP')).toBeUndefined();
    recallList('entry-a', 'key', 'POP');
    expect(recallScroll('entry-a', 'POP')).toEqual(scroll);
    expect(recallScroll('entry-a', 'PUSH')).toBeUndefined();
    expect(recallScroll('entry-b', 'POP')).toBeUndefined();
  });

  it('forgets every list (logout)', () => {
    rememberList('entry-a', 'key', list(1));
    forgetLists();
    expect(recallList('entry-a', 'key', 'POP')).toBeUndefined();
  });

  it("gives back a page's window offset on Back or Forward only, for the last entries", () => {
    rememberPageOffset('entry-a', 1500);
    expect(recallPageOffset('entry-a', 'POP')).toBe(1500);
    expect(recallPageOffset('entry-a', 'PUSH')).toBeUndefined();
    expect(recallPageOffset('entry-b', 'POP')).toBeUndefined();
    for (let entry = 0; entry < PAGE_OFFSETS_KEPT; entry += 1) {
      rememberPageOffset(`entry-${entry}`, entry);
    }
    expect(recallPageOffset('entry-a', 'POP')).toBeUndefined();
    expect(recallPageOffset('entry-0', 'POP')).toBe(0);
    forgetLists();
    expect(recallPageOffset('entry-0', 'POP')).toBeUndefined();
  });
});
