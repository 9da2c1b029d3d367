import type { DialCode } from '@saham/domain/phone';
import { useEffect } from 'react';
import { ref, useSnapshot } from 'valtio';
import { getApi } from '../http/client.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { dialCode } from './dial-code.ts';

let loading: Promise<void> | null = null;

/** Loads §7's country list (dialCodes) once per page view. */
export function loadDialCodes(): Promise<void> {
  loading ??= getApi()
    .call('countryList')
    .then((response) => {
      // ref: about 240 plain entries that never change, kept out of valtio's deep proxying
      // (which cost a long task on a phone when the list arrived).
      dialCode.list = ref(response.dialCodes.map((country) => ({ ...country })));
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
  // Loaded when the browser is idle: the picker shows Indonesia (+62, §9's default) until then,
  // and the first screen's rendering comes first.
  useEffect(() => whenIdle(() => void loadDialCodes()), []);
  return list.length > 0 ? (list as readonly DialCode[]) : undefined;
}
