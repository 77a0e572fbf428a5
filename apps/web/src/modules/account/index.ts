import { defineWebModule, view } from '../../kit/web-module';
import { FIND_PASSWORD_ROUTE, REGISTER_ROUTE } from '../../session/public-paths';
import { PersonalInfoPrompt } from './personal/personal-info-prompt';
import { ProfilePrompt } from './profile/profile-prompt';

export const accountModule = defineWebModule({
  views: {
    'account/password-update': view(
      () => import('./password/password-update-page'),
      (m) => m.PasswordUpdatePage,
    ),
    'account/phone-update': view(
      () => import('./phone/phone-update-page'),
      (m) => m.PhoneUpdatePage,
    ),
  },
  publicRoutes: [
    {
      path: REGISTER_ROUTE,
      title: 'route.register',
      load: async () => (await import('./register/register-page')).RegisterPage,
    },
    {
      path: '/auth-redirect',
      title: 'route.authRedirect',
      load: async () => (await import('./auth-redirect/auth-redirect-page')).AuthRedirectPage,
    },
    {
      path: FIND_PASSWORD_ROUTE,
      title: 'route.findPassword',
      load: async () => (await import('./find-password/find-password-page')).FindPasswordPage,
    },
  ],
  layoutWidgets: [PersonalInfoPrompt, ProfilePrompt],
  locales: {
    zh: async () => (await import('./locales/zh')).zhAccount,
    en: async () => (await import('./locales/en')).enAccount,
    es: async () => (await import('./locales/es')).esAccount,
  },
});
