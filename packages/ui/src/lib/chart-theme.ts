/**
 * The theme as the charts (TradingView Lightweight Charts) read it: they draw on a canvas, so CSS
 * cannot colour them; they read the theme's CSS variables at draw time and again whenever the
 * theme switch on <html> changes (data-theme or .dark).
 */

/**
 * A colour from the theme with some transparency (volume bars, an area under a line).
 * @example withAlpha('#0d7343', 0.35) // 'rgba(13, 115, 67, 0.35)'
 */
export function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const [r, g, b] = [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16));
    return `rgba(${r}, ${g}, ${b}, ${alpha})`;
  }
  const rgb = /^rgba?\(([^)]+)\)$/i.exec(color)?.[1];
  if (rgb) {
    const [r, g, b] = rgb.split(/[\s,/]+/);
    return `rgba(${r}, ${g}, ${b}, ${alpha})`;
  }
  return color;
}

/**
 * The chart colours of the theme that applies to `element`.
 * @example chartColours(container).up // '#0d7343' in the light theme
 */
export function chartColours(element: HTMLElement) {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    up: read('--price-up', '#0d7343'),
    down: read('--price-down', '#c02424'),
    primary: read('--primary', '#1f56d6'),
    text: read('--muted-foreground', '#4f5d72'),
    grid: read('--border', '#dbe2ec'),
    foreground: read('--foreground', '#0e1729'),
    font: style.fontFamily,
  };
}

/** The colours {@link chartColours} reads. */
export type ChartColours = ReturnType<typeof chartColours>;

/**
 * Calls `paint` now and whenever the theme switch on <html> changes; returns the unsubscribe.
 * @example const stop = onThemeChange(() => chart.applyOptions(…))
 */
export function onThemeChange(paint: () => void): () => void {
  paint();
  const observer = new MutationObserver(paint);
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme', 'class'],
  });
  return () => observer.disconnect();
}

/**
 * The chart-wide options a theme sets (axis text, grid, crosshair labels), the same for every
 * chart; each chart colours its own series.
 * @example chart.applyOptions(themedChartOptions(chartColours(container)))
 */
export function themedChartOptions(colours: ChartColours) {
  return {
    layout: { textColor: colours.text, fontFamily: colours.font },
    grid: { vertLines: { color: colours.grid }, horzLines: { color: colours.grid } },
    crosshair: {
      vertLine: { labelBackgroundColor: colours.foreground },
      horzLine: { labelBackgroundColor: colours.foreground },
    },
  };
}
