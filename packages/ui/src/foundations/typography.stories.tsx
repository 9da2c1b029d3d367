import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/*
 * The type scale of tailwind.config.ts in Plus Jakarta Sans (self-hosted through
 * @fontsource-variable, so no font request leaves the machine). Body text is 16 px: iOS zooms into
 * focused fields with smaller text, and the product is read on phones first.
 */

const scale = [
  { className: 'text-4xl font-extrabold', token: 'text-4xl', size: '36 / 44', use: 'Hero numbers' },
  { className: 'text-3xl font-extrabold', token: 'text-3xl', size: '30 / 38', use: 'Screen hero' },
  { className: 'text-2xl font-bold', token: 'text-2xl', size: '24 / 32', use: 'Screen title' },
  { className: 'text-xl font-bold', token: 'text-xl', size: '20 / 28', use: 'Section title' },
  { className: 'text-lg font-bold', token: 'text-lg', size: '18 / 26', use: 'Dialog title' },
  { className: 'text-base', token: 'text-base', size: '16 / 24', use: 'Body, fields' },
  { className: 'text-sm', token: 'text-sm', size: '14 / 20', use: 'Secondary, buttons' },
  { className: 'text-xs', token: 'text-xs', size: '12 / 16', use: 'Captions, badges' },
] as const;

const weights = [
  { className: 'font-normal', label: 'Regular 400' },
  { className: 'font-medium', label: 'Medium 500' },
  { className: 'font-semibold', label: 'Semibold 600' },
  { className: 'font-bold', label: 'Bold 700' },
  { className: 'font-extrabold', label: 'Extrabold 800' },
] as const;

const meta = {
  title: 'Foundations/Typography',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypeScale: Story = {
  render: () => (
    <div className="flex max-w-3xl flex-col gap-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">Plus Jakarta Sans</h1>
        <p className="text-muted-foreground text-sm">
          Variable font, weights 200–800, self-hosted. Class <code>font-sans</code> (the default).
        </p>
      </header>
      <ul className="divide-border flex flex-col divide-y">
        {scale.map((step) => (
          <li
            key={step.token}
            className="m:grid-cols-[9rem_1fr] m:items-baseline m:gap-6 grid grid-cols-1 gap-1 py-3"
          >
            <span className="text-muted-foreground flex flex-col text-xs">
              <code className="text-foreground font-semibold">{step.token}</code>
              {step.size} px · {step.use}
            </span>
            <span className={step.className}>Trading Ideas hari ini</span>
          </li>
        ))}
      </ul>
      <section aria-labelledby="weights" className="flex flex-col gap-3">
        <h2 id="weights" className="text-lg font-bold">
          Weights
        </h2>
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-lg">
          {weights.map((weight) => (
            <li key={weight.label} className={weight.className}>
              {weight.label}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="figures" className="flex flex-col gap-3">
        <h2 id="figures" className="text-lg font-bold">
          Figures
        </h2>
        <p className="text-muted-foreground text-sm">
          Amounts, prices and times use tabular figures, so columns of numbers line up: the class{' '}
          <code>tabular-nums</code>, automatic inside <code>&lt;data&gt;</code> and{' '}
          <code>&lt;time&gt;</code>.
        </p>
        <div className="flex flex-col text-base font-semibold tabular-nums">
          <span>Rp 1.111.111</span>
          <span>Rp 9.999.999</span>
        </div>
      </section>
    </div>
  ),
  play: async ({ canvas }) => {
    await document.fonts.ready;
    // The self-hosted face is the one in use, not a system fallback.
    await expect(document.fonts.check('16px "Plus Jakarta Sans Variable"')).toBe(true);
    const sample = canvas.getAllByText('Trading Ideas hari ini')[0] as HTMLElement;
    await expect(getComputedStyle(sample).fontFamily).toMatch(/^"Plus Jakarta Sans Variable"/);
    await expect(canvas.getAllByText('Trading Ideas hari ini')).toHaveLength(scale.length);
  },
};
