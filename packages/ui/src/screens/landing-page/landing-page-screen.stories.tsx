import { type LeadFormValues, emptyLeadFormValues } from '@saham/domain/lead';
import { paths } from '@saham/domain/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import type { LeadStatus } from '../../components/lead-capture.tsx';
import { DemoLink } from '../content/content.fixtures.ts';
import { DEMO_LEAD_WHATSAPP_TEXT, DEMO_SALES_PHONE } from '../dashboard/dashboard.fixtures.ts';
import { longLandingPage, vipLandingPage, webinarLandingPage } from './landing-page.fixtures.ts';
import { LandingPageScreen } from './landing-page-screen.tsx';

const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Screens/LandingPage/LandingPage',
  component: LandingPageScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    status: 'success',
    page: vipLandingPage,
    LinkComponent: DemoLink,
    onRetry: fn(),
    onCtaClick: fn(),
    onNavigate: fn(),
  },
  render: (args) => (
    <AppShell
      activeRoute="landing"
      title="Info"
      backHref={paths.dashboard()}
      hideMenu
      LinkComponent={DemoLink}
    >
      <LandingPageScreen {...args} />
    </AppShell>
  ),
} satisfies Meta<typeof LandingPageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The campaign on a phone: the call to action stays at the bottom of the screen. */
export const Mobile: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: vipLandingPage.title }),
    ).toBeInTheDocument();
    await expect(canvas.getByTitle(vipLandingPage.title).tagName).toBe('IFRAME');
    const cta = canvas.getByRole('link', { name: 'Upgrade ke VIP' });
    await expect(cta).toHaveAttribute('href', '/profile');
    await userEvent.click(cta);
    await expect(args.onCtaClick).toHaveBeenCalledWith(vipLandingPage);
  },
};

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    // One call to action per layout: the phone's sticky bar is hidden here.
    await expect(canvas.getAllByRole('link', { name: 'Upgrade ke VIP' })).toHaveLength(1);
  },
};

/** A call to action to another site opens safely in a new tab. */
export const ExternalCta: Story = {
  args: { page: webinarLandingPage },
  play: async ({ canvas }) => {
    const cta = canvas.getByRole('link', { name: /Daftar lewat WhatsApp/ });
    await expect(cta).toHaveAttribute('target', '_blank');
    await expect(cta).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
export const ExternalCtaDesktop: Story = { ...ExternalCta, globals: desktop };

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat halaman…');
  },
};
export const LoadingDesktop: Story = { ...Loading, globals: desktop };

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const ErrorDesktop: Story = { ...Error, globals: desktop };

/** No banner and no call to action; a long title and body. */
export const LongContent: Story = {
  args: { page: longLandingPage },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Upgrade ke VIP' })).toBeNull();
  },
};
export const LongContentDesktop: Story = { ...LongContent, globals: desktop };

/**
 * The page's lead form (spec §1 lead capture): a wrong number shows §5's 'Invalid WA Number'; a
 * valid lead hands over to WhatsApp with the response's text (spec §7).
 */
export const WithLeadForm: Story = {
  render: function Render(args) {
    // The app owns the lead's values, its call and its status; local state stands in here.
    const [values, setValues] = useState<LeadFormValues>(emptyLeadFormValues);
    const [status, setStatus] = useState<LeadStatus>({ status: 'idle' });
    return (
      <AppShell
        activeRoute="landing"
        title="Info"
        backHref={paths.dashboard()}
        hideMenu
        LinkComponent={DemoLink}
      >
        <LandingPageScreen
          {...args}
          lead={{
            values,
            onValuesChange: setValues,
            onSubmit: () => setStatus({ status: 'success', whatsappText: DEMO_LEAD_WHATSAPP_TEXT }),
            status,
            salesPhone: DEMO_SALES_PHONE,
          }}
        />
      </AppShell>
    );
  },
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('region', { name: 'Hubungi tim kami' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Nama' }), 'Ani Lestari');
    await userEvent.type(form.getByRole('textbox', { name: 'Nomor WhatsApp' }), '12');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Minat' }), 'membership-vip');
    await userEvent.click(form.getByRole('button', { name: 'Hubungi saya' }));
    await expect(form.getByText('Invalid WA Number')).toBeVisible();
    await userEvent.clear(form.getByRole('textbox', { name: 'Nomor WhatsApp' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Nomor WhatsApp' }), '81234567890');
    await userEvent.click(form.getByRole('button', { name: 'Hubungi saya' }));
    await expect(form.getByRole('link', { name: /Chat via WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/6281100002222\?text=/),
    );
  },
};
export const WithLeadFormDesktop: Story = { ...WithLeadForm, play: undefined, globals: desktop };
