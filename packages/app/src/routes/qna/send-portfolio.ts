import type { Portfolio, PortfolioDetail, Ticket } from '@saham/domain/api/types';
import { formatDate } from '@saham/domain/dates';
import type {
  PortfolioQuestion,
  PortfolioRow,
} from '@saham/ui/screens/tanya-portofolio/tanya-portofolio-screen';
import { getApi } from '../../http/client.ts';
import { missingRecord } from '../missing-record.ts';

/**
 * The screenshot each portfolio already carries from an earlier attempt in this page view, so a
 * send that failed after uploading it does not upload the same file again.
 */
const uploadedScreenshots = new Map<number, File>();

/** The portfolio an earlier attempt created, as it is now; null when it is gone. */
async function existingPortfolio(id: number): Promise<Portfolio | null> {
  try {
    return (await getApi().call('portfolioLatest', { params: { id: String(id) } })).data;
  } catch (error) {
    if (missingRecord(error, 'id')) return null;
    throw error;
  }
}

function sameRow(have: PortfolioDetail, want: PortfolioRow): boolean {
  return have.stock === want.stock && have.lot === want.lot && have.buy_price === want.buy_price;
}

/** Makes the portfolio's rows (§3 portofolio_id, stock, lot, buy_price) those the member typed. */
async function syncRows(portfolio: Portfolio, rows: readonly PortfolioRow[]): Promise<void> {
  const api = getApi();
  const count = Math.max(portfolio.details.length, rows.length);
  // One call after another: the server numbers and limits a portfolio's rows under a lock.
  for (let index = 0; index < count; index += 1) {
    const have = portfolio.details[index];
    const want = rows[index];
    if (have && want) {
      if (sameRow(have, want)) continue;
      await api.call('portfolioDetailUpdate', {
        params: { id: String(have.id) },
        body: { portofolio_id: portfolio.id, ...want },
      });
    } else if (want) {
      await api.call('portfolioDetailCreate', { body: { portofolio_id: portfolio.id, ...want } });
    } else if (have) {
      await api.call('portfolioDetailDelete', { params: { id: String(have.id) } });
    }
  }
}

/**
 * Asks the analyst about a portfolio (spec §7 Tanya Saham portfolio calls): the portfolio is
 * created with its optional screenshot (portofolio/add, multipart), or, when an earlier attempt
 * already created it (`portfolioId`), brought up to date (portofolio/update, multipart, for a new
 * screenshot); its rows are written with the portofolio/detail calls; then portofolio/send asks
 * the question and answers the new ticket. `created` hears a newly created portfolio's id, so the
 * draft can reuse it if a later step fails.
 * @example const ticket = await sendPortfolioQuestion(question, draft.portfolioId, keepPortfolioId)
 */
export async function sendPortfolioQuestion(
  { rows, question, image }: PortfolioQuestion,
  portfolioId: number | null,
  created: (portfolioId: number) => void,
): Promise<Ticket> {
  const api = getApi();
  let portfolio = portfolioId === null ? null : await existingPortfolio(portfolioId);
  // An update can replace a screenshot but not take it away: when the member removed the one an
  // earlier attempt uploaded, a new portfolio is the only way to send it without.
  if (portfolio && portfolio.image_url !== null && !image) portfolio = null;

  if (portfolio === null) {
    portfolio = (
      await api.call('portfolioAdd', {
        body: { name: `Portofolio ${formatDate(new Date())}`, image: image ?? undefined },
        flow: 'qaPermission',
      })
    ).data;
    created(portfolio.id);
  } else if (image && uploadedScreenshots.get(portfolio.id) !== image) {
    portfolio = (
      await api.call('portfolioUpdate', {
        params: { id: String(portfolio.id) },
        body: { image },
      })
    ).data;
  }
  if (image) uploadedScreenshots.set(portfolio.id, image);

  await syncRows(portfolio, rows);
  const ticket = await api.call('portfolioSend', {
    body: { portofolio_id: portfolio.id, question },
    flow: 'qaPermission',
  });
  uploadedScreenshots.delete(portfolio.id);
  return ticket.data;
}
