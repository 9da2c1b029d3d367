import type { DialCode } from '@saham/domain/phone';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { getApi } from '../http/client.ts';
import { dialCode } from './dial-code.ts';

let loading: Promise<void> | null = null;

/** Loads §7's country list (dialCodes) once per page view. */
export function loadDialCodes(): Promise<void> {
  loading ??= getApi()
    .call('countryList')
    .then((response) => {
      dialCode.list = response.dialCodes.map((country) => ({ ...country }));
    })
    .catch(() => {
      // The picker keeps Indonesia (+62, §9 default); trying again on the next page view.
      loading = null;
    });
  return loading;
}

/**
 * The dial codes for a phone input, loading them on first use.
 * @example const dialCodes = useDialCodes()
 */
export function useDialCodes(): readonly DialCode[] | undefined {
  const { list } = useSnapshot(dialCode);
  useEffect(() => {
    void loadDialCodes();
  }, []);
  return list.length > 0 ? (list as readonly DialCode[]) : undefined;
}
