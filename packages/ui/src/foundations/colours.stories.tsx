import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef, useState } from 'react';
import { expect, within } from 'storybook/test';

/*
 * Every colour role of tailwind.config.ts, drawn from the CSS variables of styles.css in both
 * themes side by side. Each sample text is a real pair (text on its fill), so the story's axe check
 * proves WCAG AA contrast for every pair, in light and in dark, on every run.
 */

type Theme = 'light' | 'dark';

/** A fill with the text colour that reads on it. */
interface Pair {
  name: string;
  use: string;
  foreground: string;
}

/** A colour used as text on the page's own surfaces. */
interface TextRole {
  name: string;
  use: string;
  sample: string;
}

const fills: { group: string; pairs: Pair[] }[] = [
  {
    group: 'Surfaces',
    pairs: [
      { name: 'background', use: 'The page', foreground: 'foreground' },
      { name: 'surface', use: 'Bars, sheets, dialogs', foreground: 'surface-foreground' },
      { name: 'card', use: 'Cards and fields', foreground: 'card-foreground' },
      { name: 'muted', use: 'Quiet areas, skeletons', foreground: 'muted-foreground' },
      { name: 'accent', use: 'Hover on quiet controls', foreground: 'accent-foreground' },
    ],
  },
  {
    group: 'Brand and actions',
    pairs: [
      { name: 'brand', use: 'Logo, hero areas', foreground: 'brand-foreground' },
      { name: 'primary', use: 'Main actions, links', foreground: 'primary-foreground' },
      { name: 'secondary', use: 'Second actions, chips', foreground: 'secondary-foreground' },
    ],
  },
  {
    group: 'Feedback',
    pairs: [
      { name: 'info', use: 'Information', foreground: 'info-foreground' },
      { name: 'success', use: 'Done, saved', foreground: 'success-foreground' },
      { name: 'warning', use: 'Needs attention', foreground: 'warning-foreground' },
      { name: 'danger', use: 'Errors, destructive', foreground: 'danger-foreground' },
    ],
  },
  {
    group: 'Market and membership',
    pairs: [
      { name: 'signal-buy', use: 'Buy signal', foreground: 'signal-buy-foreground' },
      { name: 'signal-hold', use: 'Hold signal', foreground: 'signal-hold-foreground' },
      { name: 'signal-sell', use: 'Sell signal', foreground: 'signal-sell-foreground' },
      { name: 'vip', use: 'VIP (paid) content', foreground: 'vip-foreground' },
    ],
  },
];

const textRoles: TextRole[] = [
  { name: 'foreground', use: 'Body text', sample: 'IHSG hari ini' },
  { name: 'muted-foreground', use: 'Secondary text', sample: 'Diperbarui 09:30' },
  { name: 'primary', use: 'Links', sample: 'Lihat semua' },
  { name: 'price-up', use: 'Price up (IDX green)', sample: '+1,2%' },
  { name: 'price-down', use: 'Price down (IDX red)', sample: '-0,8%' },
  { name: 'price-flat', use: 'Unchanged', sample: '0%' },
  { name: 'danger', use: 'Error messages', sample: 'Format nomor belum sesuai' },
  { name: 'success', use: 'Success text', sample: 'Tersimpan' },
  { name: 'warning', use: 'Warning text', sample: 'Sisa 1 kuota' },
];

const lines = [
  { name: 'border', use: 'Dividers, card edges' },
  { name: 'input', use: 'Field borders (3:1)' },
  { name: 'ring', use: 'Focus ring' },
];

const cssVar = (name: string) => `var(--${name})`;

/** The resolved value of a variable in the panel's theme, for designers to read. */
function TokenValue({ name }: { name: string }) {
  const ref = useRef<HTMLElement>(null);
  const [value, setValue] = useState('');
  useLayoutEffect(() => {
    if (ref.current) setValue(getComputedStyle(ref.current).getPropertyValue(`--${name}`).trim());
  }, [name]);
  return (
    <code ref={ref} className="text-muted-foreground font-mono text-xs">
      {value}
    </code>
  );
}

function Panel({ theme }: { theme: Theme }) {
  const title = theme === 'light' ? 'Terang (light)' : 'Gelap (dark)';
  return (
    <section
      data-theme={theme}
      aria-label={title}
      className="border-border bg-background text-foreground flex flex-1 flex-col gap-6 rounded-2xl border p-5"
    >
      <h2 className="text-xl font-bold">{title}</h2>
      {fills.map(({ group, pairs }) => (
        <div key={group} className="flex flex-col gap-3">
          <h3 className="text-muted-foreground text-sm font-bold tracking-wide uppercase">
            {group}
          </h3>
          <ul className="s:grid-cols-2 grid grid-cols-1 gap-3">
            {pairs.map((pair) => (
              <li
                key={pair.name}
                data-token={pair.name}
                className="border-border overflow-hidden rounded-xl border"
              >
                <div
                  className="flex h-16 items-end justify-between px-3 py-2 text-sm font-semibold"
                  style={{ backgroundColor: cssVar(pair.name), color: cssVar(pair.foreground) }}
                >
                  <span>Aa Rp 1.250.000</span>
                </div>
                <div className="bg-card text-card-foreground flex flex-col gap-0.5 px-3 py-2">
                  <span className="text-sm font-semibold">{pair.name}</span>
                  <span className="text-muted-foreground text-xs">
                    {pair.use} · text: {pair.foreground}
                  </span>
                  <TokenValue name={pair.name} />
                </div>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <div className="flex flex-col gap-3">
        <h3 className="text-muted-foreground text-sm font-bold tracking-wide uppercase">
          Text on page and card
        </h3>
        <ul className="divide-border border-border flex flex-col divide-y rounded-xl border">
          {textRoles.map((role) => (
            <li
              key={role.name}
              data-token={role.name}
              className="grid grid-cols-[1fr_auto_auto] items-center gap-3 px-3 py-2"
            >
              <span className="flex flex-col">
                <span className="text-sm font-semibold">{role.name}</span>
                <span className="text-muted-foreground text-xs">{role.use}</span>
              </span>
              <span className="text-sm font-semibold" style={{ color: cssVar(role.name) }}>
                {role.sample}
              </span>
              <span
                className="bg-card rounded-md px-2 py-1 text-sm font-semibold"
                style={{ color: cssVar(role.name) }}
              >
                {role.sample}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-3">
        <h3 className="text-muted-foreground text-sm font-bold tracking-wide uppercase">Lines</h3>
        <ul className="grid grid-cols-3 gap-3">
          {lines.map((line) => (
            <li key={line.name} data-token={line.name} className="flex flex-col gap-1">
              <div
                aria-hidden
                className="bg-card h-12 rounded-lg border-2"
                style={{ borderColor: cssVar(line.name) }}
              />
              <span className="text-sm font-semibold">{line.name}</span>
              <span className="text-muted-foreground text-xs">{line.use}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const meta = {
  title: 'Foundations/Colours',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const tokenCount = fills.reduce((sum, { pairs }) => sum + pairs.length, 0);

/** Every role in both themes, with its name, its use, its text pairing and its value. */
export const BothThemes: Story = {
  render: () => (
    <div className="l:flex-row flex flex-col gap-6 p-4">
      <Panel theme="light" />
      <Panel theme="dark" />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Terang (light)', 'Gelap (dark)']) {
      const panel = within(canvas.getByRole('region', { name }));
      await expect(panel.getAllByText('Aa Rp 1.250.000')).toHaveLength(tokenCount);
      await expect(panel.getByText('signal-buy')).toBeVisible();
      await expect(panel.getByText('price-down')).toBeVisible();
    }
    // The two panels really are two themes: the same role resolves to different colours.
    const background = (name: string) =>
      getComputedStyle(canvas.getByRole('region', { name })).getPropertyValue('--background');
    await expect(background('Terang (light)')).not.toBe(background('Gelap (dark)'));
  },
};
