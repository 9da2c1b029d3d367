import { stockCode } from './api/common.ts';

/**
 * A stock code carried in a link's query (`?stock=bbca`), read with the API's stock-code rule
 * (§3 stocks: code) after trimming and upper-casing, or null when absent or not a code, so a
 * hand-edited link never preselects something the server would refuse.
 * @example stockCodeFromQuery(' bbca ') // 'BBCA'
 * @example stockCodeFromQuery('<script>') // null
 */
export function stockCodeFromQuery(value: string | null | undefined): string | null {
  if (value == null) return null;
  const parsed = stockCode.safeParse(value.trim().toUpperCase());
  return parsed.success ? parsed.data : null;
}
