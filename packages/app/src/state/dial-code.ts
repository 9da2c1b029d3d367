import { DEFAULT_DIAL_CODE, type DialCode } from '@saham/domain/phone';
import { proxy } from 'valtio';

/**
 * Spec §3 selected dial code (default Indonesia, +62) and the country list's dialCodes.
 * @example dialCode.selected.dial_code // '+62'
 */
export const dialCode = proxy<{ selected: DialCode; list: DialCode[] }>({
  selected: { ...DEFAULT_DIAL_CODE },
  list: [],
});
