/** The offline world's TV line-up: invented stations with call signs, split by what they air. */

export const MOVIE_STATIONS = [
  'AMC',
  'TCM',
  'HBO',
  'HBO2',
  'HBOSIG',
  'MAX',
  'SHO',
  'SHO2',
  'STARZ',
  'STZENC',
  'FX',
  'FXM',
  'TNT',
  'TBS',
  'USA',
  'SYFY',
  'IFC',
  'SUNDANCE',
  'MGMHD',
  'FREEFORM',
  'LIFETIME',
  'HALLMRK',
  'PARAMNT',
  'CINEMAX',
  'DISNEY',
  'KIDSFLIX',
] as const;

export const SPORTS_STATIONS = {
  national: ['ESPN', 'ESPN2', 'FS1', 'FS2', 'NBCSN', 'CBSSN', 'TNT'],
  Football: ['ESPN', 'FS1', 'NFLN', 'CBSSN', 'BTN', 'SECN', 'ACCN'],
  Soccer: ['FS1', 'FS2', 'BEIN', 'UNIMAS', 'GOLAZO'],
  Hockey: ['NHLN', 'ESPN', 'TNT', 'NBCSN'],
  Basketball: ['NBATV', 'ESPN', 'ESPN2', 'TNT'],
  Baseball: ['MLBN', 'FS1', 'ESPN', 'TBS'],
  Golf: ['GOLF', 'NBCSN'],
  Tennis: ['TENNIS', 'ESPN2'],
  Boxing: ['DAZN', 'ESPN2'],
} as const;

/** Every call sign in the line-up. */
export const ALL_STATIONS: string[] = [...new Set([...MOVIE_STATIONS, ...Object.values(SPORTS_STATIONS).flat()])];
