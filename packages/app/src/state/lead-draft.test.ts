import { emptyLeadFormValues } from '@saham/domain/lead';
import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, drafts } from './drafts.ts';
import { readLeadDraft, saveLeadDraft } from './lead-draft.ts';

const key = 'landing:webinar:lead';

describe('lead form drafts', () => {
  afterEach(() => clearDraft(key));

  it('reads back what was saved under the same key only', () => {
    const values = { name: 'Budi', phone: '81234567890', interest: 'tanya-saham' };
    saveLeadDraft(key, values);
    expect(readLeadDraft(key)).toEqual(values);
    expect(readLeadDraft('dashboard:lead')).toEqual(emptyLeadFormValues);
  });

  it('gives the empty form for a draft that is not a lead form', () => {
    drafts.text[key] = '{not json';
    expect(readLeadDraft(key)).toEqual(emptyLeadFormValues);
  });
});
