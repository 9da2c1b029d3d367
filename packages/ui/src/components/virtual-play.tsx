import type * as React from 'react';
import { useLayoutEffect, useRef, useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from './button.tsx';

/**
 * Renders `children` again each time its "Render lagi" button is pressed, calling them anew: a
 * list inside gets new inline props (a new key function) on every render, as a screen's would.
 * @example render: (args) => <RenderAgain>{() => <VirtualList {...args} getItemKey={(row) => row.id} />}</RenderAgain>
 */
export function RenderAgain({ children }: { children: () => React.ReactNode }) {
  const [renders, setRenders] = useState(1);
  return (
    <div className="flex flex-col gap-3">
      <Button variant="outline" className="self-start" onClick={() => setRenders((n) => n + 1)}>
        Render lagi ({renders})
      </Button>
      {children()}
    </div>
  );
}

/** Presses {@link RenderAgain}'s button three times, each press rendered before the next. */
export async function renderThreeTimesMore(canvas: {
  getByRole: (role: string, options: { name: string }) => HTMLElement;
}) {
  for (const renders of [2, 3, 4]) {
    await userEvent.click(canvas.getByRole('button', { name: `Render lagi (${renders - 1})` }));
    await expect(canvas.getByRole('button', { name: `Render lagi (${renders})` })).toBeVisible();
  }
}

/**
 * Counts the list items inside it as its first commit ends, and gives the count to `onCommit`: a
 * parent's layout effect runs after its children's and before what they schedule renders again,
 * so it sees what a list put in its first render, not what its own layout effects added. React
 * runs effects twice in development: the story keeps the first count.
 * @example <FirstCommitRows onCommit={(rows) => (seen.rows ??= rows)}><VirtualList {...args} /></FirstCommitRows>
 */
export function FirstCommitRows({
  onCommit,
  children,
}: {
  onCommit: (rows: number) => void;
  children: React.ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    onCommit(box.current?.querySelectorAll('li').length ?? 0);
  }, [onCommit]);
  return <div ref={box}>{children}</div>;
}
