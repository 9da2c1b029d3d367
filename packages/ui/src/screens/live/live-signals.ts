import type { Signal } from '../../components/badge.tsx';

/** The three signals of a trading idea, in the order members read them (spec §3 stock pick). */
export const signals: readonly Signal[] = ['buy', 'hold', 'sell'];
