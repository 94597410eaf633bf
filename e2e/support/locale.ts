import { E2E_URL } from './environment';

/**
 * The specs read English texts. A fresh browser shows English, but once signed in the app takes
 * the user's saved language (the demo user's is Norwegian) unless this browser has chosen one.
 * The stored choice is set to English here; specs about the language switch change it themselves.
 */
export const ENGLISH_BROWSER = {
  cookies: [],
  origins: [
    {
      origin: E2E_URL,
      localStorage: [
        { name: 'fjord.locale', value: 'en' },
        // The Dashboard's video popup stays closed unless a spec opens it (features/dashboard/VideoGuide.tsx).
        { name: 'fjord.videoGuideDismissed', value: '["*"]' },
      ],
    },
  ],
};
