import { APP_VERSION_LABEL } from '@saham/domain/constants';
import { paths } from '@saham/domain/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import BellIcon from 'lucide-react/icons/bell';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { playDialogTrapsFocusAndClosesOnEscape } from '../../components/dialog-play.ts';
import { IconButton } from '../../components/icon-button.tsx';
import {
  freeMembership,
  inviteUrl,
  manySubscriptions,
  member,
  notificationSettings,
  pushBlockedMessage,
  upgradeProducts,
  vipMembership,
  vipSubscriptions,
} from './profile.fixtures.ts';
import { ProfileScreen } from './profile-screen.tsx';

const meta = {
  title: 'Screens/Profile/Profile',
  component: ProfileScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    // spec §2: /profile is a member screen that keeps the menu.
    (Story) => (
      <AppShell
        activeRoute="profile"
        actions={
          <IconButton aria-label="Notifikasi">
            <BellIcon aria-hidden />
          </IconButton>
        }
      >
        <Story />
      </AppShell>
    ),
  ],
  args: {
    status: 'success',
    member,
    membership: freeMembership,
    subscriptions: [],
    upgradeProducts,
    inviteUrl,
    notificationSettings,
    tutorialHref: 'https://saham.example.id/tutorial',
    onRetry: fn(),
    onUpgrade: fn(),
    onChangePassword: fn(),
    onPasswordValuesChange: fn(),
    onShare: fn(),
    onCopyInviteLink: fn(),
    onNotificationSettingChange: fn(),
    onRetryNotifications: fn(),
    onOpenDialogChange: fn(),
    onThemeChoiceChange: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop' } };

/** A free member at 375 px: who they are, Free with the way to VIP, and every section. */
export const FreeMember: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
    await expect(canvas.getByText(member.name)).toBeVisible();
    await expect(canvas.getByText(member.email as string)).toBeVisible();
    await expect(canvas.getByText(`+${member.phone}`)).toBeVisible();
    for (const name of [
      'Keanggotaan',
      'Keamanan',
      'Undang teman',
      'Notifikasi',
      'Bantuan & informasi',
    ]) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(canvas.getByText('Anggota Free')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upgrade ke VIP' })).toBeVisible();
    await expect(canvas.getByText(`Versi ${APP_VERSION_LABEL}`)).toBeVisible();
  },
};

export const FreeMemberDesktop: Story = { ...FreeMember, globals: desktop };

/** A VIP member: the expiry (spec §9 date format) and the subscription list with rupiah prices. */
export const Vip: Story = {
  args: { membership: vipMembership, subscriptions: vipSubscriptions },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Anggota VIP')).toBeVisible();
    await expect(canvas.getByText('05 Januari 2027')).toBeVisible();
    const history = canvas.getByText('Riwayat langganan').parentElement as HTMLElement;
    await expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(history).getByText('Rp 499.000')).toBeVisible();
    await expect(within(history).getByText('Aktif')).toBeVisible();
    await expect(within(history).getByText('Berakhir')).toBeVisible();
  },
};

export const VipDesktop: Story = { ...Vip, globals: desktop };

export const Loading: Story = {
  args: { status: 'loading', member: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat profil');
  },
};

export const LoadingDesktop: Story = { ...Loading, globals: desktop };

export const Error: Story = {
  args: { status: 'error', member: undefined },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Profil gagal dimuat');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ErrorDesktop: Story = { ...Error, globals: desktop };

/** Nothing yet: no subscriptions, no settings, no invitation link, no sales contact. */
export const Empty: Story = {
  args: {
    membership: { ...freeMembership, phone_sales: null },
    notificationSettings: [],
    inviteUrl: undefined,
    tutorialHref: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Belum ada langganan')).toBeVisible();
    await expect(canvas.getByText('Belum ada pengaturan notifikasi')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /sales/ })).not.toBeInTheDocument();
  },
};

export const EmptyDesktop: Story = { ...Empty, globals: desktop };

export const LongContent: Story = {
  args: {
    member: {
      ...member,
      name: 'Raden Ayu Sekar Kinanthi Puspitaningrum Hadiningrat',
      email: 'rina.wijayanti.investor.saham.jangka.panjang@perusahaan-keluarga.co.id',
    },
    membership: vipMembership,
    subscriptions: manySubscriptions,
    pushError: pushBlockedMessage,
  },
};

export const LongContentDesktop: Story = { ...LongContent, globals: desktop };

/** Help: the sales WhatsApp (spec §3 phone_sales), the FAQ, and the tutorial. */
export const Help: Story = {
  play: async ({ canvas }) => {
    const sales = canvas.getByRole('link', { name: /Hubungi sales via WhatsApp/ });
    await expect(sales.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/6281122334455\?text=/);
    await expect(canvas.getByRole('link', { name: 'Pusat bantuan (FAQ)' })).toHaveAttribute(
      'href',
      paths.qna(),
    );
    await expect(canvas.getByRole('link', { name: 'Tutorial' })).toHaveAttribute(
      'href',
      'https://saham.example.id/tutorial',
    );
  },
};

/** Security: the change-password form sends the old and the new password. */
export const ChangePassword: Story = {
  play: async ({ args, canvas }) => {
    const form = canvas.getByRole('form', { name: 'Ubah kata sandi' });
    await userEvent.type(within(form).getByLabelText('Kata sandi lama'), 'Saham2025lama');
    await userEvent.type(within(form).getByLabelText('Kata sandi baru'), 'Saham2026baru');
    await userEvent.type(within(form).getByLabelText('Ulangi kata sandi'), 'Saham2026baru');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan kata sandi' }));
    await expect(args.onChangePassword).toHaveBeenCalledWith({
      old_password: 'Saham2025lama',
      password: 'Saham2026baru',
      password_confirmation: 'Saham2026baru',
    });
  },
};

export const ChangePasswordDesktop: Story = { ...ChangePassword, globals: desktop };

/** Spec §8: a failed password change answers 401; the app shows why. */
export const ChangePasswordError: Story = {
  args: {
    passwordStatus: 'error',
    defaultPasswordValues: {
      oldPassword: 'salah123',
      password: 'Saham2026baru',
      passwordConfirmation: 'Saham2026baru',
    },
    passwordErrors: {
      oldPassword: 'Kata sandi lama salah.',
      form: 'Periksa kata sandi lama Anda, lalu coba lagi.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Kata sandi lama')).toHaveAccessibleDescription(
      'Kata sandi lama salah.',
    );
  },
};

export const ChangePasswordSaved: Story = { args: { passwordStatus: 'success' } };

export const ChangePasswordSaving: Story = {
  args: {
    passwordStatus: 'loading',
    defaultPasswordValues: {
      oldPassword: 'Saham2025lama',
      password: 'Saham2026baru',
      passwordConfirmation: 'Saham2026baru',
    },
  },
};

/** Invite a friend: each network is a named button leading to its share page; copy the link. */
export const InviteAndShare: Story = {
  // The share pages are outside; keep the test on this page while the click still reaches React.
  // The listener leaves with the story: the root element outlives it, and every story shown after
  // this one in the same preview would otherwise have its clicks cancelled (a Radix trigger skips
  // a cancelled click, so the next story's dialogs stopped opening).
  beforeEach: ({ canvasElement }) => {
    const stayOnPage = (event: MouseEvent) => event.preventDefault();
    canvasElement.addEventListener('click', stayOnPage, { capture: true });
    return () => canvasElement.removeEventListener('click', stayOnPage, { capture: true });
  },
  play: async ({ args, canvas }) => {
    const expected = {
      WhatsApp: /^https:\/\/wa\.me\/\?text=/,
      Telegram: /^https:\/\/t\.me\/share\/url\?url=/,
      X: /^https:\/\/x\.com\/intent\/post\?url=/,
      Facebook: /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/,
    };
    for (const [name, href] of Object.entries(expected)) {
      const link = canvas.getByRole('link', { name });
      await expect(link.getAttribute('href')).toMatch(href);
      await expect(link.getAttribute('href')).toContain(encodeURIComponent(inviteUrl));
    }
    await userEvent.click(canvas.getByRole('link', { name: 'Telegram' }));
    await expect(args.onShare).toHaveBeenCalledWith('telegram');
    await userEvent.click(canvas.getByRole('button', { name: 'Salin tautan' }));
    await expect(args.onCopyInviteLink).toHaveBeenCalledWith(inviteUrl);
    await expect(canvas.getByRole('textbox', { name: 'Tautan undangan' })).toHaveValue(inviteUrl);
  },
};

export const InviteAndShareDesktop: Story = { ...InviteAndShare, globals: desktop };

export const InviteLinkCopied: Story = {
  args: { inviteLinkCopied: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Tersalin' })).toBeVisible();
  },
};

/** Notification settings: each category is a switch named by its label. */
export const NotificationToggles: Story = {
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('list', { name: 'Kategori notifikasi' });
    const event = within(list).getByRole('switch', { name: 'Event' });
    await expect(event).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(event);
    await expect(args.onNotificationSettingChange).toHaveBeenCalledWith('event', false);
    await expect(within(list).getByRole('switch', { name: 'Lainnya' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  },
};

/**
 * Tampilan (issue 28): the theme as a radio group named Tema, following the device until the
 * member chooses; the arrow keys move and choose, as in any radio group.
 */
export const ThemeChoice: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Tema' });
    const system = within(group).getByRole('radio', { name: 'Ikuti sistem' });
    await expect(system).toBeChecked();
    await expect(group).toHaveAccessibleDescription(/sesuai pengaturan perangkat/);
    system.focus();
    await userEvent.keyboard('{ArrowLeft}');
    const dark = within(group).getByRole('radio', { name: 'Gelap' });
    await expect(dark).toBeChecked();
    await expect(dark).toHaveFocus();
    await expect(args.onThemeChoiceChange).toHaveBeenLastCalledWith('dark');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onThemeChoiceChange).toHaveBeenLastCalledWith('light');
    await userEvent.click(within(group).getByText('Ikuti sistem'));
    await expect(system).toBeChecked();
    await expect(args.onThemeChoiceChange).toHaveBeenLastCalledWith('system');
  },
};

/** The member chose Gelap on this device: the profile shows it chosen. */
export const ThemeChoiceDark: Story = {
  args: { themeChoice: 'dark' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Tema' });
    // In view, for the visual baseline: the section sits at the end of the page.
    group.scrollIntoView({ block: 'center' });
    await expect(within(group).getByRole('radio', { name: 'Gelap' })).toBeChecked();
    await expect(within(group).getByRole('radio', { name: 'Terang' })).not.toBeChecked();
  },
};

export const ThemeChoiceDarkDesktop: Story = { ...ThemeChoiceDark, globals: desktop };

/** Spec §8 push errors: the readable message sits above the switches. */
export const PushError: Story = {
  args: { pushError: pushBlockedMessage },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(pushBlockedMessage);
  },
};

export const PushErrorDesktop: Story = { ...PushError, globals: desktop };

export const NotificationsLoading: Story = {
  args: { notificationStatus: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat pengaturan notifikasi');
  },
};

export const NotificationsError: Story = {
  args: { notificationStatus: 'error' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetryNotifications).toHaveBeenCalledOnce();
  },
};

/** Terms from the profile: the dialog traps focus and closes on Escape. */
export const TermsDialogOpen: Story = {
  args: { defaultOpenDialog: 'terms' },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Syarat dan Ketentuan' });
  },
};

export const TermsDialogOpenDesktop: Story = { ...TermsDialogOpen, globals: desktop };

export const DisclaimerDialogOpen: Story = { args: { defaultOpenDialog: 'disclaimer' } };

export const UpgradeDialogOpen: Story = {
  args: { defaultOpenDialog: 'upgrade' },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Upgrade ke VIP' });
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade sekarang' }));
    await expect(args.onUpgrade).toHaveBeenCalledWith(upgradeProducts[0]);
  },
};

export const UpgradeDialogOpenDesktop: Story = { ...UpgradeDialogOpen, globals: desktop };

/** Logout asks first; the dialog traps focus, closes on Escape, and 'Keluar' logs out. */
export const Logout: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Keluar' });
    await playDialogTrapsFocusAndClosesOnEscape({ trigger, name: 'Keluar dari akun?' });
    await expect(args.onLogout).not.toHaveBeenCalled();
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Keluar dari akun?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keluar' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const LogoutDialogOpen: Story = {
  args: { defaultOpenDialog: 'logout', loggingOut: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Keluar dari akun?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Keluar' })).toBeDisabled(),
    );
  },
};

export const LogoutDialogOpenDesktop: Story = { ...LogoutDialogOpen, globals: desktop };
