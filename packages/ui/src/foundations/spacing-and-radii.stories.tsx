import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/*
 * Spacing is Tailwind's 4 px step (`p-4` is 16 px); the radii, shadows and motion tokens are ours
 * (tailwind.config.ts). Shadows change with the theme; motion collapses under reduced motion.
 */

const spacing = [
  { className: 'w-1', token: '1', px: 4 },
  { className: 'w-2', token: '2', px: 8 },
  { className: 'w-3', token: '3', px: 12 },
  { className: 'w-4', token: '4', px: 16 },
  { className: 'w-5', token: '5', px: 20 },
  { className: 'w-6', token: '6', px: 24 },
  { className: 'w-8', token: '8', px: 32 },
  { className: 'w-10', token: '10', px: 40 },
  { className: 'w-12', token: '12', px: 48 },
  { className: 'w-16', token: '16', px: 64 },
] as const;

const radii = [
  { className: 'rounded-sm', token: 'rounded-sm', px: '6', use: 'Small marks' },
  { className: 'rounded-md', token: 'rounded-md', px: '8', use: 'Pills in text' },
  { className: 'rounded-lg', token: 'rounded-lg', px: '12', use: 'Buttons, fields' },
  { className: 'rounded-xl', token: 'rounded-xl', px: '16', use: 'Cards, alerts' },
  { className: 'rounded-2xl', token: 'rounded-2xl', px: '24', use: 'Dialogs, sheets' },
  { className: 'rounded-full', token: 'rounded-full', px: '∞', use: 'Chips, avatars' },
] as const;

const shadows = [
  { className: 'shadow-card', token: 'shadow-card', use: 'Resting cards' },
  { className: 'shadow-raised', token: 'shadow-raised', use: 'Hover, sticky bars' },
  { className: 'shadow-overlay', token: 'shadow-overlay', use: 'Dialogs, toasts' },
] as const;

const motion = [
  { token: 'duration-fast', value: '120 ms', use: 'Hover, press' },
  { token: 'duration-normal', value: '200 ms', use: 'Fades, dialogs' },
  { token: 'duration-slow', value: '320 ms', use: 'Sheets' },
  { token: 'ease-standard', value: 'cubic-bezier(0.2, 0, 0, 1)', use: 'Most movement' },
] as const;

const meta = {
  title: 'Foundations/Spacing and radii',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SpacingRadiiShadows: Story = {
  render: () => (
    <div className="flex max-w-3xl flex-col gap-10">
      <section aria-label="Spacing" className="flex flex-col gap-3">
        <h2 className="text-lg font-bold">Spacing</h2>
        <ul className="flex flex-col gap-2">
          {spacing.map((step) => (
            <li key={step.token} className="grid grid-cols-[5rem_1fr] items-center gap-4">
              <code className="text-muted-foreground text-sm">
                {step.token} · {step.px}px
              </code>
              <span
                data-spacing={step.px}
                className={`bg-primary h-4 rounded-sm ${step.className}`}
              />
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Radii" className="flex flex-col gap-3">
        <h2 className="text-lg font-bold">Radii</h2>
        <ul className="s:grid-cols-3 grid grid-cols-2 gap-4">
          {radii.map((radius) => (
            <li key={radius.token} className="flex flex-col gap-2">
              <span
                className={`border-primary bg-secondary h-16 border-2 ${radius.className}`}
                aria-hidden
              />
              <code className="text-sm font-semibold">{radius.token}</code>
              <span className="text-muted-foreground text-xs">
                {radius.px} px · {radius.use}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Shadows" className="flex flex-col gap-3">
        <h2 className="text-lg font-bold">Shadows</h2>
        <ul className="s:grid-cols-3 grid grid-cols-1 gap-6">
          {shadows.map((shadow) => (
            <li
              key={shadow.token}
              className={`bg-card flex h-24 flex-col justify-end rounded-xl p-3 ${shadow.className}`}
            >
              <code className="text-sm font-semibold">{shadow.token}</code>
              <span className="text-muted-foreground text-xs">{shadow.use}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Motion" className="flex flex-col gap-3">
        <h2 className="text-lg font-bold">Motion</h2>
        <p className="text-muted-foreground text-sm">
          Under <code>prefers-reduced-motion: reduce</code> the durations become 1 ms and entrances
          do not move.
        </p>
        <ul className="divide-border border-border flex flex-col divide-y rounded-xl border">
          {motion.map((item) => (
            <li key={item.token} className="grid grid-cols-[10rem_1fr] gap-4 px-3 py-2 text-sm">
              <code className="font-semibold">{item.token}</code>
              <span className="text-muted-foreground">
                {item.value} · {item.use}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // The scale is the 4 px step the docs promise.
    for (const bar of canvasElement.querySelectorAll<HTMLElement>('[data-spacing]')) {
      await expect(bar.getBoundingClientRect().width).toBe(Number(bar.dataset.spacing));
    }
  },
};
