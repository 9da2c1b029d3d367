/** One event of a Chromium trace (devtools.timeline), as the bench scripts read them. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time during the event (microseconds), where the trace records it. */
  tdur?: number;
  args?: { name?: string; data?: { url?: string; type?: string; [key: string]: unknown } };
}
