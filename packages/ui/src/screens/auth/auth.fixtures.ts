import { DEFAULT_DIAL_CODE, type DialCode } from '@saham/domain/phone';

/**
 * Demo data shared by the log-in, sign-up and password stories: fixed values only, so every
 * story renders the same pixels each run.
 */

/** A few countries as GET /api/country returns them (spec §7 dialCodes), Indonesia first. */
export const dialCodes: readonly DialCode[] = [
  DEFAULT_DIAL_CODE,
  { code: 'MY', dial_code: '+60', flag: '🇲🇾', name: 'Malaysia' },
  { code: 'SG', dial_code: '+65', flag: '🇸🇬', name: 'Singapura' },
  { code: 'HK', dial_code: '+852', flag: '🇭🇰', name: 'Hong Kong' },
  { code: 'AU', dial_code: '+61', flag: '🇦🇺', name: 'Australia' },
  { code: 'JP', dial_code: '+81', flag: '🇯🇵', name: 'Jepang' },
];

/** A member's demo identity. */
export const demoMember = {
  name: 'Rina Wijayanti',
  email: 'rina.wijayanti@gmail.com',
  /** As typed in the form. */
  localPhone: '0812 3456 7890',
  /** As sent to the server (spec §5 numeric): dial code and number, digits only. */
  phone: '6281234567890',
  /** As shown back to the member. */
  phoneLabel: '+62 812-3456-7890',
  password: 'Saham2026aman',
} as const;

/** An e-mail address long enough to test wrapping on a 375 px screen. */
export const longEmail = 'rina.wijayanti.investor.saham.jangka.panjang@perusahaan-keluarga.co.id';
