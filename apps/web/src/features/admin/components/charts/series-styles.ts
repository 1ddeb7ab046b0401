/**
 * Each series' colour and dash, in order: the colours stay apart on the navy background, and the
 * dashes tell the lines apart where colours do not.
 */
export const SERIES_STYLES = [
  { color: '#2ad4c0', dash: undefined },
  { color: '#fb923c', dash: '6 4' },
  { color: '#a78bfa', dash: '2 4' },
  { color: '#38bdf8', dash: '10 4 2 4' },
  { color: '#f472b6', dash: undefined },
  { color: '#facc15', dash: '6 4' },
] as const;
