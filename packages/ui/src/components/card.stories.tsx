import type { Meta, StoryObj } from '@storybook/react-vite';
import ArrowRightIcon from 'lucide-react/icons/arrow-right';
import { expect } from 'storybook/test';
import { MembershipBadge, SignalBadge } from './badge.tsx';
import { Button } from './button.tsx';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from './card.tsx';
import { PriceChange } from './price-change.tsx';
import { RupiahAmount } from './rupiah-amount.tsx';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { className: 'max-w-sm' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['elevated', 'outline', 'filled'] },
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md'] },
  },
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>BBCA</CardTitle>
        <CardDescription>Bank Central Asia Tbk.</CardDescription>
        <CardAction>
          <SignalBadge signal="buy" />
        </CardAction>
      </CardHeader>
      <CardContent className="flex items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <span className="text-muted-foreground text-xs">Harga terakhir</span>
          <RupiahAmount amount={9250} className="text-xl font-bold" />
        </div>
        <PriceChange percent={1.37} points={125} appearance="pill" />
      </CardContent>
      <CardFooter>
        <Button size="sm" width="full">
          Lihat detail
        </Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Outline: Story = { args: { variant: 'outline' } };

export const Filled: Story = { args: { variant: 'filled' } };

/** A whole card can be the link (the app passes its router link); it lifts on hover. */
export const AsLink: Story = {
  render: (args) => (
    <Card {...args} asChild>
      <a href="#update-detail">
        <CardHeader>
          <CardTitle>IHSG menguat ditopang saham perbankan</CardTitle>
          <CardDescription>Analisis · 05 Januari 2026</CardDescription>
          <CardAction>
            <MembershipBadge level="vip" size="sm" />
          </CardAction>
        </CardHeader>
        <CardContent className="text-primary flex items-center gap-1 font-semibold">
          Baca analisis <ArrowRightIcon aria-hidden className="size-4" />
        </CardContent>
      </a>
    </Card>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /IHSG menguat/ });
    await expect(link).toHaveAttribute('data-slot', 'card');
    await expect(link).toHaveAttribute('href', '#update-detail');
  },
};

export const LongContent: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>
          Strategi buy on weakness untuk saham-saham berkapitalisasi besar menjelang rilis laporan
          keuangan kuartal keempat
        </CardTitle>
        <CardDescription>Edukasi · 12 menit membaca</CardDescription>
      </CardHeader>
      <CardContent className="text-muted-foreground">
        Buy on weakness adalah strategi membeli saham ketika harganya sedang terkoreksi, dengan
        harapan harga kembali naik. Strategi ini cocok untuk saham dengan fundamental kuat, namun
        tetap perlu disiplin pada batas kerugian (stop loss) dan target yang jelas sejak awal.
      </CardContent>
    </Card>
  ),
};
