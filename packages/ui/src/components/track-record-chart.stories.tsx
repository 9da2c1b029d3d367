import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_TRACK_RECORD_CURVE } from '../screens/live/track-record.fixtures.ts';
import { TrackRecordChart } from './track-record-chart.tsx';

const meta = {
  title: 'Components/TrackRecordChart',
  component: TrackRecordChart,
  args: { points: DEMO_TRACK_RECORD_CURVE },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TrackRecordChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loads the chart library on demand and draws the ideas' curve against IHSG. */
export const Default: Story = {
  play: async ({ canvasElement, canvas, step }) => {
    const section = canvas.getByRole('region', { name: 'Hasil kumulatif vs IHSG' });
    await waitFor(() => expect(section).toHaveAttribute('data-chart', 'ready'), {
      timeout: 15_000,
    });
    await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull());
    await step('the data table lists every day, newest first, on request', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan tabel data' }));
      const table = canvas.getByRole('region', { name: 'Tabel hasil kumulatif' });
      const rows = within(table).getAllByRole('row');
      // A header row and one row per point.
      await expect(rows).toHaveLength(DEMO_TRACK_RECORD_CURVE.length + 1);
      await expect(rows[1]).toHaveTextContent('30 Desember 2025+14,20%+4,10%');
    });
  },
};

/** No points (a period without closed ideas): no summary sentence, no table. */
export const Empty: Story = {
  args: { points: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Tampilkan tabel data' })).toBeNull();
  },
};
