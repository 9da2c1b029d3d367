import type * as React from 'react';
import { useMemo } from 'react';

/**
 * The virtualiser's key of the item at an index, made once per list of items.
 *
 * TanStack Virtual measures every item again whenever its `getItemKey` option is a new function
 * (virtual-core keys its measurements on it), which at the inbox's 10,000 notifications is a
 * long task on every render of the screen (issue 29). A screen that passes an inline arrow as
 * `getItemKey` would fall into that, so the function given is read when `items` changes, not on
 * every render: a new key function alone measures nothing again. A key function must therefore
 * depend on the item only (its id), never on other state of the screen; a new list of items
 * (another page, another tab) is read with the function given beside it.
 */
export function useKeyAt<T>(
  items: readonly T[],
  getItemKey: (item: T, index: number) => React.Key,
): (index: number) => React.Key {
  return useMemo(
    () => (index: number) => getItemKey(items[index] as T, index),
    // getItemKey is left out on purpose: see above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [items],
  );
}
