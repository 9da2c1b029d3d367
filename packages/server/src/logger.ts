/** Structured log lines. Never pass passwords, tokens, codes or request bodies as fields. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/**
 * One JSON line per entry on stderr (info included, so stdout stays for the start banner).
 * @example consoleLogger.error('unhandled error', { requestId })
 */
export const consoleLogger: Logger = {
  info(message, fields = {}) {
    console.error(
      JSON.stringify({ level: 'info', time: new Date().toISOString(), message, ...fields }),
    );
  },
  error(message, fields = {}) {
    console.error(
      JSON.stringify({ level: 'error', time: new Date().toISOString(), message, ...fields }),
    );
  },
};

/**
 * A logger that keeps entries in memory, for tests that check what was (and was not) logged.
 * @example const logger = new MemoryLogger(); logger.entries.filter((e) => e.level === 'error')
 */
export class MemoryLogger implements Logger {
  readonly entries: {
    level: 'info' | 'error';
    message: string;
    fields: Record<string, unknown>;
  }[] = [];

  info(message: string, fields: Record<string, unknown> = {}): void {
    this.entries.push({ level: 'info', message, fields });
  }

  error(message: string, fields: Record<string, unknown> = {}): void {
    this.entries.push({ level: 'error', message, fields });
  }
}
