import type { Meta, StoryObj } from '@storybook/react-vite';
import { breakpointFor, breakpoints, type Breakpoint } from '@saham/domain/breakpoints';
import { useSyncExternalStore } from 'react';
import { expect } from 'storybook/test';

/*
 * Spec §9 breakpoints. tailwind.config.ts builds its screens (`s:`, `m:`, `l:`, `xl:`) from
 * @saham/domain/breakpoints, and each story below checks, at its own width, that the CSS answer
 * (Tailwind classes) and the domain's breakpointFor() agree.
 */

const rows: { name: Breakpoint; range: string; prefix: string }[] = [
  { name: 'xs', range: `under ${breakpoints.s} px`, prefix: '(none)' },
  { name: 's', range: `${breakpoints.s}–${breakpoints.m - 1} px`, prefix: 's:' },
  { name: 'm', range: `${breakpoints.m}–${breakpoints.l - 1} px`, prefix: 'm:' },
  { name: 'l', range: `${breakpoints.l}–${breakpoints.xl - 1} px`, prefix: 'l:' },
  { name: 'xl', range: `${breakpoints.xl} px and up`, prefix: 'xl:' },
];

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function BreakpointTable() {
  const width = useSyncExternalStore(subscribe, () => window.innerWidth);
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <p className="text-muted-foreground text-sm">
        Mobile first: unprefixed classes are for phones (xs); a prefix applies from its width up.
      </p>
      <dl className="grid grid-cols-2 gap-3">
        <div className="border-border bg-card rounded-xl border p-4">
          <dt className="text-muted-foreground text-xs">Tailwind (CSS) says</dt>
          <dd data-testid="css-breakpoint" className="text-2xl font-bold">
            <span className="s:hidden">xs</span>
            <span className="s:inline m:hidden hidden">s</span>
            <span className="m:inline l:hidden hidden">m</span>
            <span className="l:inline hidden xl:hidden">l</span>
            <span className="hidden xl:inline">xl</span>
          </dd>
        </div>
        <div className="border-border bg-card rounded-xl border p-4">
          <dt className="text-muted-foreground text-xs">breakpointFor({width}) says</dt>
          <dd data-testid="domain-breakpoint" className="text-2xl font-bold">
            {breakpointFor(width)}
          </dd>
        </div>
      </dl>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Breakpoints</caption>
        <thead className="text-muted-foreground text-xs">
          <tr>
            <th scope="col" className="py-2">
              Name
            </th>
            <th scope="col">Width</th>
            <th scope="col">Tailwind prefix</th>
          </tr>
        </thead>
        <tbody className="divide-border divide-y">
          {rows.map((row) => (
            <tr
              key={row.name}
              aria-current={row.name === breakpointFor(width) ? 'true' : undefined}
              className="aria-[current]:text-primary aria-[current]:font-bold"
            >
              <th scope="row" className="py-2">
                {row.name}
              </th>
              <td>{row.range}</td>
              <td>
                <code>{row.prefix}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const meta = {
  title: 'Foundations/Breakpoints',
  render: () => <BreakpointTable />,
  parameters: {
    // Extra widths, one inside each range, on top of the preview's mobile and desktop.
    viewport: {
      options: {
        s600: { name: 's (600 px)', styles: { width: '600px', height: '800px' }, type: 'mobile' },
        m800: { name: 'm (800 px)', styles: { width: '800px', height: '800px' }, type: 'tablet' },
        l1000: {
          name: 'l (1000 px)',
          styles: { width: '1000px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function expectBreakpoint(expected: Breakpoint): NonNullable<Story['play']> {
  return async ({ canvas }) => {
    await expect(canvas.getByTestId('domain-breakpoint')).toHaveTextContent(expected);
    const css = [...canvas.getByTestId('css-breakpoint').children].filter(
      (child) => getComputedStyle(child).display !== 'none',
    );
    await expect(css.map((child) => child.textContent)).toEqual([expected]);
  };
}

export const Xs: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: expectBreakpoint('xs'),
};
export const S: Story = { globals: { viewport: { value: 's600' } }, play: expectBreakpoint('s') };
export const M: Story = { globals: { viewport: { value: 'm800' } }, play: expectBreakpoint('m') };
export const L: Story = { globals: { viewport: { value: 'l1000' } }, play: expectBreakpoint('l') };
export const Xl: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: expectBreakpoint('xl'),
};
