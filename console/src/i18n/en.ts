import type { TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';
import type { AppMessages } from './ko';

const appEn: AppMessages = {
  resources: {
    'center/notifications': {
      name: 'Notices',
      fields: {
        id: 'No.',
        title: 'Title',
        body: 'Text',
        pinned: 'Pinned',
        published: 'Published',
        publishedAt: 'Published at',
        views: 'Views',
        createdAt: 'Created at',
        updatedAt: 'Updated at',
      },
      helper: {
        body: 'Patients read this. Write plainly and accurately, without exaggeration or promises of results.',
        pinned: 'Pinned notices are listed first.',
        published: 'When off, the notice is kept as a draft and not shown on the website.',
        publishedAt: 'Leave empty to publish now. A future time publishes it then.',
      },
      filters: {
        pinnedOnly: 'Pinned only',
        unpublished: 'Not published',
        publishedSince: 'Published since',
        publishedBefore: 'Published before',
      },
    },
  },
  app: {
    title: 'Staff console',
    loginTitle: 'Clinic website staff login',
    status: { published: 'Published', draft: 'Draft', scheduled: 'Scheduled' },
  },
};

export const en: TranslationMessages = { ...englishMessages, ...appEn };
