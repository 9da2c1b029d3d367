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

/** Resolves in the next frame, before its layout and ResizeObserver deliveries. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Waits until a list has measured its rows: the page's fonts are in and `reads` (what a story
 * counts, its key reads) stays the same from one frame to the next. A row is measured when its
 * ResizeObserver first reports and again when the font swaps in, each reading the row's key
 * (virtual-core's resizeItem); on a busy machine that can come after the first rows are seen,
 * and it is the list settling, not a render measuring again.
 * @example await listSettled(() => keyReads.count); keyReads.count = 0;
 */
export async function listSettled(reads: () => number) {
  await document.fonts.ready;
  let before = reads();
  for (let frames = 0; frames < 120; frames += 2) {
    // Two frames: the second's callbacks run after the first's ResizeObserver deliveries.
    await nextFrame();
    await nextFrame();
    const now = reads();
    if (now === before) return;
    before = now;
  }
  throw new Error('The list still read keys 120 frames after its first rows: it never settled.');
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
