import { isValidPhone, toFullPhoneNumber } from './phone.ts';
import { INVALID_WA_NUMBER_MESSAGE } from './server-messages.ts';

/*
 * Lead capture (spec §1, §7 POST crm/ex/v1/lead): the form the dashboard and the landing pages
 * show, and the one check both run before sending.
 */

/** What the lead form holds, as typed. */
export interface LeadFormValues {
  name: string;
  /** The WhatsApp number as typed, without the dial code (+62 by default). */
  phone: string;
  /** The chosen interest's value; '' until chosen. */
  interest: string;
}

/** The empty lead form. */
export const emptyLeadFormValues: Readonly<LeadFormValues> = Object.freeze({
  name: '',
  phone: '',
  interest: '',
});

/** What a valid lead form sends (POST crm/ex/v1/lead: name, phone, source, product). */
export interface LeadSubmission {
  name: string;
  /** Digits only, dial code first ('6281234567890'). */
  phone: string;
  /** The interest, sent as the lead's product. */
  product: string;
}

/**
 * What a member may ask about. Spec §1 names lead capture without its fields; these are the
 * product's services.
 * @example leadInterests[0].label // 'Membership VIP'
 */
export const leadInterests = [
  { value: 'membership-vip', label: 'Membership VIP' },
  { value: 'trading-ideas', label: 'Trading Ideas' },
  { value: 'kelas-saham', label: 'Kelas & webinar saham' },
  { value: 'tanya-saham', label: 'Tanya Saham' },
] as const;

/**
 * What a lead's product reads as in words: the interest's label for one of ours, else the slug
 * as sent with its dashes as spaces (a landing page may name a product of its own).
 * @example leadInterestLabel('membership-vip') // 'Membership VIP'
 * @example leadInterestLabel('vip-1-tahun') // 'vip 1 tahun'
 */
export function leadInterestLabel(product: string): string {
  const known = leadInterests.find((interest) => interest.value === product);
  return known ? known.label : product.replaceAll('-', ' ');
}

/**
 * The lead form's messages: §5's 'Invalid WA Number' for the number, ours for the rest.
 * @example LEAD_FORM_MESSAGES.nameRequired // 'Nama wajib diisi'
 */
export const LEAD_FORM_MESSAGES = {
  nameRequired: 'Nama wajib diisi',
  phone: INVALID_WA_NUMBER_MESSAGE as string,
  interestRequired: 'Pilih minat Anda',
} as const;

/** The lead form checked: the submission to send, or a message per field. */
export type LeadFormCheck =
  | { ok: true; submission: LeadSubmission }
  | { ok: false; errors: Partial<Record<keyof LeadFormValues, string>> };

/**
 * Checks the lead form: a name, a valid WhatsApp number (spec §5, 'Invalid WA Number') and an
 * interest. Returns the submission (trimmed name, full-digit phone) or the messages.
 * @example checkLeadForm({ name: 'Budi', phone: '0812 3456 7890', interest: 'membership-vip' }).ok // true
 */
export function checkLeadForm(values: LeadFormValues): LeadFormCheck {
  const errors: Partial<Record<keyof LeadFormValues, string>> = {};
  const phone = toFullPhoneNumber(values.phone);
  if (values.name.trim() === '') errors.name = LEAD_FORM_MESSAGES.nameRequired;
  if (!isValidPhone(phone)) errors.phone = LEAD_FORM_MESSAGES.phone;
  if (values.interest === '') errors.interest = LEAD_FORM_MESSAGES.interestRequired;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, submission: { name: values.name.trim(), phone, product: values.interest } };
}

/**
 * A saved lead form draft read back: any field missing or not text is empty, and anything that is
 * not a saved form (no draft, broken JSON) is the empty form, so a bad draft never blanks the page.
 * @example readLeadFormDraft('{"name":"Budi"}') // { name: 'Budi', phone: '', interest: '' }
 */
export function readLeadFormDraft(saved: string | null | undefined): LeadFormValues {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(saved ?? 'null');
  } catch {
    parsed = null;
  }
  const draft =
    typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  const text = (key: keyof LeadFormValues) =>
    typeof draft[key] === 'string' ? draft[key] : emptyLeadFormValues[key];
  return { name: text('name'), phone: text('phone'), interest: text('interest') };
}
