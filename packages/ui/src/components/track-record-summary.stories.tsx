import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  DEMO_EMPTY_TRACK_RECORD_SUMMARY,
  DEMO_TRACK_RECORD_SUMMARY,
} from '../screens/live/track-record.fixtures.ts';
import { TrackRecordFigures } from './track-record-summary.tsx';

const meta = {
  title: 'Components/TrackRecordFigures',
  component: TrackRecordFigures,
  args: { summary: DEMO_TRACK_RECORD_SUMMARY },
  argTypes: { variant: { control: 'inline-radio', options: ['full', 'compact'] } },
} satisfies Meta<typeof TrackRecordFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All six figures of a period, returns coloured the IDX way. */
export const Full: Story = {
  play: async ({ canvas }) => {
    for (const term of [
      'Ide ditutup',
      'Hit rate',
      'Rata-rata untung',
      'Rata-rata rugi',
      'Ekspektasi per ide',
      'Hasil kumulatif',
    ]) {
      await expect(canvas.getByText(term, { selector: 'dt' })).toBeVisible();
    }
    await expect(canvas.getByText('-3,96%')).toHaveClass('text-price-down');
    await expect(canvas.getByText('IHSG +4,10% pada tanggal yang sama')).toBeVisible();
  },
};

/** The four a visitor needs (the landing page). */
export const Compact: Story = {
  args: { variant: 'compact' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Rata-rata untung')).toBeNull();
    await expect(canvas.getByText('Ekspektasi per ide')).toBeVisible();
  },
};

/** Nothing defines a rate or an average without ideas: dashes, never a made-up zero. */
export const NoIdeas: Story = {
  args: { summary: DEMO_EMPTY_TRACK_RECORD_SUMMARY },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('–')).toHaveLength(5);
  },
};
