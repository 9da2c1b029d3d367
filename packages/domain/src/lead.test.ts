import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LEAD_FORM_MESSAGES,
  checkLeadForm,
  emptyLeadFormValues,
  leadInterestLabel,
  leadInterests,
  readLeadFormDraft,
} from './lead.ts';
import { isValidPhone, toFullPhoneNumber } from './phone.ts';

const budi = { name: 'Budi', phone: '0812 3456 7890', interest: 'membership-vip' };

describe('§1 lead capture: checkLeadForm', () => {
  it('sends the trimmed name, the full-digit number and the interest as the product', () => {
    expect(checkLeadForm({ ...budi, name: '  Budi Santoso ' })).toEqual({
      ok: true,
      submission: { name: 'Budi Santoso', phone: '6281234567890', product: 'membership-vip' },
    });
  });

  it('names every missing or wrong field at once', () => {
    expect(checkLeadForm(emptyLeadFormValues)).toEqual({
      ok: false,
      errors: {
        name: LEAD_FORM_MESSAGES.nameRequired,
        phone: LEAD_FORM_MESSAGES.phone,
        interest: LEAD_FORM_MESSAGES.interestRequired,
      },
    });
  });

  it("answers a bad number with §5's 'Invalid WA Number'", () => {
    expect(checkLeadForm({ ...budi, phone: '0812' })).toEqual({
      ok: false,
      errors: { phone: 'Invalid WA Number' },
    });
    expect(LEAD_FORM_MESSAGES.phone).toBe('Invalid WA Number');
  });

  it('takes a blank name as missing', () => {
    expect(checkLeadForm({ ...budi, name: ' \t ' })).toEqual({
      ok: false,
      errors: { name: 'Nama wajib diisi' },
    });
  });

  it('offers the four services, each with its own value', () => {
    expect(leadInterests.map((interest) => interest.value)).toEqual([
      'membership-vip',
      'trading-ideas',
      'kelas-saham',
      'tanya-saham',
    ]);
  });

  it('reads a product in words: the label of ours, the slug with spaces otherwise', () => {
    expect(leadInterests.map((interest) => leadInterestLabel(interest.value))).toEqual([
      'Membership VIP',
      'Trading Ideas',
      'Kelas & webinar saham',
      'Tanya Saham',
    ]);
    expect(leadInterestLabel('vip-1-tahun')).toBe('vip 1 tahun');
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9-]{1,30}$/), (slug) => {
        expect(leadInterestLabel(slug)).not.toContain('-');
      }),
    );
  });

  const typedPhone = fc.oneof(
    fc.string({ maxLength: 16 }),
    fc.stringMatching(/^(?:0|\+62|62)?8[0-9]{2}[ -]?[0-9]{3,4}[ -]?[0-9]{3,5}$/),
  );
  const name = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('', ' ', '\n', 'Budi'));
  const interest = fc.oneof(
    fc.constant(''),
    fc.constantFrom(...leadInterests.map((item) => item.value)),
  );

  it('is ok exactly when the name is not blank, the number is valid and an interest is chosen', () => {
    fc.assert(
      fc.property(name, typedPhone, interest, (nameText, phone, chosen) => {
        const values = { name: nameText, phone, interest: chosen };
        const expected =
          nameText.trim() !== '' && isValidPhone(toFullPhoneNumber(phone)) && chosen !== '';
        expect(checkLeadForm(values).ok).toBe(expected);
      }),
    );
  });

  it('always sends the number as digits only, the dial code first', () => {
    fc.assert(
      fc.property(name, typedPhone, interest, (nameText, phone, chosen) => {
        const check = checkLeadForm({ name: nameText, phone, interest: chosen });
        if (check.ok) {
          expect(check.submission.phone).toMatch(/^[0-9]+$/);
          expect(check.submission.phone).toBe(toFullPhoneNumber(phone));
          expect(check.submission.name).toBe(nameText.trim());
        }
      }),
    );
  });

  it('never changes the values it checks', () => {
    fc.assert(
      fc.property(name, typedPhone, interest, (nameText, phone, chosen) => {
        const values = Object.freeze({ name: nameText, phone, interest: chosen });
        checkLeadForm(values);
        expect(values).toEqual({ name: nameText, phone, interest: chosen });
      }),
    );
  });
});

describe('readLeadFormDraft', () => {
  it('reads a saved form back', () => {
    expect(readLeadFormDraft(JSON.stringify(budi))).toEqual(budi);
  });

  it('fills what a draft lacks with the empty form', () => {
    expect(readLeadFormDraft('{"name":"Budi"}')).toEqual({ name: 'Budi', phone: '', interest: '' });
  });

  it('gives the empty form for no draft, broken JSON or something that is not a form', () => {
    for (const saved of [undefined, null, '', '{', 'null', '42', '"Budi"', '[1]']) {
      expect(readLeadFormDraft(saved)).toEqual(emptyLeadFormValues);
    }
    expect(readLeadFormDraft('{"name":7,"phone":null}')).toEqual(emptyLeadFormValues);
  });

  it('returns a fresh object, never the shared empty form', () => {
    const values = readLeadFormDraft(null);
    values.name = 'Budi';
    expect(emptyLeadFormValues.name).toBe('');
  });
});
