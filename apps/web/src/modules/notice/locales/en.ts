export const enNotice = {
  notice: {
    title: 'Announcements',
    description:
      'Notices, announcements and technical tips from the regulators and the platform; no login needed.',
    keyword: 'Search titles',
    empty: 'No announcements yet',
    noMatch: 'No announcement matches',
    loadFailed: 'Could not load the announcements',
    publisher: 'Published by {{publisher}}',
    read: 'Read',
    back: 'Back to login',
    total: '{{count}} in total',
  },
};
