import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analysisRefOf } from './analysis-ref.ts';

describe('§2 /update/detail/{id}: a post by id or, from the legacy calls (§7), by slug', () => {
  it('reads digits only as the id the lists link to', () => {
    expect(analysisRefOf('42')).toEqual({ by: 'id', id: '42' });
  });

  it('reads anything else as a slug', () => {
    expect(analysisRefOf('bbca-menguat-pekan-ini')).toEqual({
      by: 'slug',
      slug: 'bbca-menguat-pekan-ini',
    });
    expect(analysisRefOf('2024-outlook')).toEqual({ by: 'slug', slug: '2024-outlook' });
  });

  it('leaves a malformed slug for the server to refuse (the not-found screen)', () => {
    expect(analysisRefOf('Bukan Slug')).toEqual({ by: 'slug', slug: 'Bukan Slug' });
  });

  it('reads every string of digits as an id, keeping its text', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,12}$/), (digits) => {
        expect(analysisRefOf(digits)).toEqual({ by: 'id', id: digits });
      }),
    );
  });

  it('reads every string with a non-digit as a slug, unchanged', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((text) => /\D/.test(text)),
        (text) => {
          expect(analysisRefOf(text)).toEqual({ by: 'slug', slug: text });
        },
      ),
    );
  });
});
