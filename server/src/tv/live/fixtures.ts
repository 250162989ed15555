/** Small provider answers shaped as docs describe them (Gracenote airings, TVmaze shows and episodes), for adapter tests. */

export const gracenoteMovieAirings = [
  {
    startTime: '2026-11-21T06:00Z',
    endTime: '2026-11-21T08:15Z',
    duration: 135,
    channels: ['254'],
    station: { stationId: '10021', callSign: 'AMC', affiliateCallSign: 'AMC' },
    qualifiers: ['Widescreen'],
    ratings: [{ body: 'USA Parental Rating', code: 'TV14' }],
    program: {
      tmsId: 'MV000123450000',
      rootId: 12345,
      title: 'The Example Heist',
      releaseYear: 2004,
      genres: ['Crime', 'Thriller'],
      shortDescription: 'A crew plans one last job.',
      longDescription: 'A crew of thieves plans one last job in Lisbon.',
      topCast: ['Ana Example', 'Bo Sample'],
      preferredImage: { width: '240', height: '360', uri: 'assets/p12345_v_v5_aa.jpg?w=240', primary: 'true' },
    },
    qualityRating: { ratingsBody: 'TMS', value: '3.5' },
  },
  {
    startTime: '2026-11-21T09:00Z',
    endTime: '2026-11-21T11:00Z',
    station: { callSign: 'TCM' },
    program: { tmsId: 'MV000999990000', title: 'No Root', genres: ['Drama'], preferredImage: null },
  },
];

export const gracenoteSportsAirings = [
  {
    startTime: '2026-11-21T17:00Z',
    endTime: '2026-11-21T20:30Z',
    station: { callSign: 'ESPN' },
    program: {
      tmsId: 'EP000000010001',
      rootId: '777',
      eventTitle: 'College Football: State at Tech',
      title: 'College Football',
      genres: ['Football', 'College'],
      shortDescription: 'State visits Tech.',
      longDescription: 'State visits Tech in a conference game.',
      preferredImage: { uri: 'assets/p777_b_h10_aa.jpg' },
    },
  },
];

export const tvmazeShow = {
  id: 82,
  url: 'https://www.tvmaze.com/shows/82/example-show',
  name: 'Example Show',
  type: 'Scripted',
  language: 'English',
  genres: ['Drama', 'Fantasy'],
  status: 'Ended',
  runtime: 60,
  premiered: '2011-04-17',
  schedule: { time: '21:00', days: ['Sunday'] },
  network: { id: 8, name: 'HBO', country: { name: 'United States', code: 'US' } },
  webChannel: null,
  image: {
    medium: 'https://static.tvmaze.com/uploads/images/medium_portrait/190/476117.jpg',
    original: 'https://static.tvmaze.com/uploads/images/original_untouched/190/476117.jpg',
  },
  summary: '<p>Based on a <b>bestselling</b> series.</p>',
  _links: {
    self: { href: 'https://api.tvmaze.com/shows/82' },
    previousepisode: { href: 'https://api.tvmaze.com/episodes/1623968', name: 'The Iron Throne' },
  },
};

export const tvmazeStreamingShow = {
  id: 4000,
  name: 'Example Streaming',
  genres: [],
  runtime: null,
  network: null,
  webChannel: { id: 1, name: 'Netflix' },
  image: null,
  summary: null,
  _links: {
    self: { href: 'https://api.tvmaze.com/shows/4000' },
    nextepisode: { href: 'https://api.tvmaze.com/episodes/999' },
  },
};

export const tvmazeSearch = [
  { score: 0.91, show: tvmazeShow },
  { score: 0.42, show: tvmazeStreamingShow },
];

export const tvmazeEpisode = {
  id: 1623968,
  url: 'https://www.tvmaze.com/episodes/1623968/example-show-8x06-the-iron-throne',
  name: 'The Iron Throne',
  season: 8,
  number: 6,
  type: 'regular',
  airdate: '2019-05-19',
  airtime: '21:00',
  airstamp: '2019-05-20T01:00:00+00:00',
  runtime: 80,
  summary: '<p>The series finale.</p>',
};

/** `/shows/82?embed=cast`: two members as documented, one without a person's name, one whose character has no name. */
export const tvmazeShowWithCast = {
  ...tvmazeShow,
  _embedded: {
    cast: [
      {
        person: {
          id: 14075,
          name: 'Ana Example',
          image: {
            medium: 'https://static.tvmaze.com/uploads/images/medium_portrait/1/1.jpg',
            original: 'https://static.tvmaze.com/uploads/images/original_untouched/1/1.jpg',
          },
        },
        character: { id: 1, name: 'Queen Example', image: null },
        self: false,
        voice: false,
      },
      { person: { id: 14076, image: null }, character: { id: 2, name: 'Nobody' } },
      { person: { id: 14077, name: 'Bo Sample', image: null }, character: { id: 3, name: null } },
      { person: { id: 14078, name: 'Cy Test', image: null }, character: { id: 4, name: 'The Narrator' } },
    ],
  },
};

/** A show whose embedded cast is all wrong: the show stands, without a cast. */
export const tvmazeShowWithBrokenCast = {
  ...tvmazeStreamingShow,
  _embedded: { cast: [{ person: 'Ana Example' }, { character: { name: 'Nobody' } }] },
};

/**
 * Built, not recorded (no line-up answer is among the recordings): Gracenote OnConnect's line-ups
 * by postal code, `GET /lineups?country=USA&postalCode=…`, in its documented shape (`lineupId`,
 * `name`, `type`, `device`, `location`, `mso`); the names and ids are invented. One streaming
 * line-up (a kind we do not offer) and one item without its id are there to be left out.
 */
export const gracenoteLineups = [
  {
    lineupId: 'USA-NY31519-X',
    name: 'Example Cable - Manhattan',
    type: 'Cable',
    device: 'X',
    location: 'New York',
    mso: { id: 'M1', name: 'Example Cable' },
  },
  { lineupId: 'USA-DITV501-DEFAULT', name: 'DIRECTV New York', type: 'Satellite', device: '-', location: 'New York' },
  { lineupId: 'USA-OTA10001', name: 'Local Over the Air Broadcast', type: 'OTA', device: '-', location: 'New York' },
  { lineupId: 'USA-STREAM-ONLY', name: 'Streaming Example', type: 'VMVPD', location: 'New York' },
  { name: 'No id', type: 'Cable' },
];

/**
 * Built, not recorded: a line-up's channels, `GET /lineups/{lineupId}/channels`, in the documented
 * shape (`channel`, `callSign`, `stationId`, `affiliateCallSign`); `name` is read when an answer
 * carries the station's name. One item without a call sign is there to be left out.
 */
export const gracenoteLineupChannels = [
  { channel: '69', callSign: 'HALLMRK', stationId: '11221', name: 'Hallmark Channel' },
  { channel: '254', callSign: 'AMC', stationId: '10021', affiliateCallSign: 'AMC' },
  { channel: '2', callSign: 'WCBSDT', stationId: '10098', affiliateCallSign: 'CBS', name: 'WCBS-DT (CBS)' },
  { channel: '12' },
];
